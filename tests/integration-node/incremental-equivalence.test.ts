import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// Issue 20: an incremental build (only pages whose inputs changed render) is byte-identical to a full
// build of the same snapshot, over 50 random sequences of catalog edits (scripts/check-incremental.ts).
// Leaving an input out of src/catalog/page-inputs.ts (prices, the related shelf, the first tile's
// image) makes it fail with the edit and the page that differs.
it('an incremental build equals a full build after any sequence of catalog edits', () => {
  // A fixed seed: the same 50 sequences every run (by hand, without --seed, new ones each time).
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-incremental.ts', '--runs', '50', '--seed', '20261127'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 290_000,
  });
  expect(result.stderr + result.stdout).toMatch(/incremental equals full: 50 edit sequences/);
  expect(result.status).toBe(0);
}, 300_000);
