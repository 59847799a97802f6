/**
 * Marketing tags (browsing spec 7, decisions 1): no third-party script is loaded unless the store
 * configures its ids (settings.marketing, or the platform's marketingPixels), and never in a preview
 * build (an owner's previews are not shoppers). The ids are store data, so each must look like the id
 * it claims to be before it goes into a script address. Google Tag Manager and Google Analytics 4
 * (gtag.js) are loaded; other pixels (Facebook, TikTok) and the chat widget are meant to come through
 * the tag manager. The build adds the origins below to the Content-Security-Policy only when a tag is on.
 */
export interface MarketingTags {
  googleTagManager: string | null;
  googleAnalytics: string | null;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const GA_ID = /^(?:G-[A-Z0-9]{4,16}|UA-\d{4,12}-\d{1,4})$/;

const pick = (value: string | undefined, pattern: RegExp): string | null => {
  const id = value?.trim().toUpperCase() ?? '';
  return pattern.test(id) ? id : null;
};

/** The tags to load for a store's marketing ids (StoreContext.marketing), or nulls. */
export function marketingTags(marketing: Readonly<Record<string, string>>, options: { preview?: boolean } = {}): MarketingTags {
  if (options.preview) return { googleTagManager: null, googleAnalytics: null };
  return {
    googleTagManager: pick(marketing.googleTagManager, GTM_ID),
    googleAnalytics: pick(marketing.googleAnalytics, GA_ID) ?? pick(marketing.googleAnalyticsPixel, GA_ID),
  };
}

/** The tags of a store snapshot: its settings' ids, then the platform's GA pixel (as storeContextOf merges them). */
export function storeMarketingTags(snapshot: {
  preview: boolean;
  settings?: { marketing?: Partial<Record<string, string | undefined>> };
  store?: { marketingPixels?: { googleAnalytics?: string | undefined } };
}): MarketingTags {
  const marketing: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...snapshot.settings?.marketing, googleAnalyticsPixel: snapshot.store?.marketingPixels?.googleAnalytics })) {
    if (typeof value === 'string' && value) marketing[key] = value;
  }
  return marketingTags(marketing, { preview: snapshot.preview });
}

export const hasMarketingTags = (tags: MarketingTags): boolean => tags.googleTagManager !== null || tags.googleAnalytics !== null;

export const TAG_HOST = 'https://www.googletagmanager.com';

/** The script addresses for the tags (in load order). */
export function tagScriptUrls(tags: MarketingTags): string[] {
  const urls: string[] = [];
  if (tags.googleTagManager) urls.push(`${TAG_HOST}/gtm.js?id=${encodeURIComponent(tags.googleTagManager)}`);
  if (tags.googleAnalytics) urls.push(`${TAG_HOST}/gtag/js?id=${encodeURIComponent(tags.googleAnalytics)}`);
  return urls;
}

/** What the Content-Security-Policy must allow for the tags: scripts from the tag host, beacons to Analytics. */
export const TAG_CSP_ORIGINS = {
  script: [TAG_HOST],
  connect: [TAG_HOST, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;
