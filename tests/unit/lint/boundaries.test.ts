import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.js, tried on planted files: each case lints text as if it
 * were a file at that path (nothing is written), with the project's own config. The type-aware rules
 * are switched off here (they need a TypeScript program, and the boundaries do not).
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } }, { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
  });
});

async function errors(filePath: string, text: string): Promise<string[]> {
  const results = await eslint.lintText(text, { filePath });
  return results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`));
}

describe('src/lib stays pure', () => {
  it('refuses document and window', async () => {
    expect(await errors('src/lib/planted.ts', 'export const title = (): string => document.title;\n')).toEqual([expect.stringMatching(/^no-restricted-globals: .*'document'.*src\/lib is pure/)]);
    expect(await errors('src/lib/planted.ts', 'export const push = (e: unknown): void => { window.dataLayer?.push(e); };\n')).toEqual([expect.stringMatching(/^no-restricted-globals: .*'window'/)]);
  });

  it('refuses DOM types and the DOM through globalThis', async () => {
    expect(await errors('src/lib/planted.ts', 'export const tag = (node: HTMLElement): string => node.tagName;\n')).toEqual([expect.stringMatching(/^no-restricted-syntax: src\/lib is pure: DOM types/)]);
    expect(await errors('src/lib/planted.ts', 'export const doc = (): unknown => globalThis.document;\n')).toEqual([expect.stringMatching(/^no-restricted-syntax: src\/lib is pure: no DOM through globalThis/)]);
  });

  it('lets pure code through', async () => {
    expect(await errors('src/lib/planted.ts', "export const cents = (text: string): number => Math.round(Number(text) * 100);\nexport const window = { from: '2026-12-01' };\n")).toEqual([]);
  });
});

describe('browser code never imports the server or classic zod', () => {
  it('refuses an island importing src/server', async () => {
    expect(await errors('src/islands/cart/planted.ts', "import { app } from '../../server/app';\nexport const a = app;\n")).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: '..\/..\/server\/app' .*never imports src\/server/)]);
  });

  it('refuses a page script or a component script importing classic zod', async () => {
    expect(await errors('src/scripts/planted.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: 'zod' .*Classic zod/)]);
    const component = "---\nconst title = 'Hi';\n---\n<h1>{title}</h1>\n<script>\n  import { app } from '../server/app';\n  console.log(app);\n</script>\n";
    expect(await errors('src/components/Planted.astro', component)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: '..\/server\/app'/)]);
  });

  it('allows zod/mini and a type-only import of the server (the typed client needs AppType)', async () => {
    const text = "import type { AppType } from '../../server/app';\nimport { z } from 'zod/mini';\nexport type App = AppType;\nexport const email = z.string();\n";
    expect(await errors('src/islands/shared/planted.ts', text)).toEqual([]);
  });

  it('leaves the server and the build free to use classic zod', async () => {
    expect(await errors('src/server/planted.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('refuses a module importing one that imports it back', async () => {
    // src/lib/dates.ts imports ./format; format importing ./dates closes the circle.
    const text = "import { formatArrival } from './dates';\nexport const arrival = formatArrival;\n";
    expect(await errors('src/lib/format.ts', text)).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});

describe('formatting', () => {
  it('refuses code the formatter would change, and `eslint --fix` formats it', async () => {
    const planted = 'export const size = (n: number) => {\n    return n>9 ? "10+" : String(n)\n}\n';
    const found = await errors('src/lib/planted.ts', planted);
    expect(found).toEqual(expect.arrayContaining([
      expect.stringMatching(/^@stylistic\/indent:/),
      expect.stringMatching(/^@stylistic\/quotes:/),
      expect.stringMatching(/^@stylistic\/semi:/),
      expect.stringMatching(/^@stylistic\/space-infix-ops:/),
    ]));
    const fixer = new ESLint({ cwd: process.cwd(), fix: true, overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }] });
    const [fixed] = await fixer.lintText(planted, { filePath: 'src/lib/planted.ts' });
    expect(fixed!.output).toBe("export const size = (n: number) => {\n  return n > 9 ? '10+' : String(n);\n};\n");
  });
});
