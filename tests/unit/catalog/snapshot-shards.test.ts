import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pullStore } from '../../../src/catalog/pull';
import { directorySource } from '../../../src/catalog/sources/directory';
import { listingCount, type Listing, type StoreSnapshot } from '../../../src/catalog/snapshot';
import { bucketCount, bucketOf } from '../../../src/lib/listing-buckets';
import { storeContextOf } from '../../../src/lib/store-context';
import { readSnapshotFile } from '../../../scripts/lib/snapshot-file';
import { productIdsOf } from '../../../src/catalog/listing-facts';
import { shardFile, shardPlan, shardsOfProcess, shardOf, shardOfCatalogFile, shardOfPage, shardOfSlug, snapshotWithKeys, writeSnapshotFiles } from '../../../scripts/lib/snapshot-shards';
import { writeStaticJson } from '../../../scripts/lib/static-json';
import { FIXTURE_STORE, loadFixtureFiles, memorySource } from '../../fixtures/fake-platform';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
const scratch = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'shards-'));
  dirs.push(dir);
  return dir;
};
const pull = () => pullStore({ slug: FIXTURE_STORE, source: memorySource(loadFixtureFiles()), storeFilesDir: null });

async function tree(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (file) => [relative(join(dir, 'catalog'), file), await readFile(file, 'utf8')] as const)));
}

