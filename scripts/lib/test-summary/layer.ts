/**
 * One layer's share of `npm test`'s closing line. A layer counts what its own report shows; then
 * what the report cannot show is added (settleLayer): a report that is missing or unreadable, or a
 * process that failed while its report says all is well, is one failure, never a silent pass.
 */
export interface LayerCount {
  passed: number;
  failed: number;
  /** Why each failure was counted, printed above the closing line. */
  problems: string[];
  /** Tests skipped on purpose: neither passed nor failed, named so they stay visible. */
  skipped: string[];
}

export const emptyCount = (): LayerCount => ({ passed: 0, failed: 0, problems: [], skipped: [] });

export function failure(count: LayerCount, problem: string): void {
  count.failed++;
  count.problems.push(problem);
}

/** A layer's count once its exit code is known; `report` is the parsed count or null if unreadable. */
export function settleLayer(name: string, report: LayerCount | null, exitCode: number): LayerCount {
  if (!report) {
    const count = emptyCount();
    failure(count, `${name}: no readable report (exit code ${exitCode})`);
    return count;
  }
  const count = { ...report, problems: [...report.problems], skipped: [...report.skipped] };
  if (exitCode !== 0 && count.failed === 0) failure(count, `${name}: exited with code ${exitCode} but its report shows no failure`);
  return count;
}

/** A check with no report of its own (a type check, a store build): its exit code is its result. */
export function checkCount(name: string, exitCode: number): LayerCount {
  const count = emptyCount();
  if (exitCode === 0) count.passed = 1;
  else failure(count, `${name}: exited with code ${exitCode}`);
  return count;
}

export interface Summary {
  passed: number;
  failed: number;
  problems: string[];
  skipped: string[];
  /** `N passed, N failed`, exactly: CI reads this line. */
  line: string;
  exitCode: number;
}

export function summarise(layers: LayerCount[]): Summary {
  const passed = layers.reduce((n, l) => n + l.passed, 0);
  const failed = layers.reduce((n, l) => n + l.failed, 0);
  return {
    passed,
    failed,
    problems: layers.flatMap((l) => l.problems),
    skipped: layers.flatMap((l) => l.skipped),
    line: `${passed} passed, ${failed} failed`,
    exitCode: failed === 0 ? 0 : 1,
  };
}
