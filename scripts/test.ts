/**
 * npm test: every layer, in order, then one closing line `N passed, N failed`.
 *   1. type check (tsc and astro check)      2. unit and integration tests (vitest, JSON report)
 *   3. the stores the browser tests need are built   4. end-to-end tests (Playwright, JSON report)
 * Chromium is Debian's: installed here when missing and running as root, otherwise named.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { bin, offlineEnv, run } from './lib/run';
import { E2E_SERVERS } from '../tests/e2e/stores';

const OUT = '.test-output';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every store build the browser tests serve (tests/e2e/stores.ts): fixture stores build from their
// directory under tests/fixtures/stores with STORE_DIR.
const E2E_STORES: { args: string[]; env: Record<string, string> }[] = Object.values(E2E_SERVERS).map((server) => ({
  args: ['--store', server.store, ...(server.preview ? ['--preview'] : [])],
  env: { ...server.buildEnv, ...(server.directory ? { STORE_DIR: server.directory } : {}) } as Record<string, string>,
}));

let passed = 0;
let failed = 0;

async function step(name: string, fn: () => Promise<void>): Promise<boolean> {
  console.log(`\n=== ${name}`);
  try {
    await fn();
    return true;
  } catch (error) {
    console.error(`${name} failed: ${(error as Error).message}`);
    return false;
  }
}

async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install Debian's package first: sudo apt-get install -y chromium`);
  }
  console.log('Installing Debian chromium (apt-get)...');
  await run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
}

async function readJson(path: string): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });

const chromiumReady = await step('Chromium', ensureChromium);

// Type checks count as one check each.
for (const [name, args] of [
  ['Type check (tsc)', [bin.tsc, '--noEmit', '-p', 'tsconfig.json']],
  ['Type check (astro check)', [bin.astro, 'check', '--minimumSeverity', 'warning']],
] as const) {
  if (await step(name, () => run(process.execPath, [...args], { env: offlineEnv() }))) passed++;
  else failed++;
}

await step('Unit and integration tests (vitest)', () =>
  run(process.execPath, [bin.vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${OUT}/vitest.json`]),
);
const vitest = await readJson(`${OUT}/vitest.json`);
if (vitest) {
  passed += Number(vitest.numPassedTests ?? 0);
  failed += Number(vitest.numFailedTests ?? 0) + Number(vitest.numFailedTestSuites ?? 0) * (Number(vitest.numTotalTests ?? 0) === 0 ? 1 : 0);
} else failed++;

let built = true;
for (const { args: storeArgs, env } of E2E_STORES) {
  const ok = await step(`Build ${storeArgs.join(' ')}`, () =>
    run(process.execPath, ['--import', 'tsx', 'scripts/build-store.ts', ...storeArgs], { env: offlineEnv(env) }),
  );
  built &&= ok;
  if (ok) passed++;
  else failed++;
}

if (built && chromiumReady) {
  await step('End-to-end tests (Playwright)', () =>
    run(process.execPath, [bin.playwright, 'test'], { env: offlineEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/playwright.json` }) }),
  );
  const report = await readJson(`${OUT}/playwright.json`);
  const stats = (report?.stats ?? null) as { expected?: number; unexpected?: number; flaky?: number } | null;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if ((report?.errors as unknown[] | undefined)?.length) failed++;
  } else failed++;
} else {
  console.error('End-to-end tests skipped: a store did not build or Chromium is missing.');
  failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
