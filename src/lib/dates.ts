import { intlLocale } from './format';

/**
 * Dates in the shopper's locale (issue 7). Arrival estimates are calendar dates (`2026-11-27`, from
 * the delivery quotes), so they are formatted in UTC: the day never moves with the shopper's time zone.
 */
function day(iso: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'UTC', ...options });
}

/** "Nov 27 – Dec 2" (en), "27. Nov. – 2. Dez." (de), "27 Nov – 2 Dec" (en-GB); one date when equal. */
export function formatArrival(early: string, late: string, locale: string): string {
  const from = day(early);
  const to = day(late);
  if (!from || !to) return '';
  const format = formatter(locale, { month: 'short', day: 'numeric' });
  if (from.getTime() >= to.getTime()) return format.format(from);
  return format.formatRange(from, to);
}

/** A full date, "November 27, 2026" (en) or "27. November 2026" (de), e.g. an order's date. */
export function formatDate(iso: string, locale: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const date = day(iso);
  return date ? formatter(locale, { dateStyle: style }).format(date) : '';
}
