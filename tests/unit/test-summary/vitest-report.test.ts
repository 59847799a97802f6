import { describe, expect, it } from 'vitest';
import { countVitest } from '../../../scripts/lib/test-summary/vitest-report';

const file = (name: string, status: string, tests: [string, string][], message = '') => ({
  name: `/repo/${name}`,
  status,
  message,
  assertionResults: tests.map(([fullName, s]) => ({ fullName, status: s })),
});
const count = (...files: ReturnType<typeof file>[]) => countVitest({ testResults: files }, '/repo');

describe('vitest report', () => {
  it('counts passed and failed tests', () => {
    const c = count(file('a.test.ts', 'failed', [['adds', 'passed'], ['subtracts', 'failed']]));
    expect(c).toMatchObject({ passed: 1, failed: 1 });
    expect(c?.problems).toEqual(['vitest: a.test.ts > subtracts failed']);
  });

  it('counts a suite that does not load as one failure, beside the tests that passed', () => {
    const c = count(file('ok.test.ts', 'passed', [['adds', 'passed']]), file('broken.test.ts', 'failed', [], 'Cannot find module x'));
    expect(c).toMatchObject({ passed: 1, failed: 1 });
    expect(c?.problems[0]).toContain('broken.test.ts failed outside its tests: Cannot find module x');
  });

  it('counts a failing hook as one failure for its file, not one per test it left unrun', () => {
    const c = count(file('hook.test.ts', 'failed', [['a', 'skipped'], ['b', 'skipped']]));
    expect(c).toMatchObject({ passed: 0, failed: 1 });
  });

  it('counts a file error beside failed tests too (an afterAll that throws after a failure)', () => {
    expect(count(file('x.test.ts', 'failed', [['a', 'failed']], 'afterAll threw'))).toMatchObject({ failed: 2 });
  });

  it('counts every skipped, todo or pending test as a failure: vitest tests are never skipped', () => {
    const c = count(file('s.test.ts', 'passed', [['runs', 'passed'], ['skip', 'skipped'], ['todo', 'todo'], ['pending', 'pending']]));
    expect(c).toMatchObject({ passed: 1, failed: 3 });
    expect(c?.problems[0]).toBe('vitest: s.test.ts > skip is skipped (vitest tests are never skipped)');
  });

  it('gives null for a report that is not a vitest report, so the layer counts it as a failure', () => {
    expect(countVitest(null)).toBeNull();
    expect(countVitest({ numPassedTests: 3 })).toBeNull();
  });
});
