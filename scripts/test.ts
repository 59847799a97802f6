/**
 * npm test: every layer, in order, then one closing line `N passed, N failed`.
 *   1. type check (astro check: every .ts, .tsx and .astro file)   2. lint (ESLint with the boundary rules, JSON report: each error counts)
 *   3. unit and integration tests (vitest, JSON report), and beside them 4. the stores the browser tests need are built
 *   5. end-to-end tests (Playwright, JSON report)
 * The counting is scripts/lib/test-summary/: a suite that does not load, a test skipped without a
 * reason, a missing report or a layer that fails while its report looks clean are all failures.
 * Chromium is Debian's: installed here when missing and running as root, otherwise named.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { freshDatabase } from './lib/local-d1';
import { bin, offlineEnv, runLogged, runStatus } from './lib/run';
import { checkCount, emptyCount, failure, settleLayer, summarise, type LayerCount } from './lib/test-summary/layer';
import { countEslint } from './lib/test-summary/eslint-report';
import { countPlaywright } from './lib/test-summary/playwright-report';
import { readReport } from './lib/test-summary/read-report';
import { countVitest } from './lib/test-summary/vitest-report';
import { E2E_SERVERS } from '../tests/e2e/stores';

const OUT = '.test-output';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every store build the browser tests serve (tests/e2e/stores.ts): fixture stores build from their
// directory under tests/fixtures/stores with STORE_DIR.
const E2E_STORES: { args: string[]; env: Record<string, string> }[] = Object.values(E2E_SERVERS).map((server) => ({
  args: ['--store', server.store, ...(server.preview ? ['--preview'] : [])],
  env: { ...server.buildEnv, ...(server.directory ? { STORE_DIR: server.directory } : {}) } as Record<string, string>,
}));

const layers: LayerCount[] = [];
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one layer's command and says how long it took (the suite's time is spent in a few layers). */
async function timed(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n=== ${name}`);
  const since = Date.now();
  const exit = await runStatus(command, args, { env: offlineEnv(env) });
  console.log(`=== ${name}: exit code ${exit}, ${seconds(since)}`);
  return exit;
}

async function check(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const count = checkCount(name, await timed(name, command, args, env));
  layers.push(count);
  return count.failed === 0;
}

async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package first: sudo apt-get install -y chromium`);
    return false;
  }
  console.log('Installing Debian chromium (apt-get)...');
  return (await runStatus('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'])) === 0;
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });

const chromiumReady = await ensureChromium();

// The type check and the lint are each mostly single-threaded: side by side on two cores. astro check
// type-checks the .ts and .tsx files of tsconfig.json as well as the .astro ones (a type error planted in
// src/lib, scripts/lib and tests/unit was reported by it), so tsc is not run a second time over them.
await Promise.all([
  check('Type check (astro check)', process.execPath, [bin.astro, 'check', '--minimumSeverity', 'warning']),
  (async () => {
    const eslintExit = await timed('Lint (ESLint)', process.execPath, [bin.eslint, '--format', 'json', '--output-file', `${OUT}/eslint.json`, '.']);
    layers.push(settleLayer('eslint', countEslint(await readReport(`${OUT}/eslint.json`)), eslintExit));
  })(),
]);

// The store builds run beside vitest: its workers wait on workerd and on the fakes' timeouts (the
// machine is about 70 % busy during vitest) and a build keeps about one core busy, so the builds cost
// little extra time there instead of 75 s after it. Their output goes to a log each (printed after),
// so the two do not interleave. No vitest test reads the e2e stores' output (its one build is its own store).
const builds: { name: string; exit: number; log: string; took: string }[] = [];
const vitestRun = timed('Unit and integration tests (vitest)', process.execPath, [bin.vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${OUT}/vitest.json`]);
const buildsRun = (async () => {
  let ok = true;
  for (const { args: storeArgs, env } of E2E_STORES) {
    const name = `Build ${storeArgs.join(' ')}`;
    const log = `${OUT}/${name.replace(/\W+/g, '-').toLowerCase()}.log`;
    const since = Date.now();
    const exit = await runLogged(process.execPath, ['--import', 'tsx', 'scripts/build-store.ts', ...storeArgs], log, offlineEnv(env));
    builds.push({ name, exit, log, took: seconds(since) });
    layers.push(checkCount(name, exit));
    ok = exit === 0 && ok;
  }
  return ok;
})();
const vitestExit = await vitestRun;
layers.push(settleLayer('vitest', countVitest(await readReport(`${OUT}/vitest.json`)), vitestExit));
let built = await buildsRun;
for (const build of builds) {
  console.log(`\n=== ${build.name} (beside vitest): exit code ${build.exit}, ${build.took}`);
  const text = await readFile(build.log, 'utf8');
  // A build that failed shows all it said; one that passed, its last lines (files and time).
  console.log(build.exit === 0 ? text.trimEnd().split('\n').slice(-2).join('\n') : text);
}

// Each server's fresh database is prepared here, once per build, instead of by every server at once.
if (built) {
  for (const server of Object.values(E2E_SERVERS)) {
    await freshDatabase(server.store, server.preview).catch((error: unknown) => {
      built = false;
      console.error(`Preparing the database of ${server.store}: ${String(error)}`);
    });
  }
}

if (built && chromiumReady) {
  const exit = await timed('End-to-end tests (Playwright)', process.execPath, [bin.playwright, 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/playwright.json` });
  layers.push(settleLayer('playwright', countPlaywright(await readReport(`${OUT}/playwright.json`)), exit));
} else {
  const count = emptyCount();
  failure(count, 'playwright: not run, a store did not build or Chromium is missing');
  layers.push(count);
}

const summary = summarise(layers);
if (summary.skipped.length) console.log(`\nSkipped on purpose (${summary.skipped.length}):\n  ${summary.skipped.join('\n  ')}`);
if (summary.problems.length) console.error(`\nFailures (${summary.problems.length}):\n  ${summary.problems.join('\n  ')}`);
console.log(`\nnpm test took ${seconds(started)}`);
console.log(`\n${summary.line}`);
process.exit(summary.exitCode);
