import type { HolidayWindow } from '../../catalog/settings';
import { INTENT_CHOSEN } from '../../directives/ready';
import { needsIslandNow, wakeIslands, type IntentOptions } from '../../directives/rules';
import type { AnalyticsItem } from '../../lib/analytics';
import { track } from '../shared/analytics';
import { listingItem } from '../../lib/listing-analytics';
import { defaultChoice, priceOf, resolveChoice, skusInStock } from '../../lib/listing-choice';
import type { BuyListing, GalleryVariation } from '../../lib/listing-props';
import { liveStock } from '../shared/live-stock';
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
  /** The skus in stock when the page was built: the live stock is compared with them on load. */
  stock: { slug: string; inStock: string[] } | null;
  /** Each colour's first photo: a colour tapped before the islands are ready shows it at once. */
  photos: Record<string, string>;
}

/** Build time: the page's data for `startListingPage`, from the buy box's own props. */
export function listingOnLoad(listing: BuyListing, intent: IntentOptions, gallery: GalleryVariation[] = []): ListingOnLoad {
  const plain = defaultChoice(listing);
  const chosen = plain && resolveChoice(listing, plain);
  const currency = listing.currencies[0] ?? 'USD';
  const price = chosen && priceOf(chosen, currency, currency);
  const view = chosen && price ? { productId: chosen.product.productId, currency: price.currency, item: listingItem(listing, chosen, price.cents, 1) } : null;
  const stock = listing.preorder ? null : { slug: listing.slug, inStock: skusInStock(listing) };
  const photos = Object.fromEntries(gallery.flatMap((v) => (v.images[0] ? [[String(v.variationId), v.images[0].full]] : [])));
  return { intent, holidayWindows: listing.holidayWindows, view, stock, photos };
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
  showPreorderOutcome(page);
  page?.addEventListener(INTENT_CHOSEN, (event) => showPhotoOf(event.target, data.photos ?? {}));
  if (data.stock) void wakeOnStockChange(data.stock);
  if (!data.view || needsIslandNow(data.intent ?? {}, location.search, document.cookie)) return;
  track('view_item', { currency: data.view.currency, items: [data.view.item] });
  markViewTrackedOnLoad(data.view.productId);
}

/**
 * The pre-order API's answer comes back as ?preorder=received, or ?preorder=failed when it refused the
 * request: its message shows on load, whether or not the buy box (and the form's enhancement) hydrated.
 */
function showPreorderOutcome(page: HTMLElement | null): void {
  const outcome = new URLSearchParams(location.search).get('preorder');
  const selector = outcome === 'received' ? '[data-preorder-received]' : outcome === 'failed' ? '[data-preorder-failed]' : null;
  const message = selector ? (page ?? document).querySelector<HTMLElement>(selector) : null;
  if (message) message.hidden = false;
}

/**
 * A colour tapped before the gallery is ready: its photo replaces the first one at once, as the
 * gallery will render it (same src) once hydrated, so the photo and the swatch change together.
 */
function showPhotoOf(target: EventTarget | null, photos: Record<string, string>): void {
  if (!(target instanceof HTMLInputElement) || target.name !== 'variation') return;
  const photo = photos[target.value];
  // Only while the gallery is the pre-rendered HTML (Astro drops `ssr` once the island has rendered):
  // a rendered gallery is React's, and a tap its buy box drops would leave the photo wrong.
  if (!document.querySelector('astro-island[ssr][component-export="ListingGallery"]')) return;
  const img = document.querySelector<HTMLImageElement>('.gallery__slide img');
  if (photo && img && img.getAttribute('src') !== photo) img.src = photo;
}

/**
 * Sizes sold out since the build: the buy box and gallery hydrate now, so the shopper sees
 * the live stock (the buy box reads it too) before picking; otherwise they keep waiting for intent.
 */
async function wakeOnStockChange(stock: NonNullable<ListingOnLoad['stock']>): Promise<void> {
  const live = await liveStock(stock.slug);
  if (!live) return;
  // Only a size sold since the build changes what the buy box shows (live stock never brings one back).
  const built = new Set(stock.inStock);
  if ([...live].some(([sku, units]) => built.has(sku) && units <= 0)) wakeIslands('listing');
}
