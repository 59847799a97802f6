import { cookieString, cookieValue } from './cookies';

/**
 * Attribution (checkout spec 3 and 9, browsing spec 7): the affiliate cookie from query `aid`, the
 * short-video source cookie (utm_source TTEC) and the viewed-campaign call. Pure (cookies through ./cookies.ts):
 * src/scripts/attribution.ts runs it on every page (home budget 30 KB gz), the checkout island reads
 * the cookies with `attribution()` for the create call (decisions 4), and the API's route shares the
 * get_vars rules.
 */
export const AFFILIATE_COOKIE = 'aid';
export const AFFILIATE_MAX_AGE_SECONDS = 604_800;
export const TRAFFIC_SOURCE_COOKIE = 'traffic_source';
export const SHORT_VIDEO_SOURCE = 'TTEC';
export const TRAFFIC_SOURCE_MAX_AGE_SECONDS = 7_200;
/** The checkout schema's limit for `affiliate`. */
export const AFFILIATE_MAX_LENGTH = 100;

export const VIEWED_CAMPAIGN_PATH = '/api/tracking/viewed_campaign';
/** Query parameters that name a campaign, the first present wins (docs/decisions.md). */
export const CAMPAIGN_PARAMS = ['campaign_id', 'utm_campaign'] as const;
/** The listing's own choice parameters are not campaign data (browsing spec 7). */
export const NOT_CAMPAIGN_VARS = ['product', 'size', 'variation'] as const;
/** Personal data never goes to analytics (decisions 23): the thank-you page's `name`, and the like. */
export const PERSONAL_VARS = ['name', 'email', 'phone'] as const;
export const LIMITS = { campaignId: 200, referrer: 2000, varKey: 64, varValue: 500, vars: 30 } as const;

export interface ViewedCampaign {
  campaign_id: string;
  referrer: string;
  get_vars?: Record<string, string>;
}

/** The affiliate id: the value of `aid` stripped to letters, digits and hyphens; null when nothing is left. */
export function cleanAffiliate(raw: string | null | undefined): string | null {
  const clean = (raw ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, AFFILIATE_MAX_LENGTH);
  return clean || null;
}

/** The Set-Cookie strings (for document.cookie) a landing address asks for. */
export function attributionCookies(search: string, secure: boolean): string[] {
  const query = new URLSearchParams(search);
  const cookies: string[] = [];
  const affiliate = cleanAffiliate(query.get('aid'));
  if (affiliate) cookies.push(cookieString(AFFILIATE_COOKIE, affiliate, { maxAge: AFFILIATE_MAX_AGE_SECONDS, secure }));
  if (query.get('utm_source') === SHORT_VIDEO_SOURCE) {
    cookies.push(cookieString(TRAFFIC_SOURCE_COOKIE, SHORT_VIDEO_SOURCE, { maxAge: TRAFFIC_SOURCE_MAX_AGE_SECONDS, secure }));
  }
  return cookies;
}

// Control characters never belong in an id or a stored value.
const printable = (value: string, max: number) => value.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, max);

/** Query parameters kept as get_vars: all but product, size, variation and personal ones, bounded. */
export function campaignVars(query: URLSearchParams | Iterable<[string, string]>): Record<string, string> {
  const skip = new Set<string>([...NOT_CAMPAIGN_VARS, ...PERSONAL_VARS]);
  const vars: Record<string, string> = {};
  let count = 0;
  for (const [rawKey, value] of query) {
    const key = printable(rawKey, LIMITS.varKey);
    if (!key || key === '__proto__' || skip.has(key.toLowerCase()) || Object.prototype.hasOwnProperty.call(vars, key)) continue;
    if (++count > LIMITS.vars) break;
    vars[key] = printable(value, LIMITS.varValue);
  }
  return vars;
}

/** A referrer without its query and fragment: where the shopper came from, not what they typed there. */
export function cleanReferrer(referrer: string): string {
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? `${url.origin}${url.pathname}`.slice(0, LIMITS.referrer) : '';
  } catch {
    return '';
  }
}

/** The viewed_campaign body for a landing address, or null when it names no campaign. */
export function campaignView(search: string, referrer: string): ViewedCampaign | null {
  const query = new URLSearchParams(search);
  const named = CAMPAIGN_PARAMS.map((p) => printable(query.get(p) ?? '', LIMITS.campaignId)).find(Boolean);
  if (!named) return null;
  const vars = campaignVars(query);
  return { campaign_id: named, referrer: cleanReferrer(referrer), ...(Object.keys(vars).length ? { get_vars: vars } : {}) };
}

export interface Attribution {
  affiliate?: string;
  trafficSource?: string;
}

/**
 * What the checkout create call carries (decisions 4): `affiliate` from the aid cookie and
 * `trafficSource` from the short-video cookie, each only when set. Spread it into the body.
 */
export function attribution(cookies: string): Attribution {
  const affiliate = cleanAffiliate(cookieValue(cookies, AFFILIATE_COOKIE));
  const trafficSource = cookieValue(cookies, TRAFFIC_SOURCE_COOKIE) === SHORT_VIDEO_SOURCE ? SHORT_VIDEO_SOURCE : null;
  return { ...(affiliate ? { affiliate } : {}), ...(trafficSource ? { trafficSource } : {}) };
}
