import { expect, test } from '@playwright/test';
import { buyableSku, cartCookie, fillCustomer, SHOPPER } from './checkout-helpers';
import { E2E_SERVERS } from './stores';

// /checkout/express?deviceId&method (checkout spec 2): the cart is reloaded, its hidden button creates
// the checkout and opens it with the method chosen; an empty cart goes to /cart; preview disables it.

test('an empty cart goes to /cart', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/checkout/express?method=paypal');
  await page.waitForURL(/\/cart\/?$/);
});

test('with a cart it opens a new checkout with the method and deviceId of the link', async ({ page, request, baseURL }) => {
  const item = await buyableSku(request);
  await page.context().addCookies([cartCookie(baseURL ?? '', item)]);
  await page.goto('/checkout/express?deviceId=device-42&method=paypal');
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?method=paypal&deviceId=device-42$/);
  await expect(page.getByRole('heading', { name: /Customer details/ })).toBeVisible();
  await fillCustomer(page);
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'PayPal' })).toBeEnabled();
});

test('preview mode: the express button and the place-order button are disabled', async ({ page, request }) => {
  const preview = E2E_SERVERS.demoPreview.url;
  const item = await buyableSku(request);
  await page.context().addCookies([cartCookie(preview, item)]);
  await page.goto(`${preview}/checkout/express?method=stripe`);
  await expect(page.getByRole('button', { name: 'Continue to express checkout' })).toBeDisabled();
  await expect(page.getByText('Checkout is disabled in preview mode.')).toBeVisible();

  const res = await request.post(`${preview}/api/checkout`, { data: { lineItems: [{ sku: item.sku, quantity: 1 }], storeSlug: 'demo' } });
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  await page.goto(`${preview}/checkout/${id}`);
  await fillCustomer(page, SHOPPER);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay now with afterpay' })).toBeDisabled();
  await expect(page.getByText('Checkout is disabled in preview mode.')).toBeVisible();
});
