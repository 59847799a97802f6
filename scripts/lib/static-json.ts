import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { listedTiles } from '../../src/catalog/load';
import { collectionRoutes, collectionTiles } from '../../src/catalog/routes';
import { keyOfSlug } from '../../src/catalog/listing-cache';
import { digest, productDetailsOf, storeInputs } from '../../src/catalog/page-inputs';
import { listingCount, type Listing, type StoreSnapshot, type Tile } from '../../src/catalog/snapshot';
import { bucketCount, bucketOf, unlistedListingUrl, type ListingBucket } from '../../src/lib/listing-buckets';
import { listingData, type ListingData } from '../../src/lib/listing-data';
import { buildSearchIndex } from '../../src/lib/search-index';
import { PAGE_SIZE, pageCount, pagesSlice } from '../../src/lib/pagination';
import { shardOfCatalogFile, type Shard } from './snapshot-shards';
import { feedFiles, feedFileUrl, tileData, type TileFeedFile } from '../../src/lib/tiles';

/**
 * The catalog data islands read, as static files next to the pages (served by the CDN, no function
 * call): the listings' data in bucket files of 4 to 8 listings each (src/lib/listing-buckets.ts;
 * an empty bucket has no file), tile feed files of one to eight pages of 12 for every collection's
 * Load More (src/lib/tiles.ts feedFileOf: page 1 is the collection page itself), and one
 * compact search index of the whole catalog (decisions 18). The home grid pages through its
 * pre-rendered /page/{n}/ HTML, so it has no feed. See decisions, "Catalog files at scale".
 *
 *   /catalog/listings/{bucket}.json            { "listings": { "<slug>": ListingData } }
 *   /catalog/listings/u/{slug}.json            the same, for one unlisted listing (issue 17)
 *   /catalog/collections/{slug}/from-{n}.json  pages n .. (feedFileOf), from 2
 *   /catalog/search-index.json
 */
export async function writeStaticJson(
  out: string,
  snapshot: StoreSnapshot,
  shard: Shard = { index: 0, of: 1 },
  previous: Readonly<Record<string, string>> | null = null,
  listingKeys: Readonly<Record<string, string>> = {},
): Promise<{ files: number; bytes: number; written: number; kept: number; record: Record<string, string> }> {
  let files = 0;
  let kept = 0;
  let bytes = 0;
  let written = 0;
  const wanted = new Set<string>();
  // A file of listings is not even made when its inputs are the last build's (`previous`, what this
  // returns as `record`): the store-wide inputs, and each listing's key and product details. A
  // listing without a key (its slug cannot be cached) makes its file every time.
  const record: Record<string, string> = {};
  const store = storeInputs(snapshot);
  const details = productDetailsOf(snapshot);
  const unchanged = (path: string, listings: Listing[]): boolean => {
    if (listings.some((listing) => keyOfSlug(listingKeys, listing.slug) === undefined)) return false;
    const inputs = digest([store, path, listings.map((listing) => [listing.slug, keyOfSlug(listingKeys, listing.slug), details(listing)])]);
    record[path] = inputs;
    if (previous?.[path] !== inputs) return false;
    wanted.add(join(out, 'catalog', path));
    files++;
    kept++;
    return true;
  };
  // A file the last build wrote with the same bytes is left alone (an incremental build touches only
  // what changed); a file no longer wanted is removed at the end.
  const write = async (path: string, value: unknown) => {
    const file = join(out, 'catalog', path);
    const text = Buffer.from(JSON.stringify(value));
    wanted.add(file);
    files++;
    bytes += text.length;
    const old = await readFile(file).catch(() => null);
    if (old?.equals(text)) return;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    written++;
  };

  const layout = catalogLayout(snapshot);
  for (const listing of layout.unlisted) {
    const path = unlistedListingUrl(listing.slug).replace('/catalog/', '');
    if (unchanged(path, [listing])) continue;
    await write(path, { listings: { [listing.slug]: listingData(snapshot, listing) } } satisfies ListingBucket<ListingData>);
  }
  // By slug within a bucket, so an unchanged bucket is byte-identical on the next build.
  for (const [bucket, listings] of layout.buckets) {
    const path = `listings/${bucket}.json`;
    listings.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    if (unchanged(path, listings)) continue;
    const body: ListingBucket<ListingData> = { listings: {} };
    for (const listing of listings) body.listings[listing.slug] = listingData(snapshot, listing);
    await write(path, body);
  }
  // A shard (scripts/lib/snapshot-shards.ts) holds its listings only, so it writes their buckets
  // (a bucket's listings are all in one shard); shard 0 writes what the tiles make.
  const feeds = shard.index === 0 ? layout.feeds : [];
  for (const { slug, tiles: list } of feeds) {
    const totalPages = pageCount(list.length);
    for (const file of feedFiles(totalPages)) {
      const body: TileFeedFile = {
        firstPage: file.firstPage,
        totalPages,
        perPage: PAGE_SIZE,
        total: list.length,
        tiles: pagesSlice(list, file).map(tileData),
      };
      await write(feedFileUrl(slug, file.firstPage).replace('/catalog/', ''), body);
    }
  }
  if (shard.index === 0) await write('search-index.json', searchIndex(snapshot, layout.tiles));
  await removeUnwanted(join(out, 'catalog'), wanted, (path) => shardOfCatalogFile(path, shard.of) === shard.index);
  return { files, bytes, written, kept, record };
}

