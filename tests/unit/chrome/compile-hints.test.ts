import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from '../../../src/renderer/compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line of every chunk, once, and leaves assets alone', () => {
    const bundle = {
      'a.js': { type: 'chunk' as const, code: 'import{x}from"./b.js";x();' },
      'b.js': { type: 'chunk' as const, code: withCompileHint('export const x=()=>1;') },
      'a.css': { type: 'asset' as const },
    };
    const hook = compileHintsPlugin().generateBundle;
    // Last of the bundle's writers: Vite's import analysis prepends its dependency map in generateBundle.
    expect(hook.order).toBe('post');
    hook.handler(undefined, bundle);
    expect(bundle['a.js'].code).toBe(`${COMPILE_HINT}\nimport{x}from"./b.js";x();`);
    expect(bundle['b.js'].code).toBe(`${COMPILE_HINT}\nexport const x=()=>1;`);
    expect(bundle['a.css']).toEqual({ type: 'asset' });
  });

  it('is the comment V8 reads (Chrome 136+)', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
