import { expect, test } from '@playwright/test';
import { setStock } from './cart-helpers';
import { buyableSku, fillCustomer, openCheckout, waitForDelivery } from './checkout-helpers';

/**
 * PayPal's own buttons (live keys): createOrder checks the cart again, as every other method does
 * before paying, so a line sold out since the checkout opened stops before any PayPal order is made.
 * PayPal's SDK is replaced by a stand-in with its Buttons contract (createOrder, onApprove, onError,
 * onInit, isEligible, render); the server behind it is the sandbox.
 */
const FAKE_SDK = `
window.paypal = { version: 'e2e', FUNDING: { PAYPAL: 'paypal' }, Buttons: (options) => ({
  isEligible: () => true,
  close: () => Promise.resolve(),
  updateProps: () => Promise.resolve(),
  render: (container) => {
    const host = typeof container === 'string' ? document.querySelector(container) : container;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'PayPal Checkout';
    button.onclick = async () => {
      try {
        const orderID = await options.createOrder({}, { order: {} });
        await options.onApprove({ orderID }, {});
      } catch (error) {
        options.onError?.(error);
      }
    };
    host.appendChild(button);
    options.onInit?.({}, { enable: () => Promise.resolve(), disable: () => Promise.resolve() });
    return Promise.resolve();
  },
}) };`;

test('the live PayPal button re-checks the cart before making a PayPal order', async ({ page }) => {
  const { sku } = await buyableSku(page.request, 7);
  const created = await page.request.post('/api/checkout', { data: { lineItems: [{ sku, quantity: 1 }], storeSlug: 'demo' } });
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await page.route('**/api/v1/payments/config', (route) => route.fulfill({ json: { data: { provider: 'live', stripePublishableKey: null, paypalClientId: 'client-e2e' } } }));
  await page.route(/paypal\.com/, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_SDK }));
  const initiated: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/initiatePayment')) initiated.push(r.url());
  });
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  const paypal = page.getByRole('button', { name: 'PayPal Checkout' });
  await expect(paypal).toBeVisible();

  const stock = (await buyableSku(page.request, 7)).stock;
  await setStock(sku, 0);
  try {
    await paypal.click();
    await expect(page.getByText('Some items in your order are no longer available. Please modify your order.')).toBeVisible();
    await expect(page.getByText('There was an issue authorizing with PayPal')).toHaveCount(0);
    expect(initiated).toEqual([]);
  } finally {
    await setStock(sku, stock);
  }
  // With the stock back, the same button pays.
  await paypal.click();
  await page.waitForURL(/\/thankyou\/?\?.*orderNumber=/, { waitUntil: 'domcontentloaded' });
  expect(initiated).toHaveLength(1);
});
