import { CURRENCIES, LOCALES, REGIONS, SPEC_FULFILMENT, type Currency, type Locale, type Region } from './spec-lists';

/**
 * The shopper's preferences (browsing spec 3 and 4) as pure rules: which values are accepted, how the
 * cookie `loc_{slug}` holds them, and how the query parameters `locale`, `currency` and `region`
 * override them on arrival. The store (src/state/localization.ts) and the page scripts use these.
 */
export interface Preferences {
  locale: Locale;
  currency: Currency;
  region: Region;
  fulfillmentRegion: string;
}

/** What the store offers: its default choice, the currencies its catalog is priced in, its regions. */
export interface PreferenceOptions {
  defaults: { locale: string; currency: string; region: string; fulfillmentRegion: string };
  /** Currencies the catalog is priced in, the store's own first. */
  currencies: readonly string[];
  /** Region to fulfilment region, from the store's localization data. */
  regions: readonly { region: string; fulfillmentRegion: string }[];
}

/**
 * One of `list`, matched case-insensitively (`en-gb`, `pt_BR`, `eur`), as the list spells it; anything
 * else is refused. Hand-written rather than zod: this runs in the page localizer on every page of a
 * shopper with a choice, and zod would triple its weight (docs/decisions.md, "Localization").
 */
function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const wanted = value.trim().toLowerCase().replace('_', '-');
  return list.find((item) => item.toLowerCase() === wanted);
}

/** Only a currency the catalog is priced in is accepted: any other would show no prices. */
const soldCurrencies = (options: PreferenceOptions) => CURRENCIES.filter((c) => options.currencies.includes(c));

export function fulfillmentRegionOf(region: Region, options: PreferenceOptions): string {
  return options.regions.find((r) => r.region === region)?.fulfillmentRegion ?? SPEC_FULFILMENT[region];
}

/** The store's default choice, each part replaced by the spec's default when the store's is not accepted. */
export function defaultPreferences(options: PreferenceOptions): Preferences {
  const d = options.defaults;
  const region = oneOf(REGIONS, d.region) ?? 'USA';
  return {
    locale: oneOf(LOCALES, d.locale) ?? 'en',
    currency: oneOf(soldCurrencies(options), d.currency) ?? soldCurrencies(options)[0] ?? 'USD',
    region,
    fulfillmentRegion: fulfillmentRegionOf(region, options),
  };
}

export interface PreferenceChanges {
  locale?: string | null | undefined;
  currency?: string | null | undefined;
  region?: string | null | undefined;
}

/** Applies the accepted parts of a change (unknown values are ignored one by one). */
export function applyChanges(base: Preferences, changes: PreferenceChanges, options: PreferenceOptions): Preferences {
  const next = { ...base };
  next.locale = oneOf(LOCALES, changes.locale) ?? next.locale;
  next.currency = oneOf(soldCurrencies(options), changes.currency) ?? next.currency;
  next.region = oneOf(REGIONS, changes.region) ?? next.region;
  next.fulfillmentRegion = fulfillmentRegionOf(next.region, options);
  return next;
}

export const QUERY_KEYS = ['locale', 'currency', 'region'] as const;

/** The override asked for by the page address (`?currency=GBP&region=EU&locale=en-GB`), if any. */
export function queryChanges(search: string): PreferenceChanges | null {
  const params = new URLSearchParams(search);
  if (!QUERY_KEYS.some((key) => params.has(key))) return null;
  return { locale: params.get('locale'), currency: params.get('currency'), region: params.get('region') };
}

export function cookieName(slug: string): string {
  return `loc_${slug.toLowerCase()}`;
}

/** Cookie value: `1|{locale}|{currency}|{region}`, URI-encoded (the region may hold spaces). */
export function encodePreferences(p: Preferences): string {
  return encodeURIComponent(['1', p.locale, p.currency, p.region].join('|'));
}

/** The stored choice as changes to apply (so a value the store no longer offers falls back alone). */
export function decodePreferences(value: string | null | undefined): PreferenceChanges | null {
  if (!value) return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [version, locale, currency, region] = text.split('|');
  if (version !== '1') return null;
  return { locale, currency, region };
}

/** Defaults, then the stored cookie, then the address's query parameters (browsing spec 7). */
export function resolvePreferences(options: PreferenceOptions, cookieValue: string | null, search: string): { preferences: Preferences; fromQuery: boolean } {
  const stored = applyChanges(defaultPreferences(options), decodePreferences(cookieValue) ?? {}, options);
  const query = queryChanges(search);
  return { preferences: query ? applyChanges(stored, query, options) : stored, fromQuery: query !== null };
}
