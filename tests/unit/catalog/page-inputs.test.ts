import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageInputs } from '../../../src/catalog/page-inputs';
import { pullStore } from '../../../src/catalog/pull';
import type { StoreSnapshot, Tile } from '../../../src/catalog/snapshot';
import { pageCount } from '../../../src/lib/pagination';
import { collectionPageSpan, feedFiles } from '../../../src/lib/tiles';
import { FIXTURE_STORE, loadFixtureFiles, memorySource } from '../../fixtures/fake-platform';

const ROUTE = 'src/pages/[collection]/page/[page].astro';
const base = await pullStore({ slug: FIXTURE_STORE, source: memorySource(loadFixtureFiles()), storeFilesDir: null });
const collection = base.collections[0]!;

/** The fixture store with `count` tiles, every one in its first collection (the grid's order is theirs). */
function storeWith(count: number): StoreSnapshot {
  const model = base.tiles[0]!;
  const tiles: Tile[] = Array.from({ length: count }, (_, i) => ({ ...model, listingSlug: `tile-${i}`, name: `Tile ${i}`, collections: [{ name: collection.name, slug: collection.slug }] }));
  return { ...base, tiles };
}

/** The digest of each of the collection's pre-rendered pages after page 1, by its first grid page. */
function digests(snapshot: StoreSnapshot): Map<number, string | null> {
  const inputs = pageInputs(snapshot);
  const pages = feedFiles(pageCount(snapshot.tiles.length)).map((file) => file.firstPage);
  return new Map(pages.map((page) => [page, inputs({ route: ROUTE, params: { collection: collection.slug, page: String(page) } })]));
}

describe('what a collection page reads (incremental builds, src/catalog/page-inputs.ts)', () => {
  it('a changed tile renders again exactly the page whose span shows it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 400 }), fc.nat(), (count, pick) => {
        const before = storeWith(count);
        const k = pick % count;
        const after = { ...before, tiles: before.tiles.map((tile, i) => (i === k ? { ...tile, name: `${tile.name} (new)` } : tile)) };
        const old = digests(before);
        const changed = [...digests(after)].filter(([page, digest]) => digest !== old.get(page)).map(([page]) => page);
        const gridPage = Math.floor(k / 12) + 1;
        expect(changed).toEqual(gridPage === 1 ? [] : [collectionPageSpan(gridPage, pageCount(count)).firstPage]);
      }),
      { numRuns: 60 },
    );
  });

  it('one tile more or less renders every page again: each says "Products 13 to 24 of N"', () => {
    const before = digests(storeWith(40));
    const after = digests(storeWith(41));
    for (const [page, digest] of before) expect(after.get(page)).not.toBe(digest);
  });

  it('a listing whose slug names an Object property, without a key, is digested by its content (review)', () => {
    const listing = { ...base.listings[0]!, slug: 'constructor' };
    const inputsOf = (snapshot: StoreSnapshot) => pageInputs(snapshot, {})({ route: 'src/pages/listing/[slug].astro', params: { slug: 'constructor' } });
    const before = { ...base, listings: [listing] };
    const after = { ...base, listings: [{ ...listing, title: `${listing.title} (new)` }] };
    expect(inputsOf(after)).not.toBe(inputsOf(before));
  });
});
