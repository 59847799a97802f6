import type { Listing } from './snapshot';

/**
 * What a rebuild's render process knows of a listing without parsing it (scripts/lib/lazy-listing.ts):
 * its visibility and its products' ids, written by the pull in each snapshot file's head
 * (`listingFacts`, scripts/lib/snapshot-shards.ts). With its listing-cache key they are every input
 * an unchanged listing's page and catalog file are compared by (src/catalog/page-inputs.ts,
 * scripts/lib/static-json.ts); parsing every listing of a shard was most of a one-listing rebuild's
 * render (issue 20).
 */
export type ListingFacts = [visibility: Listing['visibility'], ...productIds: number[]];

/** Where a lazily read listing answers its products' ids (a symbol: never a field of the JSON). */
export const PRODUCT_IDS = Symbol.for('storefront.listing.productIds');

export function factsOf(listing: Listing): ListingFacts {
  return [listing.visibility, ...listing.products.map((product) => product.productId)];
}

/** The listing's products' ids, without parsing a lazily read listing. */
export function productIdsOf(listing: Listing): number[] {
  return (listing as Listing & { [PRODUCT_IDS]?: number[] })[PRODUCT_IDS] ?? listing.products.map((product) => product.productId);
}
