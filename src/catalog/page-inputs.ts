import { createHash } from 'node:crypto';
import { keyOfSlug } from './listing-cache';
import { productIdsOf } from './listing-facts';
import { listedTiles, tileOf } from './load';
import { collectionRoutes, collectionTiles } from './routes';
import { listingCount, type Listing, type StoreSnapshot } from './snapshot';
import { isoDay } from '../lib/holiday';
import { bucketCount } from '../lib/listing-buckets';
import { relatedTiles } from '../lib/listing-related';
import { pageCount, pageSlice, pagesSlice } from '../lib/pagination';
import { collectionPageSpan } from '../lib/tiles';

/** A page as the renderer lists it (src/renderer/store-pages.ts). */
export interface PageRef {
  route: string;
  params: Record<string, string | undefined>;
}

/**
 * What an incremental build compares to decide whether a page renders again: a digest of everything
 * the page reads from the snapshot, or null for a page that always renders (it reads more than one
 * listing's worth, and there are only a few such pages). Every digest includes the store-wide inputs
 * (settings, theme, collections, currencies, support and legal texts, the day of the pull, the first
 * tile's image, the bucket count), so a change there renders every page again. A listing page reads
 * its listing, its tile, its products' details and its related shelf; a page of the home grid reads
 * its twelve tiles, the page count and the category banner (each collection's first tile); a page of
 * a collection reads the tiles of its span and the collection's count of tiles.
 * scripts/check-incremental.ts holds this to what the pages render.
 *
 * `listingKeys`: the pull's listing-cache keys (src/catalog/listing-cache.ts). A key is a hash of
 * everything the listing is made from, the code included, so the same key is the same listing: it
 * stands for the listing in the digest (stringifying every listing took a render process 0.3-1 s of
 * a rebuild). A listing without a key is digested whole.
 */
export function pageInputs(snapshot: StoreSnapshot, listingKeys: Readonly<Record<string, string>> = {}): (page: PageRef) => string | null {
  const { listings } = snapshot;
  const store = storeInputs(snapshot);
  const detailsOf = productDetailsOf(snapshot);
  const listed = listedTiles(snapshot);
  const bySlug = new Map(listings.map((listing) => [listing.slug, listing]));
  const collections = new Map(collectionRoutes(snapshot).map((route) => [route.collection.slug, route]));
  // A tile is in its listing's page, up to eight related shelves and a grid page: digested once.
  const tileDigests = new WeakMap<object, string>();
  const tile = (value: object): string => {
    let known = tileDigests.get(value);
    if (known === undefined) tileDigests.set(value, (known = digest(value)));
    return known;
  };
  const tiles = (all: readonly object[]) => all.map(tile);
  const grid = (all: readonly object[], page: number) => [pageCount(all.length), tiles(pageSlice(all, page))];

  return ({ route, params }) => {
    const page = Number(params.page ?? 1);
    switch (route) {
      case 'src/pages/listing/[slug].astro': {
        const listing = bySlug.get(params.slug ?? '');
        if (!listing) return null;
        const made = keyOfSlug(listingKeys, listing.slug);
        const own = tileOf(snapshot, listing.slug);
        return digest([store, route, made === undefined ? listing : { key: made }, own ? tile(own) : null, detailsOf(listing), tiles(relatedTiles(listed, listing.slug))]);
      }
      case 'src/pages/page/[page].astro':
        // The home's category banner shows each collection's first tile (src/components/CategoryBanner.astro).
        return digest([store, route, page, grid(listed, page), snapshot.collections.map((c) => collectionTiles(listed, c)[0]?.imageUrl ?? null)]);
      case 'src/pages/[collection].astro':
      case 'src/pages/[collection]/page/[page].astro': {
        const collection = collections.get(params.collection ?? '');
        if (!collection) return null;
        // A collection page shows the grid pages of its span (src/lib/tiles.ts collectionPageSpan) and
        // says how many products the collection has ("Products 13 to 24 of 36"): the count, not only
        // the page count, is an input.
        const all = collectionTiles(listed, collection.collection);
        const span = collectionPageSpan(page, pageCount(all.length));
        return digest([store, route, page, collection, all.length, tiles(pagesSlice(all, span))]);
      }
      default:
        return null;
    }
  };
}

/**
 * The store-wide inputs every page reads (and every catalog file: scripts/lib/static-json.ts):
 * everything but the listings, tiles and product details, the day of the pull, the first tile's image
 * (every page's preview image falls back to it: src/layouts/Base.astro) and the bucket count (every
 * page's store context says it: src/lib/store-context.ts).
 */
export function storeInputs(snapshot: StoreSnapshot): string {
  const { listings: _listings, listingCount: _count, tiles, productDetails: _details, pulledAt, ...storeWide } = snapshot;
  return digest([storeWide, isoDay(new Date(pulledAt)), pulledAt.slice(0, 10), tiles[0]?.imageUrl ?? null, bucketCount(listingCount(snapshot))]);
}

/**
 * A listing's products' details as inputs: a digest of each product's, made once per product. Many
 * listings share a product (a store's tees are one product), whose details (size charts, care texts)
 * were stringified again for each listing: most of a rebuild's page-input time.
 */
export function productDetailsOf(snapshot: Pick<StoreSnapshot, 'productDetails'>): (listing: Listing) => (string | null)[] {
  const digests = new Map<string, string | null>();
  const of = (id: number): string | null => {
    const key = String(id);
    let known = digests.get(key);
    if (known === undefined) {
      known = Object.hasOwn(snapshot.productDetails, key) ? digest(snapshot.productDetails[key]) : null;
      digests.set(key, known);
    }
    return known;
  };
  return (listing) => productIdsOf(listing).map(of);
}

export function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}
