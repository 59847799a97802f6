import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BUILD_STORE } from '../../scripts/lib/run';

// Issue 20 item 6: a large store renders in two processes, each with a shard of the snapshot read from
// its own file, and the build joins their records and catalog files. The demo store built that way
// (--shards 2, as a store of 2,000 listings and more is) must be the site it is built in one process,
// file for file; and built again on itself, in two processes, it still is.
const STORE = 'shard-drill';
const scratch = mkdtempSync(join(tmpdir(), 'sharded-build-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(join('.build', STORE), { recursive: true, force: true });
});

function build(out: string, ...flags: string[]): string {
  const result = spawnSync(process.execPath, [...BUILD_STORE, '--store', STORE, ...flags], {
    encoding: 'utf8',
    env: { ...process.env, STORE_DIR: 'stores/demo', STORE_OUT_DIR: out, NODE_ENV: 'production' },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

function tree(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return new Map(files.map((file) => [relative(dir, file), readFileSync(file, 'latin1')]));
}

it('builds the same site in two processes as in one, and again on its own last build', () => {
  const one = join(scratch, 'one');
  const two = join(scratch, 'two');
  build(one, '--full', '--shards', '1');
  expect(build(two, '--full', '--shards', '2')).toContain('rendering in 2 processes, 2 shards of the snapshot');
  const whole = tree(one);
  expect(tree(two)).toEqual(whole);
  // On its last build: every page's inputs unchanged, only the pages that always render.
  expect(build(two, '--shards', '2')).toMatch(/rendered \d+ pages, \d+ unchanged/);
  expect(tree(two)).toEqual(whole);
  const sql = readFileSync(join('.build', STORE, 'catalog.sql'), 'utf8');
  expect(sql.startsWith('UPDATE catalog_items SET in_catalog = 0')).toBe(true);
  expect(sql).toMatch(/INSERT INTO catalog_imports \(pulled_at, sku_count\) VALUES \('[^']+', \d+\);\nINSERT INTO store_config/);
}, 180_000);
