import { expect, test, type Page } from '@playwright/test';
import { dataLayerEvents, distinctListings, recordDataLayer, setCart, setStock, snapshot, withQuantity, itemName, type CartPick } from './cart-helpers';
import { freezeClock } from './chrome-helpers';
import { E2E_SERVERS } from './stores';
import { lineSku } from '../../src/lib/cart-cookie';
import { nearestSize } from '../../src/lib/cart-size-swap';
import { withStockBySku } from '../../src/lib/listing-choice';
import type { ListingData } from '../../src/lib/listing-data';

// Unavailable lines (browsing spec 4 and 8) and the way from the cart to /checkout/{id} (checkout spec 8).
// Four different listings; the last two get their live stock changed (and put back) by their tests.
const [tee, mug, soldOut, scarce] = distinctListings(4, (p) => p.stock >= 20).reverse() as [CartPick, CartPick, CartPick, CartPick];
const MESSAGE = 'The following item(s) were removed from your cart because they are not available at this time.';
const unavailableModal = (page: Page) => page.getByRole('dialog', { name: 'Items removed from your cart' });
const checkoutButton = (page: Page) => page.getByRole('button', { name: 'Checkout' });
/** Opens the cart with `pick` in it, presses Checkout and answers the unavailable-items modal it opens. */
async function checkOutToModal(page: Page, pick: CartPick) {
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { name: pick.listing.title })).toBeVisible();
  await checkoutButton(page).click();
  const modal = unavailableModal(page);
  await expect(modal).toBeVisible();
  return modal;
}

// A size that the listing no longer offers (available false) in a public listing.
const goneSize = (() => {
  for (const listing of snapshot.listings.filter((l) => l.visibility === 'public' && l.checkoutFlow === 'default'))
    for (const product of listing.products)
      for (const variation of product.variations) {
        const size = variation.sizes.find((s) => !s.available);
        if (size) return { listing, product, variation, size, line: { slug: listing.slug, productId: product.productId, itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: size.id, quantity: 1 } };
      }
  return null;
})();

test.beforeEach(async ({ context }) => setCart(context, []));

test('lines whose listing does not exist or whose size is gone are dropped with the modal on load', async ({ page, context }) => {
  const lines = [withQuantity(tee, 2), { slug: 'no-such-listing', productId: 1, itemGroupId: 1, colorId: 1, sizeId: 1, quantity: 1 }];
  if (goneSize) lines.push(goneSize.line);
  await setCart(context, lines);
  await page.goto('/cart/');
  const modal = unavailableModal(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(MESSAGE);
  await expect(modal.getByRole('listitem').first()).toHaveText('no-such-listing');
  if (goneSize) await expect(modal.getByRole('listitem').nth(1)).toContainText(`${goneSize.listing.title} (${goneSize.product.productType}), ${goneSize.variation.color} / ${goneSize.size.label}`);
  await page.keyboard.press('Escape'); // the modal demands a choice (decisions 16)
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: tee.listing.title })).toBeVisible();
  await page.waitForTimeout(600);
  await expect(unavailableModal(page)).toBeHidden();
});

