import { expect, test } from '@playwright/test';
import { distinctListings, setCart, withQuantity, type CartPick } from './cart-helpers';

// Issue 19, point 8: on a phone the header is one row, whatever the cart holds, and nothing is wider
// than the screen.
const [tee] = distinctListings(1, (p) => p.stock >= 120) as [CartPick];

for (const width of [320, 390, 414]) {
  test(`at ${width} px the header is one row with 12 items in the cart, and the page does not scroll sideways`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 800 });
    await setCart(context, [withQuantity(tee, 12)]);
    await page.goto('/');
    const pill = page.getByRole('link', { name: 'Cart, 12 items' });
    await expect(pill).toBeVisible();
    const header = await page.locator('[data-site-header]').boundingBox();
    const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox();
    const cart = await pill.boundingBox();
    expect(header!.height).toBeLessThanOrEqual(72);
    // Menu, logo and cart share one row.
    expect(Math.abs(cart!.y + cart!.height / 2 - (menu!.y + menu!.height / 2))).toBeLessThan(4);
    expect(cart!.x + cart!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('at 390 px no page type scrolls sideways', async ({ page, context }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await setCart(context, [withQuantity(tee, 2)]);
  const created = await page.request.post('/api/checkout', { data: { lineItems: [{ sku: tee.sku, quantity: 1 }], storeSlug: 'demo' } });
  const checkoutId = ((await created.json()) as { data: { id: string } }).data.id;
  const paths = ['/', `/listing/${tee.listing.slug}/`, '/cart/', `/checkout/${checkoutId}`, '/search/?searchterm=moth', '/track/', '/track/recover/', '/support/', '/contact/', '/about/', '/terms-of-use/'];
  for (const path of [...new Set(paths)]) {
    await page.goto(path, { waitUntil: 'load' });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(wide, `${path} is ${wide} px wide`).toBeLessThanOrEqual(390);
  }
});
