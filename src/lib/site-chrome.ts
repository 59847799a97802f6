import type { StoreSnapshot } from '../catalog/snapshot';
import { parseStoreContext } from '../contract/store-context';
import { storeMarketingTags } from './marketing-tags';
import { oncePer } from './once-per';
import { safeImageSrc, sanitizeInlineHtml } from './sanitize';
import { scriptJson } from './seo';
import { storeContextOf } from './store-context';
import { bundledFontsUsed, fontFaceCss, fontFile, themeCss } from './theme-css';

/**
 * What Base.astro puts on every page of a store and that depends on the snapshot alone: theme CSS,
 * the islands' store context, marketing tags. Computed once per snapshot rather than once per page
 * (a 10,000-listing store renders over 13,000 pages).
 */
export const siteChrome = oncePer(chromeOf);

function chromeOf(snapshot: StoreSnapshot) {
  const { theme } = snapshot;
  const fonts = bundledFontsUsed(theme);
  // Checked here, once per build, rather than in every island (src/contract/store-context.ts).
  const storeContext = parseStoreContext(storeContextOf(snapshot));
  if (!storeContext) throw new Error(`[${snapshot.slug}] the store context does not have its shape (src/contract/store-context.ts)`);
  return {
    heroImage: safeImageSrc(theme.content.heroBanner.containerBg),
    favicon: safeImageSrc(theme.content.favicon),
    css: `${fontFaceCss(fonts)}\n${themeCss(theme)}`,
    // Every font in use (two at most), fetched early: `font-display: optional` uses only a font there
    // by the first layout. The heading font first (bundledFontsUsed's order): the hero title's.
    preloadFonts: [...fonts].map(fontFile),
    notification: notificationOf(snapshot.settings.flags.globalNotification, theme.resolved.notification),
    // Islands read the store they run in from this data block (src/lib/store-context.ts).
    storeContext,
    context: scriptJson(storeContext),
    // Third-party tags only for a store that configures them, never in a preview build (src/lib/marketing-tags.ts).
    tags: storeMarketingTags(snapshot),
  };
}

/**
 * The notification bar's HTML (browsing spec 1 and 3): the global notification when the flag supplies
 * a message, else the theme's notification, which is the default theme's text when the theme has none.
 * A flag of true or false supplies no message (docs/decisions.md, "The notification bar").
 */
export function notificationOf(flag: boolean | string, themeNotification: string): string {
  const message = typeof flag === 'string' && flag.trim() !== '' ? flag : themeNotification;
  return sanitizeInlineHtml(message);
}
