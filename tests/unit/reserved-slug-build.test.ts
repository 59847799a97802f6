import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// A collection slug that clashes with a route of the shop fails the build before Astro runs,
// naming the store and the collection.
const dir = mkdtempSync(join(tmpdir(), 'clash-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the build refuses a collection whose slug is a route of the shop', () => {
  cpSync('tests/fixtures/stores/harbor-hostile', dir, { recursive: true });
  const collections = JSON.parse(readFileSync(join(dir, 'collections.json'), 'utf8')) as { collections: { id: number; name: string; slug: string; collections: unknown[] }[] };
  collections.collections.push({ id: 9999, name: 'Checkout Deals', slug: 'checkout', collections: [] });
  writeFileSync(join(dir, 'collections.json'), JSON.stringify(collections));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-store.ts', '--store', 'clash-test'], {
    env: { ...process.env, STORE_DIR: dir, STORE_OUT_DIR: join(dir, 'out'), ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Build failed. Store "clash-test": collection "Checkout Deals" (slug "checkout") clashes with the shop\'s own route /checkout');
}, 60_000);
