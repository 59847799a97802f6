import { describe, expect, it } from 'vitest';
import { checkCount, settleLayer, summarise } from '../../../scripts/lib/test-summary/layer';

const clean = { passed: 5, failed: 0, problems: [], skipped: [] };

describe('layers and the closing line', () => {
  it('adds one failure when a layer exits non-zero while its report shows none', () => {
    expect(settleLayer('vitest', clean, 1)).toMatchObject({ passed: 5, failed: 1 });
    expect(settleLayer('vitest', clean, 1).problems).toEqual(['vitest: exited with code 1 but its report shows no failure']);
  });

  it('adds nothing when the report already shows the failure the exit code reports', () => {
    expect(settleLayer('vitest', { ...clean, failed: 2, problems: ['a', 'b'] }, 1)).toMatchObject({ passed: 5, failed: 2 });
    expect(settleLayer('vitest', clean, 0)).toMatchObject({ passed: 5, failed: 0 });
  });

  it('counts a missing or unreadable report as a failure, even after a clean exit', () => {
    expect(settleLayer('playwright', null, 0)).toMatchObject({ passed: 0, failed: 1, problems: ['playwright: no readable report (exit code 0)'] });
  });

  it('counts a check by its exit code', () => {
    expect(checkCount('tsc', 0)).toMatchObject({ passed: 1, failed: 0 });
    expect(checkCount('tsc', 2)).toMatchObject({ passed: 0, failed: 1, problems: ['tsc: exited with code 2'] });
  });

  it('ends with exactly `N passed, N failed` and a non-zero exit code when anything failed', () => {
    expect(summarise([clean, checkCount('tsc', 0)])).toMatchObject({ line: '6 passed, 0 failed', exitCode: 0 });
    const s = summarise([clean, checkCount('tsc', 2), settleLayer('vitest', clean, 1)]);
    expect(s).toMatchObject({ line: '10 passed, 2 failed', exitCode: 1 });
    expect(s.line).toMatch(/^\d+ passed, \d+ failed$/);
  });
});
