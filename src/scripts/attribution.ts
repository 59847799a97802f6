/**
 * Runs on every page (Base.astro): sets the affiliate and short-video cookies from the landing address
 * and, once the page is idle, posts a campaign landing to our API (src/lib/attribution.ts has the rules).
 * Nothing here waits on React or zod; a preview build records nothing, so a seller's checks do not count.
 */
import { attributionCookies, campaignView, VIEWED_CAMPAIGN_PATH } from '../lib/attribution';
import { storeContext } from '../islands/shared/store-context';
import { afterInteractive } from './attribution-after-interactive';

/** A reload or a second tab on the same landing is one view. */
function firstTimeThisSession(key: string): boolean {
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    // storage refused (private mode): count the view anyway
  }
  return true;
}

if (location.search && !storeContext().preview) {
  for (const cookie of attributionCookies(location.search, location.protocol === 'https:')) document.cookie = cookie;
  const view = campaignView(location.search, document.referrer);
  if (view && firstTimeThisSession(`viewed_campaign:${location.pathname}${location.search}`)) {
    afterInteractive(() => {
      void fetch(VIEWED_CAMPAIGN_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(view),
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => {});
    });
  }
}
