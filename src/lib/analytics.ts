/**
 * Analytics events in the GA4 ecommerce shape (browsing spec 7), pushed to the data layer by
 * `track` (src/islands/shared/analytics.ts):
 * { event, ecommerce: { currency, value, items }, sellerId, storeId, storeSlug }. Nothing here loads a
 * third-party script; a tag manager reads the data layer only when the store configures one. Personal
 * data never goes in (decisions 23).
 */
export type AnalyticsEvent = 'view_item_list' | 'select_item' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase' | 'inactive_checkout';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  quantity: number;
}

/** Cents to the currency units GA4 expects, without float noise. */
export const units = (cents: number): number => Math.round(cents) / 100;
