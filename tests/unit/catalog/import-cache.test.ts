import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pullStore } from '../../../src/catalog/pull';
import type { Listing, StoreSnapshot } from '../../../src/catalog/snapshot';
import { directorySource } from '../../../src/catalog/sources/directory';
import { joinImport, placeWholeImport, skuCount, writeImportHead, writeImportPart, writeWholeImport } from '../../../scripts/lib/catalog-import';
import { indexFileOf } from '../../../scripts/lib/import-cache';

// The D1 import of a rebuild copies each unchanged listing's statements from the last import
// (scripts/lib/import-cache.ts): it must be, byte for byte, the import made from the listings alone.

let demo: StoreSnapshot;
const dirs: string[] = [];
beforeAll(async () => {
  demo = await pullStore({ slug: 'demo', source: directorySource('stores/demo'), storeFilesDir: 'stores/demo' });
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// What the listing cache's key is: the same key, the same listing.
const keyOf = (listing: Listing) => createHash('sha256').update(JSON.stringify(listing)).digest('base64url');
const TAIL = 'SELECT 1;\n';

async function imported(file: string, listings: Listing[], pulledAt: string, options: { version?: string; reuse?: boolean; key?: (listing: Listing) => string | undefined } = {}): Promise<string> {
  const cache = { version: options.version ?? 'v1', keyOf: options.key ?? keyOf, reuse: options.reuse ?? true };
  await writeWholeImport(file, listings, { pulledAt, skus: skuCount(listings) }, TAIL, cache);
  await placeWholeImport(file);
  return readFile(file, 'utf8');
}

async function freshFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'import-cache-'));
  dirs.push(dir);
  return join(dir, 'catalog.sql');
}

type Edit = { kind: 'title' | 'stock' | 'price' | 'remove' | 'add' | 'move'; at: number; value: number };
const edit = fc.record({ kind: fc.constantFrom<Edit['kind']>('title', 'stock', 'price', 'remove', 'add', 'move'), at: fc.nat(), value: fc.nat({ max: 50 }) });

function applyEdits(listings: Listing[], edits: Edit[]): Listing[] {
  const next = structuredClone(listings);
  for (const { kind, at, value } of edits) {
    if (next.length === 0) break;
    const i = at % next.length;
    const listing = next[i]!;
    const size = listing.products[0]?.variations[0]?.sizes[0];
    if (kind === 'title') listing.title = `${listing.title} ${value}'s`; // a quote: escaped in SQL
    if (kind === 'stock' && size) size.stock = value;
    if (kind === 'price' && size) size.prices = { ...size.prices, USD: 1000 + value };
    if (kind === 'remove') next.splice(i, 1);
    if (kind === 'add') next.push({ ...structuredClone(listing), listingId: 9_000_000 + value, itemGroupId: 8_000_000 + value, slug: `${listing.slug}-again-${value}-${next.length}` });
    if (kind === 'move') next.splice(value % next.length, 0, ...next.splice(i, 1));
  }
  return next;
}

it('writes the same import with the last one as a cache as without it, whatever changed between the pulls', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(edit, { maxLength: 8 }), fc.array(edit, { maxLength: 8 }), async (first, second) => {
      const before = applyEdits(demo.listings, first);
      const after = applyEdits(before, second);
      const cached = await freshFile();
      await imported(cached, before, '2026-11-20T00:00:00.000Z');
      const made = await freshFile();
      expect(await imported(cached, after, '2026-11-21T09:30:00.000Z')).toBe(await imported(made, after, '2026-11-21T09:30:00.000Z', { reuse: false }));
    }),
    { numRuns: 40 },
  );
});

it('copies an unchanged listing, and makes a changed one from the listing', async () => {
  const file = await freshFile();
  const first = await imported(file, demo.listings, '2026-11-20T00:00:00.000Z');
  // The index names every listing under its key, and where its bytes are.
  const index = JSON.parse(await readFile(indexFileOf(file), 'utf8')) as { listings: Record<string, [string, number, number]> };
  const [slug, [key, at, length]] = Object.entries(index.listings)[0]!;
  expect(key).toBe(keyOf(demo.listings.find((l) => l.slug === slug)!));
  expect(Buffer.from(first).subarray(at, at + length).toString()).toMatch(/^INSERT INTO catalog_items /);
  // A key that stays the same although the listing changed is the same listing to the cache: the old
  // statements are written (what the listing cache's key promises never happens).
  const renamed = demo.listings.map((l) => (l.slug === slug ? { ...l, title: 'Renamed' } : l));
  const stale = await imported(file, renamed, '2026-11-21T00:00:00.000Z', { key: (l) => (l.slug === slug ? key : keyOf(l)) });
  expect(stale).not.toContain("'Renamed'");
  expect(await imported(file, renamed, '2026-11-21T00:00:00.000Z')).toContain("'Renamed'");
});

