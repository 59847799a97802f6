import { defineConfig } from 'vitest/config';

// Unit tests (pure logic) and integration tests (HTTP source against a fake platform, the Hono app
// against a real local D1 through wrangler's getPlatformProxy) run in Node. Browser tests are Playwright's.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
