import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against stores built by `npm test` (scripts/test.ts) and served by
// `wrangler pages dev` with a real local D1. Chromium is Debian's, never a downloaded one.
// One server per store build (tests/e2e/stores.ts names them): the demo store, its preview build,
// and the fixture stores under tests/fixtures/stores/; one set of them (a slot) per worker, so tests
// running in parallel never share a demo database, stock, rate-limit counters or a mail outbox (two
// read-mostly fixture stores are served once for all: tests/e2e/stores.ts).
import { E2E_SERVERS, E2E_WORKERS } from './tests/e2e/stores';
import { E2E_SERVER_ENV } from './tests/e2e/track-bindings';

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order in one worker; files are shared out between the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Room for a shared 2-core machine running two browsers and their servers at once: a test that
  // passes takes what it takes; only a failing one waits longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_SERVERS.demo.url,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Attacks where the browser is the victim (issue 17, docs/security.md), against the same servers.
    { name: 'security', testDir: 'tests/security', testMatch: '*.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  // Every slot's servers, plus the shared ones once, started side by side by one command (Playwright
  // starts its web servers one after another). Test-only secrets become bindings of every test server
  // (scripts/lib/local-d1.ts testBindings). `npm test` starts them itself, each store's as soon as it is
  // built (E2E_SERVERS_STARTED=1).
  webServer: process.env.E2E_SERVERS_STARTED === '1' ? undefined : {
    command: 'node --import tsx scripts/serve-e2e.ts',
    wait: { stdout: /E2E servers ready/ },
    timeout: 150_000,
    env: E2E_SERVER_ENV,
  },
});
