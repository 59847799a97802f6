import { expect, test } from '@playwright/test';
import { buyableSku, createCheckout, fillCustomer, openCheckout, waitForDelivery } from './checkout-helpers';

// Afterpay and PayPal through the sandbox provider, and the marketing opt-in (checkout spec 4).

test('Afterpay (the default for a US store in USD) shows the total, goes through its redirect and completes', async ({ page }) => {
  const id = await createCheckout(page.request, { skip: 4 });
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  await expect(page.getByRole('radio', { name: 'Afterpay' })).toBeChecked();
  await expect(page.getByText(/Pay \$[\d.,]+ in 4 interest-free installments with Afterpay\./)).toBeVisible();
  await page.getByRole('button', { name: 'Pay now with afterpay' }).click();
  await page.waitForURL(/\/thankyou\/?\?.*orderNumber=/, { waitUntil: 'domcontentloaded' });
  const checkout = await (await page.request.get(`/api/checkout?id=${id}`)).json();
  expect(checkout.data).toMatchObject({ state: 'completed', paymentMethod: 'afterpay', platform: 'stripe' });
});

test('PayPal (sandbox): the PayPal button places the order through the PayPal platform', async ({ page }) => {
  const id = await createCheckout(page.request, { skip: 5 });
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'PayPal' }).click();
  await page.waitForURL(/\/thankyou\/?\?.*orderNumber=/, { waitUntil: 'domcontentloaded' });
  const checkout = await (await page.request.get(`/api/checkout?id=${id}`)).json();
  expect(checkout.data).toMatchObject({ state: 'completed', paymentMethod: 'paypal', platform: 'paypal' });
});

test('the marketing opt-in is saved on the checkout', async ({ page }) => {
  const id = await createCheckout(page.request);
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  const box = page.getByRole('checkbox', { name: 'Send me news and offers by e-mail' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect.poll(async () => (await (await page.request.get(`/api/checkout?id=${id}`)).json()).data.marketingOptIn).toBe(true);
  await box.uncheck();
  await expect.poll(async () => (await (await page.request.get(`/api/checkout?id=${id}`)).json()).data.marketingOptIn).toBe(false);
});

test('an unknown checkout says so and leads back to the cart', async ({ page }) => {
  await page.goto('/checkout/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('We could not find this checkout.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
});

test('provider SDKs load only when their keys are configured', async ({ page }) => {
  const sdk: string[] = [];
  await page.route(/js\.stripe\.com|paypal\.com/, (route) => {
    sdk.push(route.request().url());
    return route.abort();
  });
  const id = await createCheckout(page.request);
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByRole('button', { name: 'PayPal' })).toBeVisible();
  expect(sdk).toEqual([]);

  // With live keys (as GET /api/v1/payments/config answers them) the card form is Stripe's and PayPal's buttons are PayPal's.
  await page.route('**/api/v1/payments/config', (route) => route.fulfill({ json: { data: { provider: 'live', stripePublishableKey: 'pk_test_e2e', paypalClientId: 'client-e2e' } } }));
  await page.reload();
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(page.getByText('The payment form could not be loaded. Please try again or choose another payment method.')).toBeVisible();
  await expect(page.getByText(/Test mode/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect.poll(() => sdk.some((url) => url.includes('paypal.com'))).toBe(true);
  expect(sdk.some((url) => url.includes('js.stripe.com'))).toBe(true);
});

test('Afterpay follows the shopper’s fulfilment region, not the store’s: an EU shopper paying in USD is not offered it', async ({ page }) => {
  const { sku } = await buyableSku(page.request, 6);
  const res = await page.request.post('/api/checkout', { data: { lineItems: [{ sku, quantity: 1 }], storeSlug: 'demo', currency: 'USD', fulfillmentRegion: 'EUR' } });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Afterpay' })).toHaveCount(0);
});
