/**
 * Attribution on every page (checkout spec 3 and 9, browsing spec 7): the affiliate cookie from `aid`
 * (7 days), the short-video cookie for utm_source TTEC (2 hours), and the viewed_campaign call with
 * get_vars minus product, size and variation. Also: the Report this product link without JavaScript.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_SERVERS } from './stores';
import { snapshotOf } from './helpers';
import { distinctListings, setCart, withQuantity } from './cart-helpers';

const snapshot = snapshotOf('demo');
const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.checkoutFlow === 'default')!;
const product = listing.products[0]!;
const variation = product.variations[0]!;
const size = variation.sizes[0]!;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Seconds from now until a cookie expires. */
const lifetime = (expires: number | undefined) => (expires ?? 0) - Date.now() / 1000;

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('/?aid=abc-123 sets the affiliate cookie for 7 days', async ({ page, context }) => {
  await page.goto('/?aid=abc-123');
  await expect.poll(async () => (await cookie(context, 'aid'))?.value).toBe('abc-123');
  const aid = await cookie(context, 'aid');
  expect(lifetime(aid?.expires)).toBeGreaterThan(604_800 - 60);
  expect(lifetime(aid?.expires)).toBeLessThanOrEqual(604_800 + 1);
  expect(aid).toMatchObject({ path: '/', sameSite: 'Lax' });
});

test('an aid is stripped to letters, digits and hyphens; one with none of them sets nothing', async ({ page, context }) => {
  await page.goto(`/?aid=${encodeURIComponent('<>"\'')}`);
  await page.waitForLoadState('load');
  expect(await cookie(context, 'aid')).toBeUndefined();
  await page.goto(`/?aid=${encodeURIComponent('<x>')}`);
  await expect.poll(async () => (await cookie(context, 'aid'))?.value).toBe('x');
});

test('/?utm_source=TTEC sets the short-video attribution cookie for 2 hours; another source sets none', async ({ page, context }) => {
  await page.goto('/?utm_source=google');
  await page.waitForLoadState('load');
  expect(await cookie(context, 'traffic_source')).toBeUndefined();
  await page.goto('/?utm_source=TTEC');
  await expect.poll(async () => (await cookie(context, 'traffic_source'))?.value).toBe('TTEC');
  const life = lifetime((await cookie(context, 'traffic_source'))?.expires);
  expect(life).toBeGreaterThan(7_200 - 60);
  expect(life).toBeLessThanOrEqual(7_200 + 1);
});

test('a campaign visit posts viewed_campaign with get_vars minus product, size and variation', async ({ page }) => {
  const query = `utm_campaign=spring-drop&utm_source=TTEC&aid=p-7&product=${product.productId}&size=${size.id}&variation=${variation.variationId}`;
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/tracking/viewed_campaign') && r.method() === 'POST');
  await page.goto(`/listing/${listing.slug}/?${query}`, { referer: 'https://social.example/clip/42?share=1' });
  const request = await posted;
  expect(request.postDataJSON()).toEqual({
    campaign_id: 'spring-drop',
    referrer: 'https://social.example/clip/42', // its query left out
    get_vars: { utm_campaign: 'spring-drop', utm_source: 'TTEC', aid: 'p-7' },
  });
  expect((await request.response())?.status()).toBe(204);
});

test('a page without a campaign posts nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/tracking/')) posts.push(r.url());
  });
  await page.goto('/?aid=abc-123&product=1');
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
});

test('a preview build records no attribution', async ({ page, context }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/tracking/')) posts.push(r.url());
  });
  await page.goto(`${E2E_SERVERS.demoPreview.url}/?aid=abc-123&utm_source=TTEC&utm_campaign=x`);
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(await context.cookies(E2E_SERVERS.demoPreview.url)).toEqual([]);
  expect(posts).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing page has a Report this product link to the contact page', async ({ page }) => {
    await page.goto(`/listing/${listing.slug}/`);
    const link = page.getByRole('link', { name: 'Report this product' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/contact/?reason=report&listing=${encodeURIComponent(listing.slug)}`);
  });
});

test('the checkout is created with the affiliate and the short-video traffic source of the landing', async ({ page, context }) => {
  const [pick] = distinctListings(1, (p) => p.stock >= 5);
  await setCart(context, [withQuantity(pick!, 1)]);
  await page.goto('/?aid=abc-123&utm_source=TTEC');
  await expect.poll(async () => (await cookie(context, 'traffic_source'))?.value).toBe('TTEC');
  await page.goto('/cart/');
  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout');
  await page.getByRole('button', { name: 'Checkout' }).click();
  expect((await created).postDataJSON()).toMatchObject({ affiliate: 'abc-123', trafficSource: 'TTEC' });
  await page.waitForURL(/\/checkout\//);
});
