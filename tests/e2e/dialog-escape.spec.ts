import { expect, test, type Locator, type Page } from '@playwright/test';
import { distinctListings, setCart, withQuantity } from './cart-helpers';
import { createCheckout, fillCustomer, openCheckout, waitForDelivery } from './checkout-helpers';

/**
 * Modals that demand a choice (decisions 16) stay open through Escape pressed twice: Chrome refuses the
 * first with the cancelled `cancel` event but lets a second one (no user activation in between) close
 * the dialog, which then opens again with focus inside it; its buttons still answer.
 */
async function escapeTwice(page: Page, modal: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // Let the browser's close (a task after the key) and any reopening happen before looking.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((el) => el.matches(':modal'))).toBe(true);
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

test('"Verify your address" stays open through Escape pressed twice, and the address can still be confirmed', async ({ page }) => {
  await openCheckout(page, await createCheckout(page.request));
  await fillCustomer(page, { state: 'California', zip: '89501' });
  const modal = page.getByRole('dialog', { name: 'Verify your address' });
  await expect(modal).toBeVisible();
  await escapeTwice(page, modal);
  await escapeTwice(page, modal);
  await modal.getByRole('button', { name: 'Use the suggested address' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('State')).toHaveValue('NV');
  await waitForDelivery(page);
});

test('the cart’s unavailable-items modal stays open through Escape pressed twice, until OK', async ({ page, context }) => {
  const [tee] = distinctListings(1, (p) => p.stock >= 20);
  await setCart(context, [withQuantity(tee!, 1), { slug: 'no-such-listing', productId: 1, itemGroupId: 1, colorId: 1, sizeId: 1, quantity: 1 }]);
  await page.goto('/cart/');
  const modal = page.getByRole('dialog', { name: 'Items removed from your cart' });
  await expect(modal).toBeVisible();
  await escapeTwice(page, modal);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
