import { expect, test, type Locator } from '@playwright/test';
import { publicTiles, snapshotOf } from './helpers';
import { quickAdd } from './quick-add-helpers';

// Issue 19, point 8: on a phone every control a shopper taps is at least 44 x 44 px (colour swatches,
// quick-add's swatches, breadcrumbs, footer links, social icons).
const snapshot = snapshotOf('demo');
const first = publicTiles(snapshot)[0]!;
const listing = snapshot.listings.find((l) => l.slug === first.listingSlug)!;
test.use({ viewport: { width: 390, height: 844 } });

async function expectTappable(targets: Locator, what: string): Promise<void> {
  const count = await targets.count();
  expect(count, `${what}: some on the page`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await targets.nth(i).boundingBox();
    expect(box, `${what} ${i + 1}`).not.toBeNull();
    expect.soft(Math.round(box!.width), `${what} ${i + 1} width`).toBeGreaterThanOrEqual(44);
    expect.soft(Math.round(box!.height), `${what} ${i + 1} height`).toBeGreaterThanOrEqual(44);
  }
}

test('a listing page: colour swatches, breadcrumbs, footer links and social icons are at least 44 px', async ({ page }) => {
  await page.goto(`/listing/${listing.slug}/`);
  await expectTappable(page.locator('main .swatches .swatch').filter({ visible: true }), 'colour swatch');
  await expectTappable(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link'), 'breadcrumb');
  await expectTappable(page.locator('.footer-nav').getByRole('link'), 'footer link');
  await expectTappable(page.locator('.site-footer .social-icons').getByRole('link'), 'social icon');
});

test("quick-add's colour swatches, sizes and close button are at least 44 px", async ({ page }) => {
  await page.goto('/');
  const { button, options } = quickAdd(page, first.name);
  await button.click();
  await expect(options).toBeVisible();
  await expectTappable(options.locator('.swatch'), 'quick-add swatch');
  await expectTappable(options.locator('.chip'), 'quick-add size');
  await expectTappable(options.getByRole('button', { name: /close/i }), 'quick-add close');
});

test("quick-add's panel stays within its tile, as wide as it, opaque, and its choices can still be reached", async ({ page }) => {
  await page.goto('/');
  const { button, options } = quickAdd(page, first.name);
  await button.click();
  await expect(options).toBeVisible();
  const tile = page.locator('[data-tile]').filter({ has: options });
  const [panel, box] = [(await options.boundingBox())!, (await tile.boundingBox())!];
  expect(panel.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(panel.y).toBeGreaterThanOrEqual(box.y - 1);
  expect(panel.x + panel.width).toBeLessThanOrEqual(box.x + box.width + 1);
  expect(panel.y + panel.height).toBeLessThanOrEqual(box.y + box.height + 1);
  expect(panel.width).toBeGreaterThanOrEqual(box.width - 1);
  expect(await options.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  // Whatever does not fit scrolls inside the panel: Add to cart is reachable.
  const add = options.getByRole('button', { name: /Add to cart|Out of stock/ });
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport();
});
