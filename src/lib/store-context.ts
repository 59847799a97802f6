// zod/mini and the zod-free spec lists: this module ships to the browser with every island.
import { z } from 'zod/mini';
import { CURRENCIES } from '../i18n/spec-lists';
import type { StoreSnapshot } from '../catalog/snapshot';

/**
 * What every island needs to know about the store it runs in, written once per page by Base.astro as
 * `<script type="application/json" id="store-context">` (a data block: no CSP hash, never executed) and
 * read with `storeContext()`. Parsed with zod like every input from outside a module: a page whose data
 * block is missing or damaged still gets a working (empty-looking) context instead of a crash.
 */
export const storeContextSchema = z.object({
  slug: z.string(),
  name: z.string(),
  storeId: z.string(),
  sellerId: z.string(),
  /** Currencies the catalog is priced in, the store's own first. */
  currencies: z.array(z.enum(CURRENCIES)).check(z.minLength(1)),
  preview: z.boolean(),
  flags: z.object({ ageGate: z.boolean(), supportPages: z.boolean(), fanValidation: z.boolean() }),
  buildFlags: z.object({ hideCard: z.boolean(), hidePaypal: z.boolean(), hideAfterpay: z.boolean(), liveChat: z.boolean() }),
  sellingRegion: z.string(),
  promoCodes: z.array(z.object({ code: z.string(), type: z.string(), value: z.optional(z.unknown()) })),
  searchPlaceholder: z.string(),
  marketing: z.record(z.string(), z.string()),
  localization: z.object({
    locale: z.string(),
    currency: z.string(),
    region: z.string(),
    fulfillmentRegion: z.string(),
    locales: z.array(z.object({ code: z.string(), name: z.string() })),
    currencyOptions: z.array(z.object({ currency: z.string(), symbol: z.string() })),
    regions: z.array(z.object({ region: z.string(), fulfillmentRegion: z.string() })),
  }),
});
export type StoreContext = z.infer<typeof storeContextSchema>;

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
  flags: { ageGate: false, supportPages: false, fanValidation: false },
  buildFlags: { hideCard: false, hidePaypal: false, hideAfterpay: false, liveChat: false },
  sellingRegion: 'usa',
  promoCodes: [],
  searchPlaceholder: 'Search products',
  marketing: {},
  localization: { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA', locales: [], currencyOptions: [], regions: [] },
};

let cached: StoreContext | null = null;

/** The page's store context (browser only; on the server it is the fallback). */
export function storeContext(): StoreContext {
  if (cached) return cached;
  if (typeof document === 'undefined') return FALLBACK;
  const text = document.getElementById('store-context')?.textContent ?? '';
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const result = storeContextSchema.safeParse(parsed);
  cached = result.success ? result.data : FALLBACK;
  return cached;
}

/** Tests and server rendering can set the context directly. */
export function setStoreContext(context: StoreContext | null): void {
  cached = context;
}
