import { expect, test } from '@playwright/test';
import { tileHref } from '../../src/lib/tiles';
import { collectionTiles } from '../../src/catalog/routes';
import { publicTiles, snapshotOf } from './helpers';

const snapshot = snapshotOf('demo');
const tiles = publicTiles(snapshot);
const totalPages = Math.ceil(tiles.length / 12);

test.use({ javaScriptEnabled: false });

test('without JavaScript the home grid shows tiles and every page is reachable by links', async ({ page }) => {
  await page.goto('/');
  const seen: string[] = [];
  for (let n = 1; n <= totalPages; n++) {
    const grid = page.getByRole('list', { name: `Featured products, page ${n} of ${totalPages}` });
    // evaluateAll does not wait: let the navigation to page n land first.
    await expect(grid.locator('a.tile__link').first()).toBeVisible();
    seen.push(...(await grid.locator('a.tile__link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))));
    if (n < totalPages) await page.getByRole('link', { name: 'Next page' }).click();
  }
  expect(seen).toEqual(tiles.map(tileHref));
});

test('without JavaScript the menu is shown on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: snapshot.collections[0]!.name, exact: true })).toBeVisible();
});

test('without JavaScript a listing shows its content: title, price, images, colours, description, details', async ({ page }) => {
  const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.checkoutFlow === 'default')!;
  await page.goto(`/listing/${listing.slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.locator('[data-price]')).toHaveText(/\$\d/);
  await expect(page.getByRole('region', { name: 'Product images' }).getByRole('img').first()).toBeVisible();
  const primary = listing.products.find((p) => p.productId === listing.primaryProductId) ?? listing.products[0]!;
  // The buy box is pre-rendered by the listing island: the primary product's colours and sizes read without JavaScript.
  const colours = page.getByRole('group', { name: listing.products.length > 1 ? new RegExp(`^${primary.productType} colours`) : /^Colour/ });
  await expect(colours.getByRole('radio')).toHaveCount(primary.variations.length);
  await expect(colours.getByRole('radio', { name: primary.variations[0]!.color, exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toHaveCount(primary.variations[0]!.sizes.length);
  await expect(page.getByText('Adding to the cart needs JavaScript.')).toBeVisible();
  if (snapshot.productDetails[String(primary.productId)]?.sizeChart) {
    // The size guide's modal needs JavaScript; its tables are there without it.
    await expect(page.getByRole('button', { name: 'Size guide' })).toBeHidden();
    await page.locator('summary', { hasText: 'Size guide' }).click();
    await expect(page.getByRole('table', { name: 'Measurements in inches' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery Details' })).toBeVisible();
  // A thumbnail is a plain link to its image.
  const thumbs = page.getByRole('list', { name: 'Thumbnails' }).getByRole('link');
  if ((await thumbs.count()) > 1) await expect(thumbs.nth(1)).toHaveAttribute('href', '#image-2');
});

test('without JavaScript Load More walks a collection: every tile once, in order, and Previous leads back', async ({ page }) => {
  const big = [...snapshot.collections, ...snapshot.collections.flatMap((c) => c.children)]
    .map((c) => ({ c, all: collectionTiles(tiles, c) }))
    .sort((a, b) => b.all.length - a.all.length)[0]!;
  expect(big.all.length, 'the demo store has a collection of more than one page').toBeGreaterThan(12);
  await page.goto(`/${big.c.slug}/`);
  const grid = page.getByRole('list', { name: `${big.c.name} products` });
  await expect(grid.getByRole('listitem')).toHaveCount(12);
  // Page 2 holds the 12 tiles after the first; later pages hold their feed file's pages (3-4, 5-8, ...).
  const pages: string[] = [new URL(page.url()).pathname];
  const seen: string[] = [];
  for (;;) {
    seen.push(...(await grid.locator('a.tile__link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))));
    const more = page.getByRole('link', { name: 'Load More' });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(page).not.toHaveURL(new RegExp(`${pages.at(-1)!}$`));
    pages.push(new URL(page.url()).pathname);
    await expect(grid.locator('a.tile__link').first()).toBeVisible();
  }
  expect(seen).toEqual(big.all.map((tile) => tileHref(tile)));
  expect(pages.slice(0, 3)).toEqual([`/${big.c.slug}/`, `/${big.c.slug}/page/2/`, `/${big.c.slug}/page/3/`].slice(0, pages.length));
  for (let i = pages.length - 1; i > 0; i--) {
    await page.goto(pages[i]!);
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', pages[i - 1]!);
  }
});

test('without JavaScript the legal and about pages read in full', async ({ page }) => {
  await page.goto('/terms-of-use/');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await page.goto('/privacy-policy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
});
