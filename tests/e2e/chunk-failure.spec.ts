import { expect, test, type Page } from '@playwright/test';
import { createCheckout, fillCustomer, openCheckout, SHOPPER, waitForDelivery } from './checkout-helpers';
import { snapshotOf } from './helpers';
import { cartOf, openListing } from './listing-helpers';

/**
 * A lazily loaded chunk that fails to load (the shopper is offline, or a deploy removed the old
 * `_astro` files) leaves its island standing: the part that did not load says so with "Try again",
 * and what the shopper typed or chose is still there.
 */
const snapshot = snapshotOf('demo');

/** Fails every request for the `_astro` chunk of `name` (`StripeCardForm.<hash>.js`) while `state.down`. */
async function chunkDown(page: Page, name: string): Promise<{ down: boolean; hits: number }> {
  const state = { down: true, hits: 0 };
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), (route) => {
    state.hits++;
    return state.down ? route.abort('internetdisconnected') : route.continue();
  });
  return state;
}

test('a payment form whose chunk fails to load says so with Try again, and the customer details stay as typed', async ({ page }) => {
  await page.route(/js\.stripe\.com/, (route) => route.abort());
  await page.route('**/api/v1/payments/config', (route) => route.fulfill({ json: { data: { provider: 'live', stripePublishableKey: 'pk_test_e2e', paypalClientId: null } } }));
  const chunk = await chunkDown(page, 'StripeCardForm');
  await openCheckout(page, await createCheckout(page.request));
  await fillCustomer(page);
  await waitForDelivery(page);

  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  const failed = page.getByRole('alert').filter({ hasText: 'The payment form could not be loaded. Please try again or choose another payment method.' });
  await expect(failed).toBeVisible();
  expect(chunk.hits).toBeGreaterThan(0);
  // The island is still there, with what the shopper typed.
  await expect(page.getByRole('heading', { name: /Customer details/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(SHOPPER.email);
  await expect(page.getByLabel('Street address')).toHaveValue(SHOPPER.address1);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();

  // Another method still shows; back to the card, then Try again loads it once the chunk is there.
  await page.getByRole('radio', { name: 'Afterpay' }).check();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  chunk.down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Name on card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(SHOPPER.email);
});

test('a size guide whose chunk fails to load says so with Try again, which opens it once the chunk is there', async ({ page }) => {
  const withChart = snapshot.listings.find((l) => l.visibility === 'public' && snapshot.productDetails[String(l.primaryProductId)]?.sizeChart)!;
  const chunk = await chunkDown(page, 'SizeGuideModal');
  await openListing(page, `/listing/${withChart.slug}/`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The size guide could not be loaded. Please try again.' })).toBeVisible();
  // The buy box is still there.
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Size guide' })).toBeVisible();

  chunk.down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Size guide' })).toBeVisible();
  await expect(page.getByText('The size guide could not be loaded. Please try again.')).toHaveCount(0);
});

test('Add to cart whose code fails to load says so and adds nothing; pressed again once it loads, it adds', async ({ page }) => {
  const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.checkoutFlow === 'default' && l.products.some((p) => p.deliveryType === 'physical'))!;
  const chunk = await chunkDown(page, 'add-line');
  await openListing(page, `/listing/${listing.slug}/`);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The item could not be added to your cart. Please try again.' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toHaveCount(0);
  expect((await cartOf(page)).lines).toEqual([]);

  chunk.down = false;
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  expect((await cartOf(page)).lines).toHaveLength(1);
  await expect(page.getByText('The item could not be added to your cart. Please try again.')).toHaveCount(0);
});
