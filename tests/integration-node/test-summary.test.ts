/**
 * Planted breakage (tests/fixtures/planted): vitest and Playwright really run on suites that are
 * broken on purpose, and their real reports and exit codes go through the summary that `npm test`
 * prints. Each breakage must show up as a failure in the closing line and the exit code.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, offlineEnv } from '../../scripts/lib/run';
import { settleLayer, summarise } from '../../scripts/lib/test-summary/layer';
import { countPlaywright } from '../../scripts/lib/test-summary/playwright-report';
import { readReport } from '../../scripts/lib/test-summary/read-report';
import { countVitest } from '../../scripts/lib/test-summary/vitest-report';

const PLANTED = 'tests/fixtures/planted';
const out = mkdtempSync(join(tmpdir(), 'planted-'));
let runs = 0;
const reportPath = () => join(out, `report-${++runs}.json`);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(process.execPath, args, { env: offlineEnv(env), stdio: 'ignore', timeout: 90_000 });
  return result.status ?? 1;
}

async function vitestLayer(dir: string, extra: string[] = []) {
  const report = reportPath();
  const exit = run([bin.vitest, 'run', '--root', join(PLANTED, dir), ...extra, '--reporter=json', `--outputFile.json=${report}`]);
  return { exit, summary: summarise([settleLayer('vitest', countVitest(await readReport(report)), exit)]) };
}

async function playwrightLayer(filters: string[]) {
  const report = reportPath();
  const exit = run([bin.playwright, 'test', '-c', join(PLANTED, 'playwright'), ...filters], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  return { exit, summary: summarise([settleLayer('playwright', countPlaywright(await readReport(report)), exit)]) };
}

describe('the summary of planted broken suites', { timeout: 120_000 }, () => {
  it('vitest: a suite that throws at import is a failure beside the test that passed', async () => {
    const { exit, summary } = await vitestLayer('vitest-broken');
    expect(exit).not.toBe(0);
    expect(summary).toMatchObject({ line: '1 passed, 1 failed', exitCode: 1 });
    expect(summary.problems[0]).toContain('throws-at-import.test.ts failed outside its tests: planted: this suite does not load');
  });

  it('vitest: a throwing hook is one failure, a skipped and a todo test one each', async () => {
    const { summary } = await vitestLayer('vitest-hooks');
    expect(summary).toMatchObject({ line: '1 passed, 3 failed', exitCode: 1 });
  });

  it('vitest: a run that exits non-zero with an empty report (no test file matched) is a failure', async () => {
    const { exit, summary } = await vitestLayer('vitest-broken', ['no-such-test-file']);
    expect(exit).not.toBe(0);
    expect(summary).toMatchObject({ line: '0 passed, 1 failed', exitCode: 1 });
  });

  it('vitest: a run that writes no report (its config does not load) is a failure', async () => {
    const { summary } = await vitestLayer('vitest-broken', ['--config', 'no-such-config.ts']);
    expect(summary).toMatchObject({ line: '0 passed, 1 failed', exitCode: 1 });
    expect(summary.problems[0]).toMatch(/^vitest: no readable report/);
  });

  it('Playwright: a spec that throws at import is a failure (and Playwright then runs no test at all)', async () => {
    const { summary } = await playwrightLayer(['throws-at-import', 'passes']);
    expect(summary).toMatchObject({ line: '0 passed, 1 failed', exitCode: 1 });
    expect(summary.problems).toEqual(['playwright: Error: planted: this spec does not load']);
  });

  it('Playwright: a skip without a reason and a fixme fail although Playwright exits 0; a reasoned skip does not', async () => {
    const { exit, summary } = await playwrightLayer(['passes', 'skips']);
    expect(exit).toBe(0);
    expect(summary).toMatchObject({ line: '1 passed, 2 failed', exitCode: 1 });
    expect(summary.skipped).toEqual(['playwright: passes.spec.ts > skipped on purpose, with its reason']);
  });
});
