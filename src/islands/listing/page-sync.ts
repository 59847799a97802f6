import type { HolidayWindow } from '../../catalog/settings';
import { holidayMessage, isoDay } from '../../lib/holiday';

/**
 * The listing page's static parts outside the islands: notes, Product Details and Delivery Details are
 * pre-rendered for every product type (data-for-product) and only the chosen one is shown.
 */
export function showProductParts(productId: number): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-for-product]')) el.hidden = el.dataset.forProduct !== String(productId);
}

/** Holiday messages were rendered for the build date; the shopper's today decides (decisions 20). */
export function refreshHolidayMessages(windows: readonly HolidayWindow[]): void {
  const today = isoDay(new Date());
  for (const el of document.querySelectorAll<HTMLElement>('[data-holiday]')) {
    const message = holidayMessage(windows, today, el.dataset.holiday === 'digital' ? 'digital' : 'physical');
    el.textContent = message ?? '';
    el.hidden = !message;
  }
}

/** A product change shows the new product's images: bring the listing's top into view if it was scrolled past. */
export function scrollToListingTop(): void {
  const top = document.querySelector('[data-listing-page]');
  if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * view_item on load: tracked by the page's script (page-load.ts) while the islands wait for the
 * shopper (client:intent), which marks the product here so that the buy box does not track it twice.
 */
export function markViewTrackedOnLoad(productId: number): void {
  document.querySelector('[data-listing-page]')?.setAttribute('data-viewed-on-load', String(productId));
}

export function viewTrackedOnLoad(productId: number): boolean {
  return document.querySelector('[data-listing-page]')?.getAttribute('data-viewed-on-load') === String(productId);
}
