/**
 * Where a listing's data (ListingData, src/lib/listing-data.ts) lives as a static file: listings share
 * bucket files `/catalog/listings/{bucket}.json`, shaped `{ "listings": { "<slug>": ListingData } }`,
 * instead of one file per listing, so a 10,000-listing store fits Cloudflare Pages' 20,000 files per
 * deployment (decisions, "Catalog files at scale"). Used by the build (scripts/lib/static-json.ts) and
 * by the islands (quick-add, cart), so plain code only: no zod, no Node APIs.
 */

/** A bucket holds at most this many listings on average (and more than half of it). */
export const LISTINGS_PER_BUCKET = 8;

/** The shape of a bucket file. */
export interface ListingBucket<T = unknown> {
  listings: Record<string, T>;
}

/**
 * FNV-1a, 32 bits, over the slug's UTF-16 code units (a slug is ASCII, so over its bytes): stable
 * across builds, runtimes and machines, which a bucket's name must be.
 */
export function slugHash(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The number of buckets for a store of `listings` listings: the smallest power of two that keeps
 * the average at most 8 per bucket (so above 4, unless the whole store is one bucket). A power of two
 * keeps every bucket's name while the store grows or shrinks within a factor of two: a one-listing
 * edit rewrites one file.
 */
export function bucketCount(listings: number): number {
  let count = 1;
  while (count * LISTINGS_PER_BUCKET < listings) count *= 2;
  return count;
}

/** Whether `count` could be a bucket count (a positive power of two): guards the store context. */
export function isBucketCount(count: unknown): count is number {
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= 2 ** 30 && (count & (count - 1)) === 0;
}

/** The bucket a slug lives in, 0 to count - 1. */
export function bucketOf(slug: string, count: number): number {
  return slugHash(slug) % count;
}

/** The address of a bucket file. */
export function bucketUrl(bucket: number): string {
  return `/catalog/listings/${bucket}.json`;
}

/**
 * An unlisted listing's own file (issue 17): unlisted listings are reachable by their address only, so
 * their data is not in the numbered buckets anyone can walk through, but in a file named by the slug,
 * which whoever has the listing's address knows anyway. Same shape as a bucket.
 */
export function unlistedListingUrl(slug: string): string {
  return `/catalog/listings/u/${encodeURIComponent(slug)}.json`;
}

/** The address of the bucket file that holds a slug. */
export function listingBucketUrl(slug: string, count: number): string {
  return bucketUrl(bucketOf(slug, count));
}

/** A slug's entry in a parsed bucket file, or undefined (not an object, or the slug is absent). */
export function listingInBucket(body: unknown, slug: string): unknown {
  const listings = (body as Partial<ListingBucket> | null)?.listings;
  if (typeof listings !== 'object' || listings === null || Array.isArray(listings)) return undefined;
  return Object.prototype.hasOwnProperty.call(listings, slug) ? listings[slug] : undefined;
}
