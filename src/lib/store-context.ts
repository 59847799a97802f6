import { listingCount, type StoreSnapshot } from '../catalog/snapshot';
import type { StoreContext } from '../contract/store-context';
import { bucketCount } from './listing-buckets';

/**
 * What every island needs to know about the store it runs in, written once per page by Base.astro as
 * `<script type="application/json" id="store-context">` (a data block: no CSP hash, never executed) and
 * read in the browser with `storeContext()` (src/islands/shared/store-context.ts). Its shape is
 * src/contract/store-context.ts, checked by the build when it writes the block (zod/mini here would cost
 * every page more than the block is worth); a page whose block is missing or unreadable still gets a
 * working (empty-looking) context instead of a crash.
 */
export type { StoreContext };

export function storeContextOf(snapshot: StoreSnapshot): StoreContext {
  const { store, settings, localization: l } = snapshot;
  const marketing: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...settings.marketing, googleAnalyticsPixel: store.marketingPixels.googleAnalytics, facebook: store.marketingPixels.facebook })) {
    if (typeof value === 'string' && value) marketing[key] = value;
  }
  return {
    slug: snapshot.slug,
    name: store.name,
    storeId: String(store.id),
    sellerId: String(store.sellerId),
    currencies: snapshot.currencies,
    preview: snapshot.preview,
    // The same count the build writes its bucket files with (scripts/lib/static-json.ts).
    listingBuckets: bucketCount(listingCount(snapshot)),
    flags: { ageGate: settings.flags.ageGate, supportPages: settings.flags.supportPages, fanValidation: settings.flags.fanValidation },
    buildFlags: settings.buildFlags,
    sellingRegion: settings.sellingRegion,
    promoCodes: store.promoCodes,
    searchPlaceholder: snapshot.theme.meta.searchOptions.placeholder || 'Search products',
    marketing,
    localization: {
      locale: l.buyer_locale,
      currency: l.buyer_currency,
      region: l.buyer_region,
      fulfillmentRegion: l.fulfillment_region,
      locales: l.available_locales.map((x) => ({ code: x.local_code, name: x.local_name })),
      currencyOptions: l.available_currencies,
      regions: l.available_regions.map((x) => ({ region: x.region, fulfillmentRegion: x.fulfillment_region })),
    },
  };
}

const FALLBACK: StoreContext = {
  slug: 'store',
  name: '',
  storeId: '',
  sellerId: '',
  currencies: ['USD'],
  preview: false,
  listingBuckets: 1,
  flags: { ageGate: false, supportPages: false, fanValidation: false },
  buildFlags: { hideCard: false, hidePaypal: false, hideAfterpay: false, liveChat: false },
  sellingRegion: 'usa',
  promoCodes: [],
  searchPlaceholder: 'Search products',
  marketing: {},
  localization: { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA', locales: [], currencyOptions: [], regions: [] },
};

/** The context a page's data block holds (its text), or a working fallback when it is missing or damaged. */
export function storeContextFromText(text: string): StoreContext {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  // The build checked the block (src/lib/site-chrome.ts); here only an unreadable one is refused.
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as StoreContext) : FALLBACK;
}
