import { expect, test } from '@playwright/test';
import { collectionTiles } from '../../src/catalog/routes';
import { publicTiles, snapshotOf } from './helpers';
import { dataLayerEvents } from './quick-add-helpers';
import { E2E_SERVERS } from './stores';

const snapshot = snapshotOf('demo');
const tiles = publicTiles(snapshot);
const parent = snapshot.collections.find((c) => c.children.length > 0)!;
const child = parent.children.find((c) => collectionTiles(tiles, c).length > 0)!;
const big = [...snapshot.collections, ...snapshot.collections.flatMap((c) => c.children)]
  .map((c) => ({ c, n: collectionTiles(tiles, c).length }))
  .sort((a, b) => b.n - a.n)[0]!;

test('a collection page shows its tiles, loads the second page at once, then Load More', async ({ page }) => {
  const response = await page.goto(`/${big.c.slug}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: big.c.name })).toBeVisible();
  const grid = page.getByRole('list', { name: `${big.c.name} products` });
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(big.n, 24));
  const more = page.getByRole('button', { name: 'Load More' });
  if (big.n > 24) {
    await more.click();
    await expect(grid.getByRole('listitem')).toHaveCount(Math.min(big.n, 36));
  } else {
    await expect(more).toBeHidden();
  }
});

test('a collection sends view_item_list for its first page, the auto-loaded second page and each Load More', async ({ page }) => {
  await page.goto(`/${big.c.slug}/`);
  const grid = page.getByRole('list', { name: `${big.c.name} products` });
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(big.n, 24));
  const pages = big.n > 12 ? 2 : 1;
  await expect.poll(async () => (await dataLayerEvents(page, 'view_item_list')).length).toBe(pages);
  const views = await dataLayerEvents(page, 'view_item_list');
  expect(views.map((v) => v.ecommerce.item_list_name)).toEqual(Array(pages).fill(big.c.name));
  expect(views.flatMap((v) => v.ecommerce.items.map((i) => i.index))).toEqual(Array.from({ length: Math.min(big.n, 24) }, (_, i) => i));
  expect(views.flatMap((v) => v.ecommerce.items.map((i) => i.item_id))).toEqual(collectionTiles(tiles, big.c).slice(0, 24).map((t) => t.listingSlug));
  if (big.n > 24) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(async () => (await dataLayerEvents(page, 'view_item_list')).length).toBe(3);
  }
});

test('tiles added by Load More cycle their images on hover like the others', async ({ page }) => {
  expect(big.n, 'the biggest collection has a second page').toBeGreaterThan(12);
  await page.clock.install();
  await page.goto(`/${big.c.slug}/`);
  const tile = page.locator('#tile-13');
  await expect(tile).toBeVisible();
  const media = tile.locator('[data-hover-images]');
  await expect(media, 'tile 13 has more than one image').toHaveCount(1);
  const img = media.locator('img');
  const own = await img.getAttribute('src');
  await tile.hover();
  await page.clock.runFor(1_000);
  await expect(img).not.toHaveAttribute('src', own ?? '');
});

test('a nested collection has its page, with its parent in the breadcrumb', async ({ page }) => {
  await page.goto(`/${child.slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: parent.name })).toHaveAttribute('href', `/${parent.slug}/`);
  const expected = collectionTiles(tiles, child).length;
  await expect(page.getByRole('list', { name: `${child.name} products` }).getByRole('listitem')).toHaveCount(Math.min(expected, 24));
  // The parent holds the child's products too.
  await page.goto(`/${parent.slug}/`);
  await expect(page.getByRole('navigation', { name: `${parent.name} categories` }).getByRole('link', { name: child.name })).toBeVisible();
});

test.describe('fixture store', () => {
  test.use({ baseURL: E2E_SERVERS.hostile.url });

  test('an empty collection says so, and an external menu item opens in a new tab', async ({ page }) => {
    await page.goto('/caps/');
    await expect(page.getByText('There are no products for this category.')).toBeVisible();
    const lookbook = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lookbook' });
    await expect(lookbook).toHaveAttribute('href', 'https://lookbook.example.com/harbor');
    await expect(lookbook).toHaveAttribute('target', '_blank');
  });
});
