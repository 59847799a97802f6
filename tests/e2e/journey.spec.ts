import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SHOPPER, fillCard, fillCustomer, summaryTotal, waitForDelivery } from './checkout-helpers';
import { listingFromBucket } from './helpers';

// Issue 6's acceptance as one shopper's visit on the demo store (sandbox payments): home, a listing,
// colour and size, the cart, checkout with an address, another delivery option, a promo code, 4242,
// the thank-you page, then the order on /track. axe checks each page type on the way.

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The first listing on the home page a shopper can buy now: public, not pre-order, a physical size in stock. */
async function buyableOnHome(page: Page) {
  const slugs = await page.locator('#main a[href^="/listing/"]').evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/')[2] ?? ''))]);
  for (const slug of slugs) {
    const { data } = await listingFromBucket(page.request, slug);
    if (!data) throw new Error(`${slug} is not in its bucket file`);
    if (data.visibility !== 'public' || data.checkoutFlow === 'preorder') continue;
    for (const product of data.products.filter((p) => p.deliveryType === 'physical'))
      for (const variation of product.variations) {
        const size = variation.sizes.find((s) => s.available && s.stock > 5 && s.prices.USD);
        if (size) return { data, product, variation, size };
      }
  }
  throw new Error('no buyable listing on the home page');
}

test('from the home page to a paid order found on /track, with no serious accessibility problems', async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().clearCookies();
  await page.goto('/');
  await expectNoSeriousViolations(page, 'home');
  const { data, product, variation, size } = await buyableOnHome(page);

  await page.locator(`#main a[href^="/listing/${data.slug}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible();
  await expectNoSeriousViolations(page, 'listing');
  await page.getByRole('button', { name: 'Add to cart' }).hover(); // the shopper's intent: the buy box is live once hydrated
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  if (data.products.length > 1) await page.getByRole('group', { name: 'Product' }).getByRole('radio', { name: product.productType, exact: true }).check();
  await page.getByRole('radio', { name: variation.color, exact: true }).first().check();
  await page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: size.label, exact: true }).check();
  await expect(page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: size.label, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(added).toBeVisible();
  await added.getByRole('link', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/cart\/?$/);
  await expect(page.getByText(data.title).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}/);
  const checkoutId = new URL(page.url()).pathname.split('/')[2];

  await fillCustomer(page);
  await waitForDelivery(page);
  await expectNoSeriousViolations(page, 'checkout');
  const standardTotal = await summaryTotal(page);
  await page.getByRole('radio', { name: /Rush delivery/ }).first().check();
  await expect.poll(() => summaryTotal(page)).not.toBe(standardTotal);
  const rushTotal = await summaryTotal(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'Have a promo code?' }).click();
  await summary.getByLabel('Promo code').fill('MOTH15');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Promo code MOTH15 applied')).toBeVisible();
  await expect.poll(() => summaryTotal(page)).not.toBe(rushTotal);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();

  await page.waitForURL(/\/thankyou/, { waitUntil: 'domcontentloaded' });
  const orderNumber = await page.evaluate(async (id) => {
    const answer = (await (await fetch(`/api/v1/orders?cartId=${id}`)).json()) as { data: { orderNumber: string } };
    return answer.data.orderNumber;
  }, checkoutId);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'thank-you');

  await page.goto('/track/');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('E-mail').fill(SHOPPER.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(data.title);
});
