import type { Currency } from '../catalog/platform/localization';
import type { StoreSnapshot } from '../catalog/snapshot';
import { bucketCount, isBucketCount } from './listing-buckets';

/**
 * What every island needs to know about the store it runs in, written once per page by Base.astro as
 * `<script type="application/json" id="store-context">` (a data block: no CSP hash, never executed) and
 * read in the browser with `storeContext()` (src/islands/shared/store-context.ts). Checked against its shape like every input from outside a module: a page
 * whose data block is missing or damaged still gets a working (empty-looking) context instead of a
 * crash. The check is hand-written, not zod: this module runs in every island, and zod would cost
 * about 27 KB gzipped of the listing and cart pages' 80 KB budgets.
 */
export interface StoreContext {
  slug: string;
  name: string;
  storeId: string;
  sellerId: string;
  /** Currencies the catalog is priced in, the store's own first. */
  currencies: Currency[];
  preview: boolean;
  /** How many bucket files hold the listings' data (src/lib/listing-buckets.ts): a power of two. */
  listingBuckets: number;
  flags: { ageGate: boolean; supportPages: boolean; fanValidation: boolean };
  buildFlags: { hideCard: boolean; hidePaypal: boolean; hideAfterpay: boolean; liveChat: boolean };
  sellingRegion: string;
  promoCodes: { code: string; type: string; value?: unknown }[];
  searchPlaceholder: string;
  marketing: Record<string, string>;
  localization: {
    locale: string;
    currency: string;
    region: string;
    fulfillmentRegion: string;
    locales: { code: string; name: string }[];
    currencyOptions: { currency: string; symbol: string }[];
    regions: { region: string; fulfillmentRegion: string }[];
  };
}

/** A shape: a typeof name, a nested object's shape, or a one-element array holding its items' shape. */
type Shape = 'string' | 'number' | 'boolean' | 'object' | { [key: string]: Shape } | [Shape];

const STORE_CONTEXT_SHAPE: Shape = {
  slug: 'string',
  name: 'string',
  storeId: 'string',
  sellerId: 'string',
  currencies: ['string'],
  preview: 'boolean',
  listingBuckets: 'number',
  flags: { ageGate: 'boolean', supportPages: 'boolean', fanValidation: 'boolean' },
  buildFlags: { hideCard: 'boolean', hidePaypal: 'boolean', hideAfterpay: 'boolean', liveChat: 'boolean' },
  sellingRegion: 'string',
  promoCodes: [{ code: 'string', type: 'string' }],
  searchPlaceholder: 'string',
  marketing: 'object',
  localization: {
    locale: 'string',
    currency: 'string',
    region: 'string',
    fulfillmentRegion: 'string',
    locales: [{ code: 'string', name: 'string' }],
    currencyOptions: [{ currency: 'string', symbol: 'string' }],
    regions: [{ region: 'string', fulfillmentRegion: 'string' }],
  },
};

function matches(value: unknown, shape: Shape): boolean {
  if (Array.isArray(shape)) return Array.isArray(value) && value.every((item) => matches(item, shape[0]));
  if (typeof shape === 'string') return shape === 'object' ? typeof value === 'object' && value !== null && !Array.isArray(value) : typeof value === shape;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(shape).every(([key, inner]) => matches((value as Record<string, unknown>)[key], inner));
}

/**
 * The context when the value has its shape (currencies: at least one, three capital letters; the
 * bucket count a power of two), else null.
 */
export function parseStoreContext(value: unknown): StoreContext | null {
  if (!matches(value, STORE_CONTEXT_SHAPE)) return null;
  const context = value as StoreContext;
  if (!isBucketCount(context.listingBuckets)) return null;
  return context.currencies.length > 0 && context.currencies.every((c) => /^[A-Z]{3}$/.test(c)) ? context : null;
}

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
    listingBuckets: bucketCount(snapshot.listings.length),
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
  return parseStoreContext(parsed) ?? FALLBACK;
}
