import { expect, test } from '@playwright/test';
import { createCheckout, fillCard, fillCustomer, openCheckout, summaryTotal, waitForDelivery } from './checkout-helpers';

// The checkout page on the demo store with the sandbox payment provider (checkout spec 2, 4, 5, 8).
// Each test makes its own checkout through the API, as the cart does.

test('pays with 4242: address, delivery option, promo code, then the thank-you page', async ({ page }) => {
  const id = await createCheckout(page.request);
  await page.goto(`/checkout/${id}`);
  // Remembered as the open checkout, as the cart's Checkout does (src/islands/shared/open-checkout.ts).
  await page.evaluate((open) => localStorage.setItem('checkout_demo', JSON.stringify(open)), { id, currency: 'USD', region: 'USA' });
  await expect(page).toHaveTitle('Checkout | Quiet Moth Studio');
  await expect(page.locator('body')).toHaveClass(/page-checkout/);
  for (const name of [/1\s*Customer details/, /2\s*Delivery options/, /3\s*Payment methods/]) await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/cart');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('link', { name: 'Modify order' })).toHaveAttribute('href', '/cart');

  // A promo code before an address is refused with the spec's message.
  await summary.getByRole('button', { name: 'Have a promo code?' }).click();
  await summary.getByLabel('Promo code').fill('MOTH15');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Please enter your address before you enter a promo code.')).toBeVisible();

  await fillCustomer(page);
  await waitForDelivery(page);
  const standardTotal = await summaryTotal(page);
  await page.getByRole('radio', { name: /Rush delivery/ }).first().check();
  await expect(page.getByRole('radio', { name: /^Rush delivery/ })).toBeChecked();
  await expect.poll(() => summaryTotal(page)).not.toBe(standardTotal);
  const rushTotal = await summaryTotal(page);

  // The box stays open after its error; a code it does not know is refused and the field cleared.
  await summary.getByLabel('Promo code').fill('NOPE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Sorry, this promo code cannot be applied to your order.')).toBeVisible();
  await expect(summary.getByLabel('Promo code')).toHaveValue('');
  await summary.getByLabel('Promo code').fill('moth15');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Promo code MOTH15 applied')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Change code' })).toBeVisible();
  await expect(summary.getByTestId('checkout-discount')).toBeVisible();
  await expect.poll(() => summaryTotal(page)).not.toBe(rushTotal);

  // Afterpay is the default for a US store in USD; its button says so.
  await expect(page.getByRole('radio', { name: 'Afterpay' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay now with afterpay' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  // The address the checkout sends the shopper to; the thank-you page then drops `name` from it (decisions 23).
  const arrival = page.waitForRequest((r) => r.isNavigationRequest() && /\/thankyou\/?\?/.test(r.url()));
  await page.getByRole('button', { name: 'Place order' }).click();
  const url = new URL((await arrival).url());
  await page.waitForURL(/\/thankyou\/?\?/, { waitUntil: 'domcontentloaded' });
  expect(url.searchParams.get('name')).toBe('Ada');
  await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBeNull();
  expect(url.searchParams.get('orderNumber')).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(url.searchParams.get('orderLookupNumber')).toMatch(/^[0-9a-f]{32}$/);
  expect(url.searchParams.get('arrivalEstimate')).toBeTruthy();
  const order = await (await page.request.get(`/api/v1/orders?cartId=${id}`)).json();
  expect(order.data).toMatchObject({ shippingMethod: 'rush', lookupNumber: url.searchParams.get('orderLookupNumber') });
  // Paid, so no longer the open checkout: the cart's next Checkout creates a new one (checkout spec 4).
  expect(await page.evaluate(() => localStorage.getItem('checkout_demo'))).toBeNull();
});

test('validates the customer form on change with the spec messages; e-mail is trimmed on blur', async ({ page }) => {
  await openCheckout(page, await createCheckout(page.request));
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of ['Please enter a valid email', 'Please enter your first name', 'Please enter your last name', 'Please enter your street address', 'Please enter your city', 'Please select your state', 'Please enter your zipcode', 'Please enter your phone number']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Email' }).fill('  ada@example.com  ');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  await expect(page.getByText('Please enter a valid email')).toHaveCount(0);
  await page.getByLabel('Phone number').fill('12');
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone number').fill('4155552671');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 415 555 2671');
  // Sections 2 and 3 wait for an address.
  await expect(page.getByRole('button', { name: /Place order|Pay now with afterpay/ })).toHaveCount(0);
});

// Issue 21: libphonenumber's rules (a 120 KB chunk) were evaluated during the checkout's load, one of
// its long tasks. They load when the shopper first touches the form, and still check and format the phone.
test('the phone rules load when the shopper first touches the form, not with the page', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/checkout-phone\.[^/]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await openCheckout(page, await createCheckout(page.request));
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  // Touching the form loads them: an invalid number is refused as it is typed, before any blur.
  await page.getByLabel('Phone number').fill('12');
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone number').fill('4155552671');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 415 555 2671');
  expect(chunks).toHaveLength(1);
});

