import { describe, expect, it } from 'vitest';
import { countPlaywright } from '../../../scripts/lib/test-summary/playwright-report';

type Annotation = { type: string; description?: string };
const spec = (title: string, status: string, annotations: Annotation[] = [], inResult = false) => ({
  title,
  file: 'cart.spec.ts',
  tests: [{ status, annotations: inResult ? [] : annotations, results: [{ annotations: inResult ? annotations : [] }] }],
});
const report = (specs: ReturnType<typeof spec>[], errors: { message: string }[] = []) => ({
  suites: [{ specs: [], suites: [{ specs }] }],
  errors,
});

describe('Playwright report', () => {
  it('counts expected and flaky tests as passed and unexpected ones as failed, in nested suites', () => {
    const c = countPlaywright(report([spec('a', 'expected'), spec('b', 'flaky'), spec('c', 'unexpected')]));
    expect(c).toMatchObject({ passed: 2, failed: 1 });
    expect(c?.problems).toEqual(['playwright: cart.spec.ts > c failed']);
  });

  it("leaves a test skipped with test.skip(condition, 'reason') out of both counts, named", () => {
    for (const inResult of [false, true]) {
      const c = countPlaywright(report([spec('s', 'skipped', [{ type: 'skip', description: 'no gated store' }], inResult)]));
      expect(c).toMatchObject({ passed: 0, failed: 0, skipped: ['playwright: cart.spec.ts > s'] });
    }
  });

  it('counts a skip without a reason, an empty reason, a fixme and an unannotated skip as failures', () => {
    const c = countPlaywright(
      report([
        spec('bare', 'skipped', [{ type: 'skip' }]),
        spec('blank', 'skipped', [{ type: 'skip', description: '  ' }]),
        spec('fixme', 'skipped', [{ type: 'fixme', description: 'later' }]),
        spec('serial', 'skipped'),
      ]),
    );
    expect(c).toMatchObject({ passed: 0, failed: 4, skipped: [] });
  });

  it('counts each error outside the tests (a spec that does not load, a server that does not start)', () => {
    const c = countPlaywright(report([spec('a', 'expected')], [{ message: 'Error: boom\n  at x' }, { message: 'webServer timed out' }]));
    expect(c).toMatchObject({ passed: 1, failed: 2 });
    expect(c?.problems).toEqual(['playwright: Error: boom', 'playwright: webServer timed out']);
  });

  it('gives null for a report that is not a Playwright report', () => {
    expect(countPlaywright(null)).toBeNull();
    expect(countPlaywright({ stats: { expected: 3 } })).toBeNull();
  });
});
