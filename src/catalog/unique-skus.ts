import { listingRows } from './catalog-rows';
import { PullError } from './errors';
import type { Listing } from './snapshot';

/**
 * A sku is itemGroupId_variationId_sizeId (spec decisions 4). Two listings with a sku in common could
 * not be told apart by a cart line, its stock or the checkout's catalog row (a build in shards could
 * keep either listing's row), so the pull stops, naming both listings and the sku, rather than sell
 * one listing's product at the other's price. Only listings of one item group can share a sku, so
 * only they are compared.
 */
export function assertUniqueSkus(storeSlug: string, listings: readonly Listing[]): void {
  const byGroup = new Map<number, Listing[]>();
  for (const listing of listings) {
    const group = byGroup.get(listing.itemGroupId);
    if (group) group.push(listing);
    else byGroup.set(listing.itemGroupId, [listing]);
  }
  for (const group of byGroup.values()) {
    if (group.length < 2) continue;
    const owner = new Map<string, string>();
    for (const listing of group) {
      for (const { sku } of listingRows(listing)) {
        const other = owner.get(sku);
        if (other !== undefined && other !== listing.slug) {
          throw new PullError(storeSlug, `listings "${other}" and "${listing.slug}" both have sku ${sku} (itemGroupId_variationId_sizeId): a cart line could not tell them apart, so the platform must give each its own`);
        }
        owner.set(sku, listing.slug);
      }
    }
  }
}
