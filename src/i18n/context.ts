import type { StoreContext } from '../lib/store-context';

/**
 * The slice of the page's store context (the `#store-context` data block written by Base.astro, see
 * src/lib/store-context.ts) that localization needs: the store slug, the currencies its catalog is
 * priced in and its localization data. Read on its own rather than through storeContext(): the page
 * localizer runs on every page of a shopper with a choice and needs only this slice, and fields that
 * are missing or of the wrong shape take the spec's defaults one by one (storeContext() takes a
 * readable block as it is and falls back only when the block is missing or unreadable).
 */
export interface LocalizationContext {
  slug: string;
  currencies: string[];
  localization: StoreContext['localization'];
}

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.length <= 200 ? value : fallback);
/** The entries of a list whose `keys` are all strings, as objects of those keys. */
function records<K extends string>(value: unknown, keys: readonly K[]): Record<K, string>[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Record<K, string> => isData(item) && keys.every((key) => typeof item[key] === 'string'));
}

export function parseLocalizationContext(data: unknown): LocalizationContext {
  const root = isData(data) ? data : {};
  const l = isData(root.localization) ? root.localization : {};
  const currencies = Array.isArray(root.currencies) ? root.currencies.filter((c): c is string => typeof c === 'string') : [];
  return {
    slug: text(root.slug, 'store').toLowerCase(),
    currencies: currencies.length ? currencies : ['USD'],
    localization: {
      locale: text(l.locale, 'en'),
      currency: text(l.currency, 'USD'),
      region: text(l.region, 'USA'),
      fulfillmentRegion: text(l.fulfillmentRegion, 'USA'),
      locales: records(l.locales, ['code', 'name'] as const),
      currencyOptions: records(l.currencyOptions, ['currency', 'symbol'] as const),
      regions: records(l.regions, ['region', 'fulfillmentRegion'] as const),
    },
  };
}

let cached: LocalizationContext | null = null;

export function localizationContext(): LocalizationContext {
  if (cached) return cached;
  if (typeof document === 'undefined') return parseLocalizationContext(null);
  let data: unknown = null;
  try {
    data = JSON.parse(document.getElementById('store-context')?.textContent ?? '');
  } catch {
    data = null;
  }
  cached = parseLocalizationContext(data);
  return cached;
}