const DECLINES = [
  ['4000 0000 0000 0002', 'Your card was declined.'],
  ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ['4000 0000 0000 0069', 'Your card has expired.'],
  ['4000 0000 0000 0127', "Your card's security code is incorrect."],
  ['4000 0000 0000 0119', 'An error occurred while processing your card. Try again in a little bit.'],
] as const;

test('each decline card shows its message, and another card then pays', async ({ page }) => {
  test.setTimeout(90_000);
  const id = await createCheckout(page.request, { skip: 1 });
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  for (const [card, message] of DECLINES) {
    await fillCard(page, card);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  }
  // An invalid number is caught by the form itself, with Stripe's message.
  await fillCard(page, '4242 4242 4242 4241');
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/thankyou\/?\?.*orderNumber=/, { waitUntil: 'domcontentloaded' });
});

test('the 3-D Secure card goes through its authentication step, then completes', async ({ page }) => {
  const id = await createCheckout(page.request, { skip: 2 });
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  await fillCard(page, '4000 0025 0000 3155');
  const authentication = page.waitForRequest((r) => r.url().includes('/api/v1/payments/sandbox/authenticate'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await authentication;
  await page.waitForURL(/\/thankyou\/?\?.*orderNumber=/, { waitUntil: 'domcontentloaded' });
  const order = await page.request.get(`/api/v1/orders?cartId=${id}`);
  expect(order.status()).toBe(200);
});

test('a double click on Place order makes one order', async ({ page }) => {
  const id = await createCheckout(page.request, { skip: 3 });
  await openCheckout(page, id);
  await fillCustomer(page);
  await waitForDelivery(page);
  await fillCard(page, '4242 4242 4242 4242');
  const submits: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/checkout/submit')) submits.push(r.url());
  });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await page.waitForURL(/\/thankyou\/?\?/, { waitUntil: 'domcontentloaded' });
  expect(submits).toHaveLength(1);
  // The server is the second guard: even two submits of one checkout make one order.
  const again = await page.request.post('/api/v1/checkout/submit', { data: { checkoutId: id, storeSlug: 'demo', platform: 'stripe', paymentToken: '4242424242424242' } });
  const first = await (await page.request.get(`/api/v1/orders?cartId=${id}`)).json();
  expect(((await again.json()) as { data: { orderLookupNumber: string } }).data.orderLookupNumber).toBe(first.data.lookupNumber);
});

test('a first name of one letter still reaches the thank-you page (greeted without it), and the cart is emptied', async ({ page }) => {
  const id = await createCheckout(page.request, { skip: 7 });
  await openCheckout(page, id);
  await fillCustomer(page, { firstName: '伟' });
  await waitForDelivery(page);
  await fillCard(page, '4242 4242 4242 4242');
  const arrival = page.waitForRequest((r) => r.isNavigationRequest() && /\/thankyou\/?\?/.test(r.url()));
  await page.getByRole('button', { name: 'Place order' }).click();
  const url = new URL((await arrival).url());
  expect(url.searchParams.has('name')).toBe(false);
  expect(url.searchParams.get('orderNumber')).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('checkout_demo'))).toBeNull();
});

test('a ZIP of another state brings "Verify your address"; taking the suggestion saves it', async ({ page }) => {
  await openCheckout(page, await createCheckout(page.request));
  await fillCustomer(page, { state: 'Nevada' });
  const modal = page.getByRole('dialog', { name: 'Verify your address' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible(); // it demands a choice
  await modal.getByRole('button', { name: 'Use the suggested address' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await waitForDelivery(page);
});

test('keeping the address as entered saves it as entered; cancel saves nothing', async ({ page }) => {
  const id = await createCheckout(page.request);
  await openCheckout(page, id);
  await fillCustomer(page, { state: 'Nevada' });
  const modal = page.getByRole('dialog', { name: 'Verify your address' });
  await modal.getByRole('button', { name: 'Cancel and edit' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await modal.getByRole('button', { name: 'Keep the address I entered' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('State')).toHaveValue('NV');
  await waitForDelivery(page);
  const saved = await (await page.request.get(`/api/checkout?id=${id}`)).json();
  expect(saved.data.customer.address).toMatchObject({ stateCode: 'NV', zip: '94105' });
});

test('an address the server refuses shows the problem box above the street address', async ({ page }) => {
  await openCheckout(page, await createCheckout(page.request));
  await fillCustomer(page, { zip: '00000' });
  const box = page.getByRole('alert').filter({ hasText: 'Please check your address' });
  await expect(box).toContainText('Please enter your zipcode');
  // The box sits right above the street address field.
  const boxBottom = (await box.boundingBox())?.y ?? 0;
  const streetTop = (await page.getByLabel('Street address').boundingBox())?.y ?? 0;
  expect(boxBottom).toBeLessThan(streetTop);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveCount(0);
});
