import { describe, expect, it } from 'vitest';
import { countEslint } from '../../../scripts/lib/test-summary/eslint-report';
import { settleLayer } from '../../../scripts/lib/test-summary/layer';

const root = '/repo';
const file = (path: string, messages: { ruleId: string | null; severity: number; message: string; line: number }[]) => ({ filePath: `${root}/${path}`, messages });

describe('the lint layer of the closing line', () => {
  it('is one passed check when no file has an error (warnings do not count)', () => {
    const report = [file('src/lib/money.ts', []), file('src/islands/cart/dom.ts', [{ ruleId: 'react-hooks/exhaustive-deps', severity: 1, message: 'missing dependency', line: 3 }])];
    expect(countEslint(report, root)).toMatchObject({ passed: 1, failed: 0, problems: [] });
  });

  it('counts every error as a failure, named by file, line and rule', () => {
    const report = [
      file('src/lib/analytics.ts', [
        { ruleId: 'no-restricted-globals', severity: 2, message: "Unexpected use of 'window'.", line: 32 },
        { ruleId: 'no-restricted-globals', severity: 2, message: "Unexpected use of 'window'.", line: 36 },
      ]),
      file('src/islands/cart/dom.ts', [{ ruleId: null, severity: 2, message: 'Parsing error: unexpected token', line: 1 }]),
    ];
    const count = countEslint(report, root);
    expect(count).toMatchObject({ passed: 0, failed: 3 });
    expect(count?.problems).toEqual([
      "eslint: src/lib/analytics.ts:32 no-restricted-globals: Unexpected use of 'window'.",
      "eslint: src/lib/analytics.ts:36 no-restricted-globals: Unexpected use of 'window'.",
      'eslint: src/islands/cart/dom.ts:1 parse error: Parsing error: unexpected token',
    ]);
  });

  it('fails when ESLint crashed (no report) or exited non-zero with a clean report', () => {
    expect(countEslint({ not: 'a report' }, root)).toBeNull();
    expect(settleLayer('eslint', countEslint(null, root), 2)).toMatchObject({ passed: 0, failed: 1 });
    expect(settleLayer('eslint', countEslint([], root), 2)).toMatchObject({ failed: 1 });
  });
});
