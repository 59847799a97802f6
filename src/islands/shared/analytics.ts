import type { AnalyticsEvent, AnalyticsItem } from '../../lib/analytics';
import { storeContext } from './store-context';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event to window.dataLayer in GA4's ecommerce shape (src/lib/analytics.ts). */
export function track(event: AnalyticsEvent, data: { currency: string; value?: number; items: AnalyticsItem[]; [key: string]: unknown }): void {
  if (typeof window === 'undefined') return;
  const { slug, storeId, sellerId } = storeContext();
  const { currency, value, items, ...rest } = data;
  const total = value ?? Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null }); // GA4: clear the previous ecommerce object
  window.dataLayer.push({ event, ecommerce: { currency, value: total, items, ...rest }, sellerId, storeId, storeSlug: slug });
}
