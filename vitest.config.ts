import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PREBUNDLED } from './tests/fixtures/prebundled-deps';
import { SlowFirstSequencer } from './tests/fixtures/slow-first-sequencer';
import { HARNESS_DATABASES } from './tests/integration/databases';

/**
 * Three projects (docs/decisions.md, "Test layers"):
 * - unit: pure logic in Node;
 * - integration-node: build-side code that runs in Node (the HTTP source against a fake platform, the
 *   functions bundle, the test summary against planted suites);
 * - workers: the Hono app and D1 inside workerd (@cloudflare/vitest-pool-workers), every test file in
 *   its own runtime with its own empty D1 databases; tests/integration/harness.ts applies the
 *   migrations with applyD1Migrations and seeds the store. Browser tests are Playwright's.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  const projects: TestProjectInlineConfiguration[] = [
    { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', pool: 'forks' } },
    { extends: true, test: { name: 'integration-node', include: ['tests/integration-node/**/*.test.ts'], environment: 'node', pool: 'forks' } },
    {
      extends: true,
      plugins: [
        cloudflareTest({
          wrangler: { configPath: './wrangler.toml' },
          miniflare: {
            // Harnesses open at the same time in one file each get a database of their own.
            d1Databases: Object.fromEntries(HARNESS_DATABASES.map((name) => [name, `harness-${name}`])),
            bindings: { TEST_MIGRATIONS: migrations },
          },
        }),
      ],
      test: {
        name: 'workers',
        // Every test file loads the app afresh, one module at a time through Node: packages of many
        // files are pre-bundled once (tests/fixtures/prebundled-deps.ts; the workers layer 163 s ->
        // 149 s, and with hono and zod too, 140 s -> 122-132 s from a cold cache).
        deps: { optimizer: { ssr: { enabled: true, include: PREBUNDLED } } },
        include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
        // The demo store is pulled in Node and handed to its test (workerd cannot read the repository).
        // The fake payment providers listen in Node; the store's code in workerd calls them over HTTP.
        globalSetup: ['tests/fixtures/demo-store-setup.ts', 'tests/fixtures/payment-fakes-setup.ts'],
      },
    },
  ];
  // Three files at a time on the 2-core machines: a worker test file spends much of its time waiting
  // on module loading between workerd and Node (measured, whole vitest layer: 203 s with 2, 184 s with
  // 3, 184 s with 4; the workers layer alone once took 247 s with 1). VITEST_MAX_WORKERS overrides it.
  return { test: { testTimeout: 30_000, hookTimeout: 60_000, maxWorkers: Number(process.env.VITEST_MAX_WORKERS || 3), sequence: { sequencer: SlowFirstSequencer }, projects } };
});
