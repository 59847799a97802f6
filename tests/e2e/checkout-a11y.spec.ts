import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createCheckout, fillCard, fillCustomer, openCheckout, waitForDelivery } from './checkout-helpers';

// axe-core on the checkout page in its main states: no serious or critical violations.
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the checkout form, its errors and the payment section pass axe', async ({ page }) => {
  await openCheckout(page, await createCheckout(page.request));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fillCustomer(page);
  await waitForDelivery(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('region', { name: /Payment methods/ }).getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the verify-address modal passes axe', async ({ page }) => {
  await openCheckout(page, await createCheckout(page.request));
  await fillCustomer(page, { state: 'Nevada' });
  await expect(page.getByRole('dialog', { name: 'Verify your address' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
