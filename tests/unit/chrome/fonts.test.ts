import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../../../src/catalog/theme';
import { bundledFontsUsed, fontFaceCss, fontFile } from '../../../src/lib/theme-css';

// Issue 21: a web font swapped in after first paint laid the whole page out again, a long task on a
// slow phone. Every font in use is preloaded and used only if it is there by the first layout.
describe('the bundled fonts a page loads', () => {
  const theme = defaultTheme('Quiet Moth Studio');
  const fonts = bundledFontsUsed(theme);
  const css = fontFaceCss(fonts);

  it('are two at most, the heading font first (the hero title)', () => {
    expect([...fonts]).toEqual(['Oswald', 'Roboto']);
    expect(bundledFontsUsed({ ...theme, resolved: { ...theme.resolved, bodyFont: 'Georgia' } })).toEqual(new Set(['Oswald']));
  });

  it('are never swapped in after the first layout', () => {
    expect(css.match(/font-display:\w+/g)).toEqual(['font-display:optional', 'font-display:optional']);
  });

  it('are the files the rules name, so each preload is used', () => {
    expect([...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1])).toEqual([...fonts].map(fontFile));
  });
});
