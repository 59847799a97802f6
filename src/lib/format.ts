import { formatMoney, type Cents } from './money';

/**
 * Locale-aware formatting for the shopper's choice (issue 7). The shop's locale codes are BCP 47
 * already, except that plain `en` means American English for numbers and dates.
 */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}

/** Prices of one thing per currency, in cents (`{ USD: 2499, EUR: 2399 }`), as the catalog carries them. */
export type PricesByCurrency = Partial<Record<string, Cents>>;

/**
 * The price to show in `currency`, or in the first of `fallbacks` that has one (the store's own
 * currency first): a product the platform did not price in the chosen currency still shows a price.
 */
export function priceIn(prices: PricesByCurrency, currency: string, fallbacks: readonly string[] = []): { cents: Cents; currency: string } | null {
  for (const code of [currency, ...fallbacks]) {
    const cents = prices[code];
    if (typeof cents === 'number' && Number.isFinite(cents)) return { cents, currency: code };
  }
  return null;
}

/** Cents as the shopper reads them: "$24.99" (en), "23,99 €" (de, EUR), "£21.99" (en-GB, GBP). */
export function formatPrice(cents: Cents, currency: string, locale: string): string {
  return formatMoney(cents, currency, intlLocale(locale));
}

/** Reads a `data-prices` attribute (JSON of cents per currency); anything malformed is no prices. */
export function parsePrices(json: string | null | undefined): PricesByCurrency {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, cents]) => typeof cents === 'number' && Number.isInteger(cents)));
  } catch {
    return {};
  }
}