test('the modal for lines found unavailable on load opens 400 ms after the cart is resolved', async ({ page, context }) => {
  // The page's clock stands still until the test moves it, so the 400 ms count from the cart's last fetch.
  await freezeClock(page);
  await setCart(context, [withQuantity(tee, 1), { slug: 'no-such-listing', productId: 1, itemGroupId: 1, colorId: 1, sizeId: 1, quantity: 1 }]);
  await page.goto('/cart/');
  await expect(page.locator('[data-cart]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { name: tee.listing.title })).toBeVisible();
  await page.clock.runFor(399);
  await expect(unavailableModal(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(unavailableModal(page)).toBeVisible();
  await expect(unavailableModal(page).getByRole('listitem')).toHaveText('no-such-listing');
});

test('an item made unavailable (stock 0 in D1) is removed with the modal when the shopper clicks Checkout', async ({ page, context }) => {
  test.slow(); // setStock runs `wrangler d1 execute` twice, 5 to 10 s each on a busy machine
  await recordDataLayer(page);
  await setCart(context, [withQuantity(tee, 1), withQuantity(soldOut, 1)]);
  await setStock(soldOut.sku, 0);
  try {
    const modal = await checkOutToModal(page, soldOut);
    await expect(modal).toContainText(MESSAGE);
    await expect(modal.getByRole('listitem')).toHaveCount(1);
    await expect(modal.getByRole('listitem')).toContainText(`${soldOut.listing.title} (${soldOut.productType}), ${soldOut.color} / ${soldOut.size}`);
    const inactive = (await dataLayerEvents(page)).find((e) => e.event === 'inactive_checkout');
    expect(inactive?.ecommerce?.items.map((i) => i.item_id)).toEqual([soldOut.sku]);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(checkoutButton(page)).toBeFocused(); // focus returns to where it was
    await expect(page.getByRole('heading', { name: soldOut.listing.title })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/cart/');
  } finally {
    await setStock(soldOut.sku, soldOut.stock);
  }
});

test('a size sold out at Checkout offers the nearest size of its colour that the inventory has now', async ({ page, context }) => {
  test.slow(); // setStock runs `wrangler d1 execute` twice
  const swapping = distinctListings(5, (p) => p.stock >= 20)[4]!;
  const built = swapping.listing as unknown as ListingData;
  const line = { ...swapping.line, quantity: 2 };
  // The nearest size by the build's stock is sold out too, live: the offer must come from the inventory.
  const byBuild = nearestSize(built, line);
  expect(byBuild, 'the pick’s colour has another size in stock').not.toBeNull();
  const expected = nearestSize(withStockBySku(built, new Map([[lineSku(byBuild!.line), 0]])), line);
  expect(expected, 'the pick’s colour has a third size in stock').not.toBeNull();
  await setCart(context, [withQuantity(swapping, 2)]);
  await setStock(swapping.sku, 0);
  await setStock(lineSku(byBuild!.line), 0);
  try {
    const modal = await checkOutToModal(page, swapping);
    await modal.getByRole('button', { name: `Add size ${expected!.label} instead` }).click();
    await expect(modal.getByRole('status')).toHaveText(`Size ${expected!.label} is in your cart instead.`);
    await expect(modal.getByRole('button', { name: 'OK' })).toBeFocused();
    await modal.getByRole('button', { name: 'OK' }).click();
    const count = expected!.line.quantity; // the quantity kept, at most the other size's stock
    await expect(page.getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` })).toBeVisible();
    const row = page.locator(`li[data-sku="${lineSku(expected!.line)}"]`);
    await expect(row).toContainText(expected!.label);
    await expect(page.locator(`li[data-sku="${swapping.sku}"]`)).toHaveCount(0);
  } finally {
    await setStock(swapping.sku, swapping.stock);
    await setStock(lineSku(byBuild!.line), byBuild!.stock);
  }
});

test('Checkout creates a checkout, tracks begin_checkout and lands on /checkout/{id}; coming back updates the same one', async ({ page, context }) => {
  await recordDataLayer(page);
  await setCart(context, [withQuantity(tee, 2), withQuantity(mug, 1)]);
  await page.goto('/cart/');
  await checkoutButton(page).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const answer = await (await page.request.get(`/api/checkout?id=${id}&storeSlug=${snapshot.slug}`)).json();
  expect(answer.data.lineItems.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([[tee.sku, 2], [mug.sku, 1]]);
  expect(answer.data.currency).toBe('USD');
  const begin = (await dataLayerEvents(page)).find((e) => e.event === 'begin_checkout');
  expect(begin?.ecommerce).toMatchObject({ currency: 'USD', value: (tee.price * 2 + mug.price) / 100 });

  // Back to the cart ("Modify order"), one more tee: the open checkout is updated, not replaced.
  await page.goto('/cart/');
  await page.getByRole('combobox', { name: `Quantity of ${itemName(tee)}` }).selectOption('3');
  await checkoutButton(page).click();
  await page.waitForURL(`**/checkout/${id}`);
  const again = await (await page.request.get(`/api/checkout?id=${id}&storeSlug=${snapshot.slug}`)).json();
  expect(again.data.lineItems.find((l: { sku: string }) => l.sku === tee.sku).quantity).toBe(3);
});

test("a failed checkout shows 'Error checking out: {message}' and stays on /cart", async ({ page, context }) => {
  test.slow(); // setStock runs `wrangler d1 execute` twice, 5 to 10 s each on a busy machine
  await setCart(context, [withQuantity(scarce, 3)]);
  await setStock(scarce.sku, 1); // fewer than the cart holds: the live check keeps it, the server refuses
  try {
    await page.goto('/cart/');
    await checkoutButton(page).click();
    const error = page.locator('[data-island="cart"]').getByRole('alert');
    await expect(error).toHaveText(new RegExp(`^Error checking out: Only 1 of ${scarce.listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(new URL(page.url()).pathname).toBe('/cart/');
    await expect(checkoutButton(page)).toBeEnabled();
  } finally {
    await setStock(scarce.sku, scarce.stock);
  }
});

test('preview mode disables the checkout button', async ({ page, context }) => {
  await setCart(context, [withQuantity(tee, 1)], E2E_SERVERS.demoPreview.url);
  await page.goto(`${E2E_SERVERS.demoPreview.url}/cart/`);
  await expect(page.getByRole('heading', { name: tee.listing.title })).toBeVisible();
  await expect(checkoutButton(page)).toBeDisabled();
  await expect(page.getByText('Checkout is disabled in preview mode.')).toBeVisible();
});
