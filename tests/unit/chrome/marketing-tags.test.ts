import { describe, expect, it } from 'vitest';
import { hasMarketingTags, marketingTags, storeMarketingTags, TAG_CSP_ORIGINS, tagScriptUrls } from '../../../src/lib/marketing-tags';
import { contentSecurityPolicy, routingFiles } from '../../../scripts/lib/routing-files';

describe('marketing tags', () => {
  it('loads nothing for a store without ids (the demo)', () => {
    const tags = marketingTags({});
    expect(tags).toEqual({ googleTagManager: null, googleAnalytics: null });
    expect(hasMarketingTags(tags)).toBe(false);
    expect(tagScriptUrls(tags)).toEqual([]);
  });

  it('loads GTM and GA4 for well-formed ids', () => {
    const tags = marketingTags({ googleTagManager: 'GTM-CELLAR1', googleAnalyticsPixel: 'g-7qx2lm4k9p' });
    expect(tags).toEqual({ googleTagManager: 'GTM-CELLAR1', googleAnalytics: 'G-7QX2LM4K9P' });
    expect(tagScriptUrls(tags)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-CELLAR1', 'https://www.googletagmanager.com/gtag/js?id=G-7QX2LM4K9P']);
  });

  it('prefers the settings file GA id over the platform pixel', () => {
    expect(marketingTags({ googleAnalytics: 'G-SETTINGS1', googleAnalyticsPixel: 'G-PLATFORM1' }).googleAnalytics).toBe('G-SETTINGS1');
  });

  it('refuses ids that are not ids', () => {
    for (const id of ['GTM-X"><script>alert(1)</script>', 'GTM-', 'gtm', 'G-AB CD', 'https://evil.example/x.js', 'G-1234&id=x']) {
      expect(hasMarketingTags(marketingTags({ googleTagManager: id, googleAnalytics: id }))).toBe(false);
    }
  });

  it('loads nothing in a preview build', () => {
    expect(hasMarketingTags(marketingTags({ googleTagManager: 'GTM-CELLAR1' }, { preview: true }))).toBe(false);
  });
});

describe('Content-Security-Policy for the tags', () => {
  const snapshot = { slug: 'x', preview: false, settings: { gated: false } } as Parameters<typeof routingFiles>[0];

  it('allows the tag host only when the store loads tags', () => {
    expect(routingFiles(snapshot, { hashes: [] }).headers).not.toContain('googletagmanager');
    const csp = contentSecurityPolicy({ scriptHashes: [], tagOrigins: TAG_CSP_ORIGINS });
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});

describe('tags of a store snapshot', () => {
  it('merges the settings ids and the platform GA pixel, and none in preview', () => {
    const snapshot = { preview: false, settings: { marketing: { googleTagManager: 'GTM-CELLAR1' } }, store: { marketingPixels: { googleAnalytics: 'G-7QX2LM4K9P' } } };
    expect(storeMarketingTags(snapshot)).toEqual({ googleTagManager: 'GTM-CELLAR1', googleAnalytics: 'G-7QX2LM4K9P' });
    expect(hasMarketingTags(storeMarketingTags({ ...snapshot, preview: true }))).toBe(false);
    expect(hasMarketingTags(storeMarketingTags({ preview: false }))).toBe(false);
  });
});
