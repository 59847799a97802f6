import { units, type AnalyticsItem } from './analytics';
import type { Chosen } from './listing-choice';
import { skuOf } from './sku';

/** A listing's chosen variant as a GA4 item (view_item, add_to_cart): the sku, or the colour's sku prefix before a size exists. */
export function listingItem(listing: { itemGroupId: number; title: string }, chosen: Chosen, priceCents: number, quantity: number): AnalyticsItem {
  const { product, variation, size } = chosen;
  return {
    item_id: size ? skuOf(listing.itemGroupId, variation.variationId, size.id) : `${listing.itemGroupId}_${variation.variationId}`,
    item_name: listing.title,
    item_category: product.productType,
    item_variant: size ? `${variation.color} / ${size.label}` : variation.color,
    price: units(priceCents),
    quantity,
  };
}
