import { expect, test } from '@playwright/test';
import { createCheckout, fillCard, fillCustomer, openCheckout, waitForDelivery } from './checkout-helpers';

// Small screens (checkout spec 2): 'Your cart (n)' with the total opens the cart summary, 'Have a promo
// code?' opens the promo box, and the sticky checkout bar shows while the main buttons are out of view.
test.use({ viewport: { width: 390, height: 844 } });

test('the mobile summary, promo button and sticky bar work on a 390x844 screen', async ({ page }) => {
  const id = await createCheckout(page.request, { quantity: 2 });
  await openCheckout(page, id);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toBeHidden();

  const toggle = page.getByRole('button', { name: /Your cart \(2\)/ });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Modify order' })).toHaveAttribute('href', '/cart');
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(toggle).toBeFocused();

  await fillCustomer(page);
  await waitForDelivery(page);
  const before = (await toggle.textContent()) ?? '';
  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  const promo = page.getByRole('dialog', { name: 'Promo code' });
  await promo.getByLabel('Promo code').fill('MOTH15');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByText('Promo code MOTH15 applied')).toBeVisible();
  await promo.getByRole('button', { name: 'Close' }).click();
  await expect(promo).toBeHidden();
  await expect(toggle).not.toHaveText(before);

  await fillCard(page, '4242 4242 4242 4242');
  const bar = page.getByRole('region', { name: 'Checkout' });
  await page.getByRole('region', { name: /Payment methods/ }).getByRole('button', { name: 'Place order' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/thankyou\/?\?.*orderNumber=/, { waitUntil: 'domcontentloaded' });
});
