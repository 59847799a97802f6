import { PullError } from './errors';
import type { Listing } from './snapshot';

/**
 * A sku is itemGroupId_variationId_sizeId (spec decisions 4), so two listings of one item group would
 * share skus: a cart line, its stock and the checkout's catalog row could not tell them apart, and a
 * build in shards could keep either listing's row. The pull stops, naming both listings, instead.
 */
export function assertOneListingPerItemGroup(storeSlug: string, listings: readonly Pick<Listing, 'slug' | 'itemGroupId'>[]): void {
  const seen = new Map<number, string>();
  for (const listing of listings) {
    const other = seen.get(listing.itemGroupId);
    if (other !== undefined) {
      throw new PullError(storeSlug, `listings "${other}" and "${listing.slug}" have the same item group ${listing.itemGroupId}, so their skus (itemGroupId_variationId_sizeId) would be the same: the platform must give each listing its own`);
    }
    seen.set(listing.itemGroupId, listing.slug);
  }
}
