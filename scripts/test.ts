/**
 * npm test: every layer, in order, then one closing line `N passed, N failed`.
 *   1. type check (astro check: every .ts, .tsx and .astro file)   2. lint (ESLint with the boundary rules, JSON report: each error counts)
 *   3. unit and integration tests (vitest, JSON report)
 *   4. the stores the browser tests need are built   5. end-to-end tests (Playwright, JSON report)
 * The counting is scripts/lib/test-summary/: a suite that does not load, a test skipped without a
 * reason, a missing report or a layer that fails while its report looks clean are all failures.
 * Chromium is Debian's: installed here when missing and running as root, otherwise named.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { freshDatabase } from './lib/local-d1';
import { BUILD_STORE, bin, offlineEnv, runStatus } from './lib/run';
import { checkCount, emptyCount, failure, settleLayer, summarise, type LayerCount } from './lib/test-summary/layer';
import { countEslint } from './lib/test-summary/eslint-report';
import { countPlaywright } from './lib/test-summary/playwright-report';
import { readReport } from './lib/test-summary/read-report';
import { countVitest } from './lib/test-summary/vitest-report';
import { E2E_SERVERS, e2eServerList } from '../tests/e2e/stores';
import { E2E_SERVER_ENV } from '../tests/e2e/track-bindings';
import { portsTaken, startE2EServer, stopServers, type RunningServer } from './lib/e2e-servers';

const OUT = '.test-output';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every store build the browser tests serve (tests/e2e/stores.ts): fixture stores build from their
// directory under tests/fixtures/stores with STORE_DIR.
const E2E_STORES = Object.values(E2E_SERVERS).map((server) => ({
  store: server.store,
  preview: server.preview,
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

const vitestExit = await timed('Unit and integration tests (vitest)', process.execPath, [bin.vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${OUT}/vitest.json`]);
layers.push(settleLayer('vitest', countVitest(await readReport(`${OUT}/vitest.json`)), vitestExit));

// Each store's test servers start as soon as it is built, while the next one builds (a build leaves
// most of a core idle), from a fresh database prepared once per build.
const taken = chromiumReady ? await portsTaken(e2eServerList().map(({ server }) => server)) : [];
if (taken.length) console.error(`Something already listens on ${taken.join(', ')}: the browser tests need those ports (a server left from another run?).`);
const running: RunningServer[] = [];
// The servers are this process's children: stopped however it ends (a cancelled CI job sends SIGTERM).
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  process.once(signal, () => void stopServers(running).finally(() => process.exit(code)));
}
let built = true;
for (const { args: storeArgs, env, store, preview } of E2E_STORES) {
  const ok = await check(`Build ${storeArgs.join(' ')}`, process.execPath, [...BUILD_STORE, ...storeArgs], env);
  built = ok && built;
  if (!ok || !chromiumReady || taken.length) continue;
  try {
    await freshDatabase(store, preview);
    const servers = e2eServerList().filter(({ server }) => server.store === store && server.preview === preview);
    // Checked again just before: minutes of building lie between the first check and this start.
    const takenNow = await portsTaken(servers.map(({ server }) => server));
    if (takenNow.length) throw new Error(`something already listens on ${takenNow.join(', ')}`);
    for (const { slot, server } of servers) running.push(startE2EServer(slot, server, E2E_SERVER_ENV));
  } catch (error) {
    built = false;
    console.error(`Starting the test servers of ${store}: ${String(error)}`);
  }
}
try {
  const serving = await Promise.all(running.map((server) => server.ready)).then(
    () => true,
    (error: unknown) => (console.error(String(error instanceof Error ? error.message : error)), false),
  );

  if (built && chromiumReady && !taken.length && serving) {
    const exit = await timed('End-to-end tests (Playwright)', process.execPath, [bin.playwright, 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/playwright.json`, E2E_SERVERS_STARTED: '1' });
    layers.push(settleLayer('playwright', countPlaywright(await readReport(`${OUT}/playwright.json`)), exit));
  } else {
    const count = emptyCount();
    failure(count, 'playwright: not run, a store did not build, a test server did not start or Chromium is missing');
    layers.push(count);
  }
} finally {
  await stopServers(running);
}

const summary = summarise(layers);
if (summary.skipped.length) console.log(`\nSkipped on purpose (${summary.skipped.length}):\n  ${summary.skipped.join('\n  ')}`);
if (summary.problems.length) console.error(`\nFailures (${summary.problems.length}):\n  ${summary.problems.join('\n  ')}`);
console.log(`\nnpm test took ${seconds(started)}`);
console.log(`\n${summary.line}`);
process.exit(summary.exitCode);
