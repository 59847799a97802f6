import { expect, test } from '@playwright/test';
import { relatedTiles } from '../../src/lib/listing-related';
import { snapshotOf } from './helpers';
import { openListing } from './listing-helpers';
import { E2E_SERVERS } from './stores';

const snapshot = snapshotOf('demo');
const tiles = snapshot.tiles.filter((t) => t.visibility === 'public');
const listings = snapshot.listings.filter((l) => l.visibility === 'public');
const full = listings.find((l) => relatedTiles(tiles, l.slug).length === 4)!;

test('a listing suggests up to 4 related products, never itself', async ({ page }) => {
  await openListing(page, `/listing/${full.slug}/`);
  const shelf = page.getByRole('region', { name: 'You might also like' });
  await expect(shelf.getByRole('listitem')).toHaveCount(4);
  await expect(shelf.locator(`a[href^="/listing/${full.slug}/"]`)).toHaveCount(0);
  // A grid on desktop: no carousel controls.
  await expect(shelf.getByRole('button', { name: 'Next products' })).toBeHidden();
});

for (const { device, width, group } of [
  { device: 'phone', width: 390, group: 2 },
  { device: 'tablet', width: 900, group: 3 },
]) {
  test(`on a ${device} the shelf is a carousel of ${group} per group`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openListing(page, `/listing/${full.slug}/`);
    const shelf = page.getByRole('region', { name: 'You might also like' });
    await shelf.scrollIntoViewIfNeeded();
    const items = shelf.getByRole('listitem');
    const list = await shelf.getByRole('list').boundingBox();
    const first = await items.first().boundingBox();
    expect(Math.round(list!.width / first!.width)).toBe(group);
    const previous = shelf.getByRole('button', { name: 'Previous products' });
    const next = shelf.getByRole('button', { name: 'Next products' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(items.nth(group)).toBeInViewport();
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();
  });
}

test.describe('a store whose listing has no related products', () => {
  test.use({ baseURL: E2E_SERVERS.hostile.url });

  test('shows no shelf (it needs more than one similar product)', async ({ page }) => {
    await openListing(page, '/listing/lighthouse-tee/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-related]')).toHaveCount(0);
  });
});
