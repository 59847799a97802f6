// @ts-check
/**
 * ESLint (npm test's lint layer, scripts/test.ts). Three kinds of rules:
 * - correctness: typescript-eslint (type-aware for .ts/.tsx: the promise rules), React hooks,
 *   jsx-a11y, Astro's own rules;
 * - architecture (docs/decisions.md, "Lint and layers"): browser code never imports the server or
 *   classic zod, src/lib never touches the DOM, no import cycles;
 * - formatting: @stylistic's rules (`npx eslint --fix .` formats; npm test checks).
 * tests/unit/lint/boundaries.test.ts plants violations and expects these rules to catch them.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import stylistic from '@stylistic/eslint-plugin';

/** Code that runs in the shopper's browser: islands, page scripts, the nanostores and the client scripts of .astro files. */
const BROWSER = ['src/islands/**/*.{ts,tsx}', 'src/scripts/**/*.ts', 'src/state/**/*.ts', 'src/i18n/**/*.ts', 'src/**/*.astro/*.ts', 'src/**/*.astro/*.js'];
/** Pure rules shared by pages, islands and server: no DOM, no browser globals. */
const PURE = ['src/lib/**/*.ts'];

/** Classic zod is for the server and the build; the browser may use zod/mini (src/contract). */
const NO_CLASSIC_ZOD = { name: 'zod', message: 'Classic zod stays on the server and in the build; browser code uses zod/mini (src/contract).', allowTypeImports: true };
const NO_SERVER = {
  group: ['**/server', '**/server/**', '!**/server/**/*.json'],
  message: 'Browser code never imports src/server (a type-only import, e.g. AppType for the typed client, is allowed).',
  allowTypeImports: true,
};

const DOM_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'history', 'self', 'customElements', 'requestAnimationFrame', 'getComputedStyle', 'matchMedia'];

export default tseslint.config(
  {
    ignores: ['dist/**', '.build/**', '.astro/**', '.wrangler/**', '.test-output/**', 'test-results/**', 'playwright-report/**', 'node_modules/**', 'public/**', 'tests/fixtures/planted/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The promise rules: a promise nobody awaits or catches loses its error.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async event listener is fine (its errors reach the page's error handler); a promise used as a condition is not.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    rules: {
      // TypeScript checks these (tsc --noEmit with noUnusedLocals and the strictest options).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Sanitisers and validators match control characters on purpose.
      'no-control-regex': 'off',
      // Style only, and fixing it would rewrite validation patterns another branch owns.
      'no-useless-escape': 'off',
    },
  },
  // The formatter: @stylistic's rules, fixed by `npx eslint --fix` and checked in npm test's lint layer.
  stylistic.configs.customize({ indent: 2, quotes: 'single', semi: true, jsx: true, braceStyle: '1tbs', commaDangle: 'always-multiline', arrowParens: true, quoteProps: 'consistent-as-needed' }),
  {
    rules: {
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'avoidEscape' }],
      // Long expressions break after their operator; a ternary's branches start their lines.
      '@stylistic/operator-linebreak': ['error', 'after', { overrides: { '?': 'before', ':': 'before', '|': 'before', '&': 'before' } }],
      // Quotes only where a key needs them; numeric keys stay quoted (card numbers pass 2^53).
      '@stylistic/quote-props': ['error', 'as-needed', { numbers: true }],
      // Short JSX and ternaries stay on one line where they fit.
      '@stylistic/jsx-one-expression-per-line': 'off',
      '@stylistic/multiline-ternary': 'off',
      // A one-line handler (`() => { a(); b(); }`) counts as two.
      '@stylistic/max-statements-per-line': ['error', { max: 2 }],
    },
  },
  {
    // Tests and fakes stand in for loosely typed outside answers.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // <script is:inline> blocks of .astro files run as classic scripts (var on purpose) and are
    // fragments of the file, so file-level formatting rules do not apply to them.
    files: ['**/*.astro/*.{js,ts}'],
    rules: { 'no-var': 'off', '@stylistic/eol-last': 'off', '@stylistic/no-multiple-empty-lines': 'off', '@stylistic/max-statements-per-line': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Effects that run on purpose for a subset of what they read (each to be reviewed when the file
    // is next changed; new code meets the rule).
    files: ['src/islands/checkout/CustomerSection.tsx', 'src/islands/checkout/PaymentSection.tsx', 'src/islands/checkout/StripeCardForm.tsx', 'src/islands/listing/ListingBuy.tsx'],
    rules: { 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: BROWSER,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [NO_CLASSIC_ZOD], patterns: [NO_SERVER] }],
    },
  },
  {
    files: PURE,
    rules: {
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: `src/lib is pure: ${name} belongs in browser code (src/scripts, src/islands).` }))],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='globalThis'][property.name=/^(window|document|navigator|location)$/]", message: 'src/lib is pure: no DOM through globalThis.' },
        { selector: 'TSTypeReference[typeName.name=/^(HTML\\w*Element|Element|Document|Window)$/]', message: 'src/lib is pure: DOM types belong in browser code.' },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [NO_CLASSIC_ZOD], patterns: [NO_SERVER] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.astro', '**/*.astro/*.{js,ts}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
