/**
 * The pull's listing cache (src/catalog/listing-cache.ts, scripts/lib/listing-cache-file.ts): after
 * random edits to a store's answers and files, a pull that takes listings from the last pull's cache
 * gives what a pull without it gives (snapshot, warnings or the error), and it did take some.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { pullStore } from '../../src/catalog/pull';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { directorySource } from '../../src/catalog/sources/directory';
import { listingCacheFile, openListingCache } from '../../scripts/lib/listing-cache-file';
import { readSnapshotFile } from '../../scripts/lib/snapshot-file';
import { writeSnapshotFiles } from '../../scripts/lib/snapshot-shards';
import { FIXTURE_STORE, fixtureDir } from '../fixtures/fake-platform';

const scratch = mkdtempSync(join(tmpdir(), 'listing-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Edit =
  | { kind: 'leaf'; file: number; leaf: number; value: number }
  | { kind: 'remove'; file: number }
  | { kind: 'errors'; file: number }
  | { kind: 'stock'; variation: number; quantity: number }
  | { kind: 'code' };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('leaf' as const), file: fc.nat(), leaf: fc.nat(), value: fc.integer({ min: 1, max: 99_999 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), file: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('errors' as const), file: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stock' as const), variation: fc.nat(), quantity: fc.nat({ max: 9 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'code' as const }) },
);

/** The answers a listing is made from: its listing and products answers in every currency. */
const listingFiles = (dir: string) =>
  ['listings', 'listing-products'].flatMap((folder) => readdirSync(join(dir, folder)).sort().map((name) => join(dir, folder, name)));

/** Changes one number or string of an answer (a price, an id, a title), leaving it JSON. */
function changeLeaf(file: string, pick: number, value: number): void {
  const body = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const leaves: [Record<string, unknown>, string][] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'number' || typeof child === 'string') leaves.push([node as Record<string, unknown>, key]);
      else walk(child);
    }
  };
  walk(body);
  if (!leaves.length) return;
  const [node, key] = leaves[pick % leaves.length] as [Record<string, unknown>, string];
  node[key] = typeof node[key] === 'number' ? value : `${String(node[key])} ${value}`;
  writeFileSync(file, JSON.stringify(body));
}

function apply(dir: string, filesDir: string, change: Edit, state: { code: number }): void {
  const files = listingFiles(dir);
  const file = 'file' in change ? files[change.file % files.length] : undefined;
  if (change.kind === 'leaf' && file) changeLeaf(file, change.leaf, change.value);
  if (change.kind === 'remove' && file) rmSync(file);
  if (change.kind === 'errors' && file) writeFileSync(file, JSON.stringify({ errors: { listing: 'Listing not found' } }));
  if (change.kind === 'code') state.code++;
  if (change.kind === 'stock') {
    const stock = JSON.parse(readFileSync(join(filesDir, 'inventory.json'), 'utf8')) as Record<string, number>;
    const keys = Object.keys(stock);
    stock[keys[change.variation % keys.length] as string] = change.quantity;
    writeFileSync(join(filesDir, 'inventory.json'), JSON.stringify(stock));
  }
}

type Outcome = { snapshot: Omit<StoreSnapshot, 'pulledAt'>; warnings: string[] } | { error: string };

