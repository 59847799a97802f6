const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2026-11-27") as "Nov 27" or "November 27" in a locale, in UTC: the same text as
 * `toLocaleDateString(locale, { month, day: 'numeric', timeZone: 'UTC' })`, with one formatter kept per
 * locale and month style. Building a formatter costs far more than using one: the checkout's answers
 * format every delivery option's dates, and that was the largest single cost of a submit in the
 * worker's CPU profile (docs/decisions.md, "Checkout submit: D1 round trips").
 */
export function formatDay(iso: string, locale: string, month: 'short' | 'long'): string {
  const key = `${locale}|${month}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${iso}T00:00:00Z`));
}
