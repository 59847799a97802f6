import { expect, test, type Page } from '@playwright/test';
import { collectErrors, distinctListings, setCart, withQuantity, type CartPick } from './cart-helpers';

// The cart's live prices (decisions, Cart "Live prices"): the lines come priced from the CDN's catalog
// files, the live check (POST /api/v1/cart/validate) answers the price the checkout will charge.
const [tee, mug] = distinctListings(2, (p) => p.stock >= 120) as [CartPick, CartPick];
const usd = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
const lines = (page: Page) => page.getByRole('list', { name: 'Items in your cart' });
const lineOf = (page: Page, pick: CartPick) => lines(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: pick.listing.title, exact: true }) });
const subtotal = (page: Page) => page.locator('[data-subtotal]');
const NOTICE = 'Please note: a price in your cart has changed. Your cart now shows the current price.';

test.beforeEach(async ({ context }) => setCart(context, []));

test('a price the live check answers higher than the catalog file shows on the line and in the subtotal, with a polite notice', async ({ page, context }) => {
  const errors = collectErrors(page);
  await setCart(context, [withQuantity(tee, 2), withQuantity(mug, 1)]);
  const raised = tee.price + 500;
  const checks: unknown[] = [];
  // The seller raised the tee's price after the build: D1 (the server) has it, the bucket file does not.
  await page.route('**/api/v1/cart/validate', async (route) => {
    checks.push(route.request().postDataJSON());
    const response = await route.fetch();
    const body = (await response.json()) as { data: { lineItems: { sku: string; price: number | null }[] } };
    for (const item of body.data.lineItems) if (item.sku === tee.sku) item.price = raised;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/cart/');
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expect(notice).toHaveText(NOTICE);
  await expect(notice).toBeVisible();
  await expect(lineOf(page, tee)).toContainText(`Price${usd(raised)}`);
  await expect(lineOf(page, tee)).toContainText(`Total: ${usd(raised * 2)}`);
  await expect(lineOf(page, mug)).toContainText(`Price${usd(mug.price)}`);
  await expect(subtotal(page)).toHaveText(usd(raised * 2 + mug.price));
  // A quantity change keeps the live price and asks nothing again; the notice is there once.
  await lineOf(page, tee).getByRole('combobox').selectOption('3');
  await expect(lineOf(page, tee)).toContainText(`Total: ${usd(raised * 3)}`);
  await expect(subtotal(page)).toHaveText(usd(raised * 3 + mug.price));
  await expect(notice).toHaveCount(1);
  expect(checks).toEqual([{ lineItems: expect.arrayContaining([{ sku: tee.sku, quantity: 2 }, { sku: mug.sku, quantity: 1 }]), currency: 'USD' }]);
  expect(errors).toEqual([]);
});

test('when the live check agrees with the catalog file, or fails, the cart says nothing about prices', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 1)]);
  const answered = page.waitForResponse('**/api/v1/cart/validate');
  await page.goto('/cart/');
  expect((await answered).ok()).toBe(true);
  await expect(subtotal(page)).toHaveText(usd(tee.price));
  await expect(page.getByRole('status').filter({ hasText: 'price' })).toHaveCount(0);

  await page.route('**/api/v1/cart/validate', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.reload();
  await expect(subtotal(page)).toHaveText(usd(tee.price));
  await expect(page.getByRole('status').filter({ hasText: 'price' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});
