/**
 * The page's address as analytics may see it (issue 17, decisions 23): route patterns instead of ids,
 * and of the query only campaign parameters. A checkout id, a cart id or an order's lookup number in an
 * analytics report would hand it to everyone who reads the report; names and e-mails never go at all.
 * gtag gets these as page_location, page_path and page_referrer (src/scripts/marketing.ts), which
 * replace what it would read from the address bar; docs/security.md, "Analytics".
 */

/** Paths whose last part is an id or a secret, and the pattern that stands for them. */
const PATTERNS: [RegExp, string][] = [
  [/^\/checkout\/(?!express\/?$)[^/]+\/?$/, '/checkout/'],
  [/^\/checkout-complete\/[^/]+\/?$/, '/checkout-complete/'],
  [/^\/track\/order\/[^/]+\/?$/, '/track/order/'],
];

/** Query parameters analytics needs for campaigns; everything else (ids, names, search terms) is dropped. */
const CAMPAIGN_PARAMS = new Set(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'ttclid', 'msclkid']);

export function analyticsPath(pathname: string): string {
  for (const [pattern, replacement] of PATTERNS) if (pattern.test(pathname)) return replacement;
  return pathname;
}

/** The address with its path as a pattern and only campaign parameters in its query; no fragment. */
export function analyticsUrl(href: string): string {
  const url = new URL(href);
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (CAMPAIGN_PARAMS.has(key.toLowerCase())) query.append(key, value);
  const search = query.toString();
  return `${url.origin}${analyticsPath(url.pathname)}${search ? `?${search}` : ''}`;
}

/** Where the shopper came from: our own pages as patterns, another site by its origin only. */
export function analyticsReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.origin === origin ? analyticsUrl(referrer) : `${url.origin}/`;
  } catch {
    return '';
  }
}

export interface AnalyticsPage {
  page_location: string;
  page_path: string;
  page_referrer: string;
}

export function analyticsPage(location: { href: string; origin: string }, referrer: string): AnalyticsPage {
  const page_location = analyticsUrl(location.href);
  return { page_location, page_path: new URL(page_location).pathname, page_referrer: analyticsReferrer(referrer, location.origin) };
}