async function pull(dir: string, filesDir: string, cache?: ReturnType<typeof openListingCache>): Promise<Outcome> {
  const warnings: string[] = [];
  let pulled: StoreSnapshot;
  try {
    pulled = await pullStore({ slug: FIXTURE_STORE, source: directorySource(dir), storeFilesDir: filesDir, preview: true, onWarning: (m) => warnings.push(m), listingCache: cache });
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (cache) {
    // The next pull's cache, written as the build writes it: with the snapshot files, in their pass.
    // The listings taken from the cache go to the file as the cache's bytes: the file must be the
    // one JSON.stringify would have written, and read back (as a render process reads its shard)
    // as what was pulled.
    const file = join(filesDir, 'snapshot.json');
    await writeSnapshotFiles(file, pulled, 1, (listing) => cache.jsonOf(listing), cache.lines);
    await writeSnapshotFiles(join(filesDir, 'snapshot.stringified'), pulled, 1);
    expect(readFileSync(file).equals(readFileSync(join(filesDir, 'snapshot.stringified')))).toBe(true);
    expect(readSnapshotFile(file).snapshot).toEqual(pulled);
  }
  const { pulledAt: _at, ...snapshot } = pulled;
  return { snapshot, warnings };
}

/** The cache of the last pull's file, counting the listings it gave back. */
function countingCache(file: string, code: string): { cache: ReturnType<typeof openListingCache>; taken: () => number } {
  const cache = openListingCache(file, code, false);
  const find = cache.find.bind(cache);
  let taken = 0;
  cache.find = (slug, key) => {
    const found = find(slug, key);
    if (found !== undefined) taken++;
    return found;
  };
  return { cache, taken: () => taken };
}

/** A stock figure for every variation and size of the store's listings, as its inventory file names them. */
async function stockOf(dir: string): Promise<Record<string, number>> {
  const { listings } = await pullStore({ slug: FIXTURE_STORE, source: directorySource(dir), storeFilesDir: null, preview: true });
  const stock: Record<string, number> = {};
  for (const variation of listings.flatMap((l) => l.products.flatMap((p) => p.variations))) {
    for (const size of variation.sizes) stock[`${variation.variationId}_${size.id}`] = 7;
  }
  return stock;
}

describe('the pull takes unchanged listings from the last pull', () => {
  it('gives what a pull without the cache gives, after any edits to the answers', async () => {
    let hits = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
        const dir = join(scratch, String(runs));
        const filesDir = join(scratch, `${runs++}-files`);
        cpSync(fixtureDir(), dir, { recursive: true });
        mkdirSync(filesDir);
        writeFileSync(join(filesDir, 'inventory.json'), JSON.stringify(await stockOf(dir)));
        const state = { code: 0 };
        const file = listingCacheFile(filesDir);
        const first = openListingCache(file, String(state.code), false);
        // Every key a pull made a listing under, and that listing: a render process digests a listing
        // by its key (src/catalog/page-inputs.ts), so one key must never stand for two listings.
        const madeUnder = new Map<string, string>();
        const noteKeys = (outcome: Outcome, cache: ReturnType<typeof openListingCache>) => {
          if (!('snapshot' in outcome)) return;
          for (const listing of outcome.snapshot.listings) {
            const key = cache.keyOf(listing);
            if (key === undefined) continue;
            expect(madeUnder.get(key) ?? JSON.stringify(listing)).toBe(JSON.stringify(listing));
            madeUnder.set(key, JSON.stringify(listing));
          }
        };
        noteKeys(await pull(dir, filesDir, first), first);
        for (const change of edits) {
          apply(dir, filesDir, change, state);
          const { cache, taken } = countingCache(file, String(state.code));
          const cached = await pull(dir, filesDir, cache);
          hits += taken();
          // Other code may make other listings from the same answers: it takes none of the last code's.
          if (change.kind === 'code') expect(taken()).toBe(0);
          expect(cached).toEqual(await pull(dir, filesDir));
          noteKeys(cached, cache);
          if ('snapshot' in cached) {
            // What the snapshot files are written with for a listing taken from the cache.
            for (const listing of cached.snapshot.listings) expect(cache.jsonOf(listing)?.toString('utf8') ?? JSON.stringify(listing)).toBe(JSON.stringify(listing));
          }
        }
        rmSync(dir, { recursive: true, force: true });
        rmSync(filesDir, { recursive: true, force: true });
      }),
      { numRuns: 60, seed: 20261127 },
    );
    // Were nothing ever taken from the cache, the comparison would prove nothing.
    expect(hits).toBeGreaterThan(50);
  }, 120_000);
});

describe('what the cache must not change', () => {
  it('a listing the platform reports missing with a 200 is left out before its products are asked for', async () => {
    const directory = directorySource(fixtureDir());
    const asked: string[] = [];
    const source = {
      kind: directory.kind,
      async fetch(call: Parameters<typeof directory.fetch>[0]) {
        if (call.kind === 'listingProducts') asked.push(call.slug);
        // Were the lost listing's products asked for, their failure would fail the pull.
        if (call.kind === 'listingProducts' && call.slug === 'gone-listing') throw new Error('products of a lost listing asked for');
        return directory.fetch(call);
      },
    };
    const warnings: string[] = [];
    const cache = openListingCache(join(scratch, 'none.tsv'), 'code', false);
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source, storeFilesDir: null, onWarning: (m) => warnings.push(m), listingCache: cache });
    expect(snapshot.listings.map((l) => l.slug)).not.toContain('gone-listing');
    expect(warnings.join('\n')).toContain('listing gone-listing (USD) not found; left out');
    expect(asked).not.toContain('gone-listing');
  });

  it('a cache line whose JSON the disk broke is made again, not a failed pull', async () => {
    const dir = join(scratch, 'damaged');
    mkdirSync(dir);
    const file = listingCacheFile(dir);
    await pull(fixtureDir(), dir, openListingCache(file, 'code', false));
    // Every listing's JSON broken (its first quote lost, as a bad sector would), its key intact.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\t\{"/g, '\t{'));
    const { cache: damaged, taken } = countingCache(file, 'code');
    const again = await pull(fixtureDir(), dir, damaged);
    expect(taken()).toBeGreaterThan(0);
    expect(again).toEqual(await pull(fixtureDir(), dir));
  });
});
