import { expect, test, type Page, type Request } from '@playwright/test';
import { cartCookieName, encodeCart } from '../../src/lib/cart-cookie';
import { fillCard, fillCustomer, SHOPPER, waitForDelivery } from '../e2e/checkout-helpers';
import { snapshotOf } from '../e2e/helpers';
import { E2E_SERVERS } from '../e2e/stores';

// Attack: analytics saw the checkout id and the order's lookup number (page_location /checkout/{id},
// /thankyou?orderLookupNumber=...): anyone reading the store's reports could open the checkout or the
// order. Control: page_location, page_path and page_referrer are route patterns without ids or query
// secrets, and no event carries personal data (src/lib/analytics-location.ts). The cellar-door fixture
// store loads Google Tag Manager and GA4 (gtag.js); both are stand-ins here (the tests are offline)
// that send what the real ones send: page_location from the page fields when set, else the address bar.
const store = E2E_SERVERS.cellarDoor;
test.use({ baseURL: store.url });

const GTAG_STANDIN = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []), page = {};
  function send(p) { navigator.sendBeacon('https://www.google-analytics.com/g/collect?' + new URLSearchParams(p)); }
  function handle(e) {
    if (!e || typeof e !== 'object' || typeof e.length !== 'number') return;
    if (e[0] === 'set' && e[1] && typeof e[1] === 'object') Object.assign(page, e[1]);
    if (e[0] === 'config') {
      var o = Object.assign({}, page, e[2] || {});
      send({ v: '2', tid: e[1], en: 'page_view', dl: o.page_location || location.href, dp: o.page_path || location.pathname, dr: o.page_referrer !== undefined ? o.page_referrer : document.referrer, dt: document.title });
    }
  }
  dl.forEach(handle);
  var push = dl.push.bind(dl);
  dl.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(null, arguments); };
})();`;

// A container whose GA4 event tag forwards every data layer event, with the data layer's page fields.
const GTM_STANDIN = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []), page = {};
  function handle(e) {
    if (!e || typeof e !== 'object' || typeof e.length === 'number') return;
    if (e.page_location) page = e;
    if (e.event && e.event.indexOf('gtm.') !== 0) navigator.sendBeacon('https://www.google-analytics.com/g/collect?' + new URLSearchParams({ v: '2', en: e.event, dl: page.page_location || location.href, dr: page.page_referrer || document.referrer, ep: JSON.stringify(e) }));
  }
  dl.forEach(handle);
  var push = dl.push.bind(dl);
  dl.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(null, arguments); };
})();`;

/** A buyable size of the fixture store, as a cart line. */
function cartLine() {
  for (const listing of snapshotOf('cellar-door').listings.filter((l) => l.visibility === 'public' && l.checkoutFlow === 'default'))
    for (const product of listing.products.filter((p) => p.deliveryType === 'physical'))
      for (const variation of product.variations)
        for (const size of variation.sizes)
          if (size.available && size.stock > 5 && size.prices.USD) return { slug: listing.slug, productId: product.productId, itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: size.id, quantity: 1 };
  throw new Error('no buyable size in cellar-door');
}

interface Sent {
  url: string;
  text: string;
}

function recordThirdParty(page: Page): Sent[] {
  const sent: Sent[] = [];
  const origin = new URL(store.url).origin;
  page.on('request', (request: Request) => {
    if (request.url().startsWith(origin) || /^(?:data|blob):/.test(request.url())) return;
    const headers = JSON.stringify(request.headers());
    sent.push({ url: request.url(), text: `${decodeURIComponent(request.url())}\n${headers}\n${request.postData() ?? ''}` });
  });
  return sent;
}

const dataLayerText = (page: Page) => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
const pageLocations = (sent: Sent[]) => sent.filter((s) => s.url.includes('google-analytics.com')).map((s) => new URL(s.url).searchParams.get('dl'));

// The tags load when the browser is idle after the load event; on a busy phone the thank-you page's order
// (and its purchase event) can arrive first. Both orders are walked.
for (const tagsLate of [false, true]) {
  test(`no checkout id, order lookup number or personal data reaches analytics, from cart to thank-you${tagsLate ? ', with the tags loading after the purchase' : ''}`, async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('isVerified', 'true'));
    if (tagsLate) {
      await page.addInitScript(() => {
        if (!location.pathname.startsWith('/thankyou')) return;
        const later = (run: () => void) => {
          const wait = setInterval(() => {
            if (!(window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'purchase')) return;
            clearInterval(wait);
            run();
          }, 20);
        };
        window.requestIdleCallback = ((run: IdleRequestCallback) => (later(() => run({ didTimeout: false, timeRemaining: () => 50 })), 0)) as typeof window.requestIdleCallback;
      });
    }
    await page.route('https://www.googletagmanager.com/gtag/js**', (route) => route.fulfill({ contentType: 'application/javascript', body: GTAG_STANDIN }));
    await page.route('https://www.googletagmanager.com/gtm.js**', (route) => route.fulfill({ contentType: 'application/javascript', body: GTM_STANDIN }));
    await page.route('https://*.google-analytics.com/**', (route) => route.fulfill({ status: 204 }));
    const sent = recordThirdParty(page);
    await context.addCookies([{ name: cartCookieName('cellar-door'), value: encodeCart({ region: 'USA', lines: [cartLine()] }), url: store.url }]);

    await page.goto('/cart/');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}/);
    const checkoutId = /\/checkout\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await fillCustomer(page);
    await waitForDelivery(page);
    await expect.poll(() => pageLocations(sent)).toContain(`${store.url}/checkout/`);
    const checkoutLayer = await dataLayerText(page);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/thankyou\/?\?/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'purchase'))).toBe(true);
    await expect.poll(() => pageLocations(sent)).toContain(`${store.url}/thankyou/`);
    await expect.poll(() => sent.some((s) => s.url.includes('en=purchase'))).toBe(true);
    const lookupNumber = /[?&]orderLookupNumber=([0-9a-f]{32})/.exec(page.url())?.[1] ?? '';
    expect(lookupNumber, 'the thank-you address carries the lookup number for the shopper').not.toBe('');

    const secrets = [checkoutId, lookupNumber, SHOPPER.email, SHOPPER.email.replace('@', '%40'), SHOPPER.firstName, SHOPPER.lastName, SHOPPER.address1, SHOPPER.zip, SHOPPER.city, '5552671', '555-2671'];
    const everything = [checkoutLayer, await dataLayerText(page), ...sent.map((s) => s.text)].join('\n');
    for (const secret of secrets) expect(everything, `"${secret}" went to analytics`).not.toContain(secret);
    // Where the shopper came from is a pattern too (the thank-you page's referrer is the checkout).
    const referrers = sent.filter((s) => s.url.includes('google-analytics.com')).map((s) => new URL(s.url).searchParams.get('dr') ?? '');
    expect(referrers.filter((r) => r.includes('/checkout/') && r !== `${store.url}/checkout/`)).toEqual([]);
  });
}
