import type { HolidayWindow } from '../../catalog/settings';
import { needsIslandNow, type IntentOptions } from '../../directives/rules';
import type { AnalyticsItem } from '../../lib/analytics';
import { track } from '../shared/analytics';
import { listingItem } from '../../lib/listing-analytics';
import { defaultChoice, priceOf, resolveChoice } from '../../lib/listing-choice';
import type { BuyListing } from '../../lib/listing-props';
import { markViewTrackedOnLoad, refreshHolidayMessages } from './page-sync';

/**
 * What the listing page must do on load although its islands (buy box, gallery) hydrate only on the
 * shopper's first intent (client:intent): re-read the holiday messages for the shopper's today, and
 * track view_item for the plain choice the page shows. When the islands hydrate at once (the address
 * names a variant, the shopper has a stored currency or language: the same rule as the directive's),
 * the buy box does both itself, as it also replaces an unknown variant's address and follows Back.
 * Kept apart from React: a few hundred bytes that run on every listing visit.
 */
export interface ListingOnLoad {
  intent: IntentOptions;
  holidayWindows: HolidayWindow[];
  /** view_item for the pre-rendered choice, in the store's currency; null without a priced variant. */
  view: { productId: number; currency: string; item: AnalyticsItem } | null;
}

/** Build time: the page's data for `startListingPage`, from the buy box's own props. */
export function listingOnLoad(listing: BuyListing, intent: IntentOptions): ListingOnLoad {
  const plain = defaultChoice(listing);
  const chosen = plain && resolveChoice(listing, plain);
  const currency = listing.currencies[0] ?? 'USD';
  const price = chosen && priceOf(chosen, currency, currency);
  const view = chosen && price ? { productId: chosen.product.productId, currency: price.currency, item: listingItem(listing, chosen, price.cents, 1) } : null;
  return { intent, holidayWindows: listing.holidayWindows, view };
}

/** In the browser, on load: reads the page's `data-listing-load` (written from `listingOnLoad`). */
export function startListingPage(page: HTMLElement | null): void {
  let data: ListingOnLoad;
  try {
    data = JSON.parse(page?.dataset.listingLoad ?? '') as ListingOnLoad;
  } catch {
    return; // a damaged block: the buy box still tracks and refreshes once it hydrates
  }
  refreshHolidayMessages(data.holidayWindows ?? []);
  if (!data.view || needsIslandNow(data.intent ?? {}, location.search, document.cookie)) return;
  track('view_item', { currency: data.view.currency, items: [data.view.item] });
  markViewTrackedOnLoad(data.view.productId);
}