async function removeUnwanted(dir: string, wanted: Set<string>, mine: (path: string) => boolean): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(file) && mine(relative(dir, file))) await rm(file);
  }
}

/**
 * Which catalog files a snapshot makes, once for the writer and the count. Only the listings in this
 * build (a public build has no private ones). Unlisted listings are reachable by their address only:
 * each gets a file named by its slug, never a place in the numbered buckets.
 */
function catalogLayout(snapshot: StoreSnapshot) {
  const count = bucketCount(listingCount(snapshot));
  const unlisted: Listing[] = [];
  const buckets = new Map<number, Listing[]>();
  for (const listing of snapshot.listings) {
    if (listing.visibility === 'unlisted') {
      unlisted.push(listing);
      continue;
    }
    const bucket = bucketOf(listing.slug, count);
    const members = buckets.get(bucket);
    if (members) members.push(listing);
    else buckets.set(bucket, [listing]);
  }
  const tiles = listedTiles(snapshot);
  const feeds = collectionRoutes(snapshot).map(({ collection }) => ({ slug: collection.slug, tiles: collectionTiles(tiles, collection) }));
  return { unlisted, buckets, tiles, feeds };
}

/**
 * How many files writeStaticJson writes for this snapshot, without writing them: known right after
 * the pull, so a store that cannot fit its plan's file limit fails before anything renders
 * (scripts/lib/file-limit.ts assertSiteFits).
 */
export function catalogFileCount(snapshot: StoreSnapshot): number {
  const { unlisted, buckets, feeds } = catalogLayout(snapshot);
  return unlisted.length + buckets.size + feeds.reduce((sum, feed) => sum + feedFiles(pageCount(feed.tiles.length)).length, 0) + 1; // + the search index
}

export { SEARCH_FIELDS } from '../../src/lib/search-index';

/** The whole catalog as compact rows for the search page (format: src/lib/search-index.ts). */
export function searchIndex(snapshot: StoreSnapshot, tiles: Tile[]) {
  return buildSearchIndex(snapshot.slug, snapshot.currencies, tiles);
}

/**
 * Cloudflare Pages answers an unknown path with the nearest 404.html up the tree, with status 404.
 * Under /listing/ that is the listing-not-found page, so a listing that is not in the build (unknown,
 * or private in a public build) gives listing-not-found (decisions 6); every other path gives /404.
 */
export async function writeListingNotFound(out: string): Promise<void> {
  await copyFile(join(out, 'listing-not-found', 'index.html'), join(out, 'listing', '404.html'));
}