it('does not read an index of other code, or one that does not match its import', async () => {
  const renamed = demo.listings.map((l, i) => (i === 0 ? { ...l, title: 'Renamed' } : l));
  const sameKeys = (l: Listing) => keyOf(demo.listings.find((d) => d.slug === l.slug) ?? l); // every listing "unchanged"
  const file = await freshFile();
  await imported(file, demo.listings, '2026-11-20T00:00:00.000Z');
  // Another version (code that writes other SQL) makes every listing again.
  expect(await imported(file, renamed, '2026-11-21T00:00:00.000Z', { version: 'v2', key: sameKeys })).toContain("'Renamed'");
  // An import of another size than its index says (written by something else) is not read.
  await imported(file, demo.listings, '2026-11-20T00:00:00.000Z', { version: 'v2', reuse: false });
  await writeFile(file, `${await readFile(file, 'utf8')}-- more\n`);
  expect(await imported(file, renamed, '2026-11-21T00:00:00.000Z', { version: 'v2', key: sameKeys })).toContain("'Renamed'");
  // A --full build reads no cache but leaves an index for the next.
  await imported(file, demo.listings, '2026-11-20T00:00:00.000Z', { reuse: false });
  expect(await imported(file, renamed, '2026-11-21T00:00:00.000Z', { reuse: false, key: sameKeys })).toContain("'Renamed'");
  expect(existsSync(indexFileOf(file))).toBe(true);
});

it('does not read an index beside an import something else put in place (older code leaves the index alone)', async () => {
  const file = await freshFile();
  await imported(file, demo.listings, '2026-11-20T00:00:00.000Z');
  // A price changed to one of the same length, the import written by a writer that keeps no index
  // and renamed over the last one: the index still names the old import's size and its listings' keys.
  const repriced = structuredClone(demo.listings);
  const size = repriced[0]!.products[0]!.variations[0]!.sizes[0]!;
  size.prices = { ...size.prices, USD: (size.prices.USD ?? 0) === 2499 ? 2500 : 2499 };
  const other = await freshFile();
  await writeWholeImport(other, repriced, { pulledAt: '2026-11-20T00:00:01.000Z', skus: skuCount(repriced) }, TAIL);
  await placeWholeImport(other);
  expect((await readFile(other)).length).toBe((await readFile(file)).length);
  await writeFile(file, await readFile(other));
  // The next import of the original listings (same keys as the index says) makes them from the listings.
  const made = await freshFile();
  expect(await imported(file, demo.listings, '2026-11-21T00:00:00.000Z')).toBe(await imported(made, demo.listings, '2026-11-21T00:00:00.000Z', { reuse: false }));
});

it('leaves no index beside an import joined from parts (a large store), nor an old one beside a new import', async () => {
  const file = await freshFile();
  await imported(file, demo.listings, '2026-11-20T00:00:00.000Z');
  expect(existsSync(indexFileOf(file))).toBe(true);
  // Written without an index (no cache): the last import's index is gone once it is in place.
  await writeWholeImport(file, demo.listings, { pulledAt: '2026-11-21T00:00:00.000Z', skus: skuCount(demo.listings) }, TAIL);
  expect(existsSync(indexFileOf(file))).toBe(true); // the last import is still in place
  await placeWholeImport(file);
  expect(existsSync(indexFileOf(file))).toBe(false);
  // A joined import: its parts written by render processes, no index.
  await imported(file, demo.listings, '2026-11-22T00:00:00.000Z');
  await writeImportHead(file, demo.listings);
  await writeImportPart(file, demo.listings, '2026-11-23T00:00:00.000Z', { index: 0, of: 1 });
  await joinImport(file, 1, { pulledAt: '2026-11-23T00:00:00.000Z', skus: skuCount(demo.listings) }, TAIL);
  await placeWholeImport(file);
  expect(existsSync(indexFileOf(file))).toBe(false);
  expect(await readFile(file, 'utf8')).toContain("'2026-11-23T00:00:00.000Z'");
});