describe('shards of a snapshot (several render processes for a large store)', () => {
  it('renders a small store in one process, a large one in two, in shards of at most 25,000 listings and never more shards than buckets', () => {
    expect(shardPlan(1_999)).toEqual({ shards: 1, processes: 1 });
    expect(shardPlan(2_000).shards).toBe(2);
    expect(shardPlan(50_000).shards).toBe(2);
    expect(shardPlan(50_001).shards).toBe(4);
    expect(shardPlan(200_000).shards).toBe(8);
    expect(shardPlan(50_000, 3).shards).toBe(2); // a power of two: a bucket belongs to one shard
    expect(shardPlan(8, 2)).toEqual({ shards: 1, processes: 1 }); // one bucket file
    expect(shardPlan(9, 2).shards).toBe(2);
    // A slug the route would escape or normalise in the file name: one shard (its page and its data could part).
    expect(shardPlan(50_000, undefined, ['plain-slug', 'caf\u00e9']).shards).toBe(1);
    expect(shardPlan(50_000, undefined, ['plain-slug', 'a#b']).shards).toBe(1);
    expect(shardPlan(50_000, undefined, ['plain-slug', 'tee_2.0']).shards).toBe(2);
    // Every shard rendered once, by one process.
    const plan = { shards: 16, processes: 2 };
    expect([...shardsOfProcess(0, plan), ...shardsOfProcess(1, plan)].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
  });

  it('puts a listing, its page and its bucket file in the same shard', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,30}$/), fc.integer({ min: 2, max: 60_000 }), (slug, listings) => {
        const { shards } = shardPlan(listings, 2);
        const shard = shardOfSlug(slug, shards);
        expect(shardOfPage(`listing/${slug}/index.html`, shards)).toBe(shard);
        expect(shardOfCatalogFile(`listings/${bucketOf(slug, bucketCount(listings))}.json`, shards)).toBe(shard);
        expect(shardOfCatalogFile(`listings/u/${slug}.json`, shards)).toBe(shard);
      }),
    );
    expect(shardOfCatalogFile('search-index.json', 2)).toBe(0);
    expect(shardOfCatalogFile('collections/tees/from-2.json', 2)).toBe(0);
  });

  it('writes the whole snapshot and each shard listing by listing, and together the shards hold every listing once', async () => {
    const snapshot = await pull();
    const dir = await scratch();
    const file = join(dir, 'snapshot.json');
    // Each listing's cache key goes with it (a render process digests the listing by it), one left without.
    const keyOf = (listing: Listing) => (listing.slug === snapshot.listings[0]!.slug ? undefined : `key-of-${listing.slug}`);
    await writeSnapshotFiles(file, snapshot, 2, undefined, undefined, keyOf);
    // Render processes read their shard line by line; anything else may JSON.parse a file whole.
    const read = async (path: string) => readSnapshotFile(path);
    const keysOf = (listings: Listing[]) => Object.fromEntries(listings.flatMap((l) => (keyOf(l) ? [[l.slug, keyOf(l)]] : [])));
    const factsOf = (listings: Listing[]) => Object.fromEntries(listings.flatMap((l) => (keyOf(l) ? [[l.slug, [l.visibility, ...l.products.map((p) => p.productId)]]] : [])));
    expect(await read(file)).toEqual({ snapshot, listingKeys: keysOf(snapshot.listings), listingFacts: factsOf(snapshot.listings) });
    expect(snapshotWithKeys(JSON.parse(await readFile(file, 'utf8')) as StoreSnapshot)).toEqual(await read(file));
    const parts = await Promise.all([0, 1].map(async (index) => (await read(shardFile(file, { index, of: 2 }))).snapshot));
    const partKeys = await Promise.all([0, 1].map(async (index) => (await read(shardFile(file, { index, of: 2 }))).listingKeys));
    parts.forEach((part, index) => {
      expect(part).toEqual(shardOf(snapshot, { index, of: 2 }));
      expect(partKeys[index]).toEqual(keysOf(part.listings));
      expect(listingCount(part)).toBe(snapshot.listings.length);
      // Every island's store context is the whole store's (the bucket count).
      expect(storeContextOf(part)).toEqual(storeContextOf(snapshot));
    });
    expect(parts.flatMap((p) => p.listings.map((l) => l.slug)).sort()).toEqual(snapshot.listings.map((l) => l.slug).sort());
    expect((await readdir(dir)).sort()).toEqual(['snapshot-0-of-2.json', 'snapshot-1-of-2.json', 'snapshot.json']);
  });

  it('refuses a snapshot file cut short instead of rendering part of its listings', async () => {
    const snapshot = await pull();
    const file = join(await scratch(), 'snapshot.json');
    await writeSnapshotFiles(file, snapshot, 1);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, text.lastIndexOf('\n')));
    expect(() => readSnapshotFile(file)).toThrow(/not a snapshot file/);
  });

  it('reads a listing lazily on top of the last build: the same snapshot, each listing parsed only when read beyond its facts', async () => {
    const snapshot = await pull();
    const file = join(await scratch(), 'snapshot.json');
    // The first listing has no key (its slug cannot be cached): it has no facts and is parsed at once.
    const keyOf = (listing: Listing) => (listing.slug === snapshot.listings[0]!.slug ? undefined : `key-of-${listing.slug}`);
    await writeSnapshotFiles(file, snapshot, 2, undefined, undefined, keyOf);
    for (const path of [file, shardFile(file, { index: 0, of: 2 }), shardFile(file, { index: 1, of: 2 })]) {
      const eager = readSnapshotFile(path);
      const parsed: string[] = [];
      const parse = JSON.parse;
      const spy = vi.spyOn(JSON, 'parse').mockImplementation((text: string, ...rest) => {
        if (text.startsWith('{"listingId"')) parsed.push(text);
        return parse(text, ...rest) as unknown;
      });
      try {
        const lazy = readSnapshotFile(path, { lazy: true });
        const withoutKey = lazy.snapshot.listings.filter((l) => keyOf(l) === undefined).length;
        expect(parsed).toHaveLength(withoutKey);
        // What a rebuild compares every listing by is known without parsing it.
        expect(lazy.snapshot.listings.map((l) => [l.slug, l.visibility, productIdsOf(l)])).toEqual(eager.snapshot.listings.map((l) => [l.slug, l.visibility, l.products.map((p) => p.productId)]));
        expect(parsed).toHaveLength(withoutKey);
        // Read beyond them, a listing is the one the file holds, parsed once.
        expect(JSON.parse(JSON.stringify(lazy))).toEqual(JSON.parse(JSON.stringify(eager)));
        expect(lazy.snapshot.listings.map((l) => ({ ...l }))).toEqual(eager.snapshot.listings);
        expect(parsed).toHaveLength(lazy.snapshot.listings.length);
      } finally {
        spy.mockRestore();
      }
    }
  });

  it('writes the same files in two passes (the shards first, then the whole and the lines) as in one', async () => {
    const snapshot = await pull();
    const [one, two] = [await scratch(), await scratch()];
    const lines = (dir: string) => ({ file: join(dir, 'lines.tsv'), head: (listing: Listing) => `${listing.slug}\t` });
    const keyOf = (listing: Listing) => `key-of-${listing.slug}`;
    await writeSnapshotFiles(join(one, 'snapshot.json'), snapshot, 2, undefined, lines(one), keyOf);
    await writeSnapshotFiles(join(two, 'snapshot.json'), snapshot, 2, undefined, lines(two), keyOf, 'shards');
    expect((await readdir(two)).sort()).toEqual(['snapshot-0-of-2.json', 'snapshot-1-of-2.json']);
    await writeSnapshotFiles(join(two, 'snapshot.json'), snapshot, 2, undefined, lines(two), keyOf, 'whole');
    for (const name of await readdir(one)) expect(await readFile(join(two, name), 'utf8')).toBe(await readFile(join(one, name), 'utf8'));
    expect((await readdir(two)).sort()).toEqual((await readdir(one)).sort());
    await expect(writeSnapshotFiles(join(two, 'snapshot.json'), snapshot, 1, undefined, undefined, keyOf, 'shards')).rejects.toThrow(/one shard/);
  });

  it('writes, shard by shard, the same catalog JSON as the whole snapshot, and removes only its own stale files', async () => {
    // The demo store: more listings than one bucket holds.
    const snapshot = await pullStore({ slug: 'demo', source: directorySource('stores/demo'), storeFilesDir: 'stores/demo' });
    expect(shardPlan(snapshot.listings.length, 2).shards).toBe(2);
    const [whole, sharded] = [await scratch(), await scratch()];
    await writeStaticJson(whole, snapshot);
    const writeShard = (index: number) => writeStaticJson(sharded, shardOf(snapshot, { index, of: 2 }), { index, of: 2 });
    for (const index of [0, 1]) await writeShard(index);
    expect(await tree(sharded)).toEqual(await tree(whole));

    // What a deleted listing leaves behind (its unlisted file), in each shard.
    const goneOf = (shard: number) => `listings/u/${['gone-a', 'gone-b', 'gone-c', 'gone-d', 'gone-e'].find((slug) => shardOfSlug(slug, 2) === shard)}.json`;
    for (const shard of [0, 1]) {
      await mkdir(join(sharded, 'catalog/listings/u'), { recursive: true });
      await writeFile(join(sharded, 'catalog', goneOf(shard)), '{}');
    }
    await writeShard(0);
    const files = await tree(sharded);
    expect(files.has(goneOf(0))).toBe(false);
    expect(files.has(goneOf(1))).toBe(true); // shard 1's to remove
    await writeShard(1);
    expect(await tree(sharded)).toEqual(await tree(whole));
  });
});
