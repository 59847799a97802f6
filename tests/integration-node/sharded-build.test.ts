import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  return buildFrom('stores/demo', out, ...flags);
}

function buildFrom(storeDir: string, out: string, ...flags: string[]): string {
  const result = spawnSync(process.execPath, [...BUILD_STORE, '--store', STORE, ...flags], {
    encoding: 'utf8',
    env: { ...process.env, STORE_DIR: storeDir, STORE_OUT_DIR: out, NODE_ENV: 'production' },
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
  // On its last build: every page's inputs unchanged, only the pages that always render, in one
  // process (a change of a few listings: scripts/lib/pull-process.ts isLightChange).
  const again = build(two, '--shards', '2');
  expect(again).toMatch(/rendered \d+ pages, \d+ unchanged/);
  expect(again).toContain('rendering in 1 process, 2 shards of the snapshot');
  expect(tree(two)).toEqual(whole);
  const sql = readFileSync(join('.build', STORE, 'catalog.sql'), 'utf8');
  expect(sql.startsWith('UPDATE catalog_items SET in_catalog = 0')).toBe(true);
  expect(sql).toMatch(/INSERT INTO catalog_imports \(pulled_at, sku_count\) VALUES \('[^']+', \d+\);\nINSERT INTO store_config/);
}, 180_000);

// A rebuild after a catalog change (a title, descriptions, a price): only the changed pages render, each listing is
// parsed only if its page or catalog file is made again (scripts/lib/lazy-listing.ts), and the D1
// import copies the unchanged listings' statements from the last one (scripts/lib/import-cache.ts).
// The site must be the one a full build makes, and the import the same but for the pull's time.
it('rebuilds after a catalog change, in two processes, the site and the D1 import a full build makes', () => {
  const source = join(scratch, 'changed-store');
  cpSync('stores/demo', source, { recursive: true });
  const two = join(scratch, 'two-again');
  buildFrom(source, two, '--full', '--shards', '2');
  const files = readdirSync(source, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => join(e.parentPath, e.name));
  const names = readdirSync(join(source, 'listings')).filter((name) => name.endsWith('.USD.json')).sort();
  const first = JSON.parse(readFileSync(join(source, 'listings', names[0]!), 'utf8')) as { title: string };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const next = text.replaceAll(JSON.stringify(first.title), JSON.stringify(`${first.title} (new edition)`));
    if (next !== text) writeFileSync(file, next);
  }
  // Most listings' descriptions (more listings than a rebuild renders in one process), and another listing's price.
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (text.includes('Printed to order')) writeFileSync(file, text.replaceAll('Printed to order', 'Printed on demand'));
  }
  const priced = join(source, 'listings', names[1]!);
  writeFileSync(priced, readFileSync(priced, 'utf8').replace(/"price": "(\d+)\.(\d+)"/, (_, dollars: string, cents: string) => `"price": "${Number(dollars) + 1}.${cents}"`));
  const rebuild = buildFrom(source, two, '--shards', '2');
  expect(rebuild).toMatch(/rendered \d+ pages, \d+ unchanged/);
  expect(rebuild).toContain('rendering in 2 processes, 2 shards of the snapshot');
  const rebuilt = { site: tree(two), sql: importOf() };
  expect(rebuilt.sql).toContain('(new edition)');
  const one = join(scratch, 'one-again');
  buildFrom(source, one, '--full', '--shards', '1');
  expect(rebuilt.site).toEqual(tree(one));
  expect(rebuilt.sql).toBe(importOf());
}, 240_000);

/** The last build's D1 import, its pull's time taken out (each pull has its own). */
function importOf(): string {
  const { pulledAt } = JSON.parse(readFileSync(join('.build', STORE, 'snapshot.json'), 'utf8')) as { pulledAt: string };
  return readFileSync(join('.build', STORE, 'catalog.sql'), 'utf8').replaceAll(pulledAt, '<pulled at>');
}
