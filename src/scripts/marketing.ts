import { analyticsPage } from '../lib/analytics-location';

/**
 * Loads the store's marketing tags (Marketing.astro carries the checked ids) after the page is
 * interactive: after the load event, when the browser is idle. GTM reads window.dataLayer, where
 * src/islands/shared/analytics.ts pushes the GA4 ecommerce events; gtag.js (GA4 alone) records page views.
 * Neither learns the address as it is: page_location, page_path and page_referrer are the route
 * pattern without ids or query secrets (src/lib/analytics-location.ts), set before either loads.
 */
type Gtag = (...args: unknown[]) => void;

function whenIdle(run: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 3_000 }) : window.setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function startMarketing(): void {
  const tags = document.querySelector<HTMLElement>('[data-marketing-tags]');
  if (!tags) return;
  const { gtm, ga } = tags.dataset;
  let scripts: string[] = [];
  try {
    scripts = (JSON.parse(tags.dataset.scripts ?? '[]') as unknown[]).filter((s): s is string => typeof s === 'string' && s.startsWith('https://www.googletagmanager.com/'));
  } catch {
    scripts = [];
  }
  if (scripts.length === 0) return;
  whenIdle(() => {
    const dataLayer = (window.dataLayer ??= []);
    const page = analyticsPage(window.location, document.referrer);
    // For GTM: the data layer's page fields, which the container's tags must use instead of {{Page URL}}.
    // First in the layer, not after what the page pushed while it waited for the idle time: GTM reads
    // the queued events in order when it loads, and an event before the page fields (a purchase whose
    // order arrived first) went out with the address bar's lookup number and checkout id.
    dataLayer.unshift({ ...page });
    if (gtm) dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    if (ga) {
      // gtag.js reads its commands as `arguments` objects from the data layer.
      const gtag: Gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      (window as unknown as { gtag: Gtag }).gtag = gtag;
      gtag('js', new Date());
      gtag('set', page);
      gtag('config', ga, page);
    }
    scripts.forEach(addScript);
  });
}
