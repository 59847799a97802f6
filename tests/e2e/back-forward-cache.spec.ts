import { expect, test as base, type Page } from '@playwright/test';
import { distinctListings, setCart, withQuantity } from './cart-helpers';
import { placeOrder } from './track-helpers';

/**
 * The browser's Back to a page it kept in its back-forward cache: the page comes back as it was left, a
 * button busy on its way out included, and must be usable again (pageshow with `persisted`).
 * Playwright starts Chromium with --disable-back-forward-cache; these tests take that switch away, and
 * each checks that the page really came back from the cache (a mark left in its window survives).
 */
const test = base.extend({
  launchOptions: [async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }), { scope: 'worker' }],
});

/** Leaves a mark in the page's window; only a page restored from the cache still has it after Back. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { bfcacheMark: true }));
const restoredFromCache = (page: Page) => page.evaluate(() => (window as { bfcacheMark?: boolean }).bfcacheMark === true);

test('cart → Checkout → Back: the button reads Checkout again and works', async ({ page, context }) => {
  const [pick] = distinctListings(1, (p) => p.stock >= 20);
  await setCart(context, [withQuantity(pick!, 1)]);
  await page.goto('/cart/');
  // By its place, not its name: a button stuck on its way out reads 'Checking out…'.
  const checkout = page.locator('[data-cart] .cart__checkout');
  await expect(checkout).toHaveText('Checkout');
  await expect(checkout).toBeEnabled();
  await mark(page);
  await checkout.click();
  await page.waitForURL('**/checkout/*');

  await page.goBack({ waitUntil: 'commit' }); // a page from the cache fires no load event
  await expect(page).toHaveURL(/\/cart\/$/);
  expect(await restoredFromCache(page)).toBe(true);
  await expect(checkout).toHaveText('Checkout');
  await expect(checkout).toBeEnabled();
  await expect(checkout).not.toHaveAttribute('aria-disabled', 'true');
  await checkout.click();
  await page.waitForURL('**/checkout/*');
});

test('track → order → Back: the Track order button works again', async ({ page, request }) => {
  const order = await placeOrder(request);
  await page.goto('/track/');
  await page.getByLabel('Order number').fill(order.orderNumber);
  await page.getByLabel('E-mail').fill(order.email);
  await mark(page);
  const submit = page.getByRole('button', { name: 'Track order' });
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/track/order/${order.lookupNumber}/$`));

  await page.goBack({ waitUntil: 'commit' }); // a page from the cache fires no load event
  await expect(page).toHaveURL(/\/track\/$/);
  expect(await restoredFromCache(page)).toBe(true);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/track/order/${order.lookupNumber}/$`));
});
