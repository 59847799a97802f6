import { storeContext } from './store-context';

/**
 * Analytics events in the GA4 ecommerce shape, pushed to window.dataLayer (browsing spec 7):
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

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Cents to the currency units GA4 expects, without float noise. */
export const units = (cents: number): number => Math.round(cents) / 100;

export function track(event: AnalyticsEvent, data: { currency: string; value?: number; items: AnalyticsItem[]; [key: string]: unknown }): void {
  if (typeof window === 'undefined') return;
  const { slug, storeId, sellerId } = storeContext();
  const { currency, value, items, ...rest } = data;
  const total = value ?? Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null }); // GA4: clear the previous ecommerce object
  window.dataLayer.push({ event, ecommerce: { currency, value: total, items, ...rest }, sellerId, storeId, storeSlug: slug });
}
