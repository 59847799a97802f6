/**
 * Money is integer cents (the smallest unit) everywhere; the platform sends prices as decimal
 * strings in currency units ("23.99"). Conversion is done on the digits, never through floats,
 * so "0.1" is exactly 10 and "23.99" exactly 2399.
 */
export type Cents = number;

const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

/** Parses a price in currency units into cents, or returns null when it is not a plain price. */
export function parseCents(value: string | number): Cents | null {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  if (text === null) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null; // sub-cent prices are a platform error, not something to round
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Like parseCents but throws; for values already validated by a schema. */
export function toCents(value: string | number): Cents {
  const cents = parseCents(value);
  if (cents === null) throw new RangeError(`Not a price: ${String(value)}`);
  return cents;
}

function numberToPlainString(value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return null;
  // Numbers like 23.99 print as "23.99"; toString never uses exponent notation below 1e21.
  return value.toString();
}

/** Cents as a two-decimal string in currency units ("23.99"), as the spec's totals are shown. */
export function centsToUnits(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Formats cents for a shopper with Intl, in the shopper's locale and the price's currency. */
export function formatMoney(cents: Cents, currency: string, locale = 'en'): string {
  if ((locale === 'en' || locale === 'en-US') && currency === 'USD' && Number.isSafeInteger(cents) && !Object.is(cents, -0)) return dollarsInEnglish(cents);
  return moneyFormat(locale, currency).format(cents / 100);
}

/**
 * A store's default, US dollars in English, written as Intl writes it ("-$1,234.56"; a property test
 * holds the two equal). The cart and checkout format prices on load, and a page's first
 * Intl.NumberFormat costs 15-45 ms on this machine (ICU's number data), four times that on a slow phone.
 */
function dollarsInEnglish(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

// Building an Intl.NumberFormat costs far more than using one; a store build formats prices tens of
// thousands of times in a handful of locale and currency pairs.
const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}
