import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedWorkerTypes, WORKER_TYPES } from '../../scripts/worker-types';

// Issue 18 item 4: the worker's bindings are typed from wrangler.toml by `wrangler types`; the checked-in
// file must be what it generates today, so a binding added to the configuration cannot go untyped.
describe('the generated worker types', () => {
  it('are up to date with wrangler.toml (else: node --import tsx scripts/worker-types.ts)', () => {
    expect(readFileSync(WORKER_TYPES, 'utf8')).toBe(generatedWorkerTypes());
  }, 60_000);
});
