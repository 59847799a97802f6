import { expect, test } from '@playwright/test';
import { cartCookieName, encodeCart } from '../../src/lib/cart-cookie';
import { publicTiles, snapshotOf } from './helpers';
import { cartLines, dataLayerEvents, quickAdd } from './quick-add-helpers';
import { E2E_SERVERS } from './stores';

const snapshot = snapshotOf('demo');
const tiles = publicTiles(snapshot);
const listingOf = (slug: string) => snapshot.listings.find((l) => l.slug === slug)!;
// The first tile of the home grid, with a colour that has a size in stock, and that size.
const first = tiles[0]!;
const firstListing = listingOf(first.listingSlug);
const product = firstListing.products.find((p) => p.productId === first.productId)!;
const colour = product.variations.filter((v) => v.inventoryCount > 0 && v.sizes.some((s) => s.available && s.stock > 0))[1]!;
const size = colour.sizes.filter((s) => s.available && s.stock > 1)[2]!;
const sku = `${firstListing.itemGroupId}_${colour.variationId}_${size.id}`;
const second = tiles[1]!;
const soldOut = 'seventeen-years-later-cicada';
const soldOutTile = tiles.find((t) => t.listingSlug === soldOut)!;

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('quick-add: options, colour and size, Add opens the confirmation that closes itself after 6 s; the same variant twice is one line', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/');
  const { button, options } = quickAdd(page, first.name);
  await button.click();
  await expect(options).toBeVisible();
  // The button is hidden while its options are open (browsing spec 2).
  await expect(button).toBeHidden();
  await options.getByRole('radio', { name: colour.color, exact: true }).check();
  await expect(options.getByRole('group', { name: /Colour/ })).toContainText(colour.color);
  await options.getByRole('radio', { name: size.label, exact: true }).check();
  await options.getByRole('button', { name: 'Add to cart' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`${colour.color} / ${size.label}`);
  await expect(confirmation.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart/');
  await expect(options).toBeHidden();
  expect(await cartLines(context)).toEqual([`${sku} x 1`]);
  const [added] = await dataLayerEvents(page, 'add_to_cart');
  expect(added?.ecommerce.items[0]).toMatchObject({ item_id: first.listingSlug, item_name: firstListing.title, item_variant: `${colour.color} / ${size.label}`, quantity: 1 });

  await page.clock.runFor(5_000);
  await expect(confirmation).toBeVisible();
  await page.clock.runFor(1_100);
  await expect(confirmation).toBeHidden();
  await expect(button).toBeFocused();

  // Again: the same sku adds to its line.
  await button.click();
  await options.getByRole('radio', { name: colour.color, exact: true }).check();
  await options.getByRole('radio', { name: size.label, exact: true }).check();
  await options.getByRole('button', { name: 'Add to cart' }).click();
  await expect(confirmation).toBeVisible();
  expect(await cartLines(context)).toEqual([`${sku} x 2`]);
  await confirmation.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(confirmation).toBeHidden();
  // The cart survives a reload.
  await page.reload();
  expect(await cartLines(context)).toEqual([`${sku} x 2`]);
});

test('quick-add of a size whose stock left is all in the cart says so: nothing added, no add_to_cart, no confirmation', async ({ page, context }) => {
  // The inventory has 3 of the size left (the live answer, changed for this sku), and the cart holds all 3.
  await page.route(`**/api/v1/listing-stock?slug=${first.listingSlug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { stock: Record<string, number> } };
    body.data.stock[sku] = 3;
    await route.fulfill({ response, json: body });
  });
  const line = { slug: first.listingSlug, productId: product.productId, itemGroupId: firstListing.itemGroupId, colorId: colour.variationId, sizeId: size.id, quantity: 3 };
  await context.addCookies([{ name: cartCookieName('demo'), value: encodeCart({ region: 'USA', lines: [line] }), url: E2E_SERVERS.demo.url }]);
  await page.goto('/');
  const { button, options } = quickAdd(page, first.name);
  await button.click();
  await options.getByRole('radio', { name: colour.color, exact: true }).check();
  await options.getByRole('radio', { name: size.label, exact: true }).check();
  await options.getByRole('button', { name: 'Add to cart' }).click();

  await expect(options.getByRole('alert')).toHaveText('Only 3 left in stock, and they are all in your cart.');
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toHaveCount(0);
  await expect(options).toBeVisible();
  expect(await dataLayerEvents(page, 'add_to_cart')).toEqual([]);
  expect(await cartLines(context)).toEqual([`${sku} x 3`]);
});

test('quick-add of a sold-out listing shows the out-of-stock modal', async ({ page, context }) => {
  expect(soldOutTile, 'the demo store has a sold-out listing').toBeTruthy();
  const n = Math.floor(tiles.indexOf(soldOutTile) / 12) + 1;
  await page.goto(n === 1 ? '/' : `/page/${n}/`);
  const { button, options } = quickAdd(page, soldOutTile.name);
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Out of stock' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('This product is out of stock.');
  await expect(options).toBeHidden();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
  expect(await cartLines(context)).toEqual([]);
});

test('a colour out of stock makes Add read Out of stock, disabled; sizes out of stock cannot be chosen', async ({ page }) => {
  const tile = tiles.slice(0, 12).find((t) => listingOf(t.listingSlug).products.find((p) => p.productId === t.productId)?.variations.some((v) => v.inventoryCount <= 0));
  expect(tile, 'the first page of the demo store has a colour out of stock').toBeTruthy();
  const variations = listingOf(tile!.listingSlug).products.find((p) => p.productId === tile!.productId)!.variations;
  const out = variations.find((v) => v.inventoryCount <= 0)!;
  await page.goto('/');
  const { options } = quickAdd(page, tile!.name);
  await quickAdd(page, tile!.name).button.click();
  await expect(options.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await options.getByRole('radio', { name: `${out.color} (Out of stock)` }).check();
  await expect(options.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  for (const radio of await options.getByRole('group', { name: 'Size' }).getByRole('radio').all()) await expect(radio).toBeDisabled();
});

test('opening a second tile closes the first', async ({ page }) => {
  await page.goto('/');
  const a = quickAdd(page, first.name);
  const b = quickAdd(page, second.name);
  await a.button.click();
  await expect(a.options).toBeVisible();
  await b.button.click();
  await expect(b.options).toBeVisible();
  await expect(a.options).toBeHidden();
  await expect(a.button).toBeVisible();
  await expect(b.button).toBeHidden();
  // × closes the options and gives the button back.
  await b.options.getByRole('button', { name: 'Close quick add' }).click();
  await expect(b.options).toBeHidden();
  await expect(b.button).toBeFocused();
});

test('quick-add works with the keyboard alone', async ({ page, context }) => {
  await page.goto('/');
  const { button, options } = quickAdd(page, first.name);
  // From the tile's link, Tab reaches its quick-add button.
  await page.getByRole('list', { name: /Featured products/ }).getByRole('link').first().focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(options).toBeVisible();
  // Focus lands on the chosen colour; Escape closes and returns to the button.
  const colours = options.getByRole('radio', { name: product.variations[0]!.color, exact: true });
  await expect(colours).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(options).toBeVisible();
  // Add without a size asks for one and moves to the sizes.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(options.getByRole('button', { name: 'Add to cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(options.getByRole('alert')).toHaveText('Choose a size');
  const firstSize = product.variations[0]!.sizes.find((s) => s.available && s.stock > 0)!;
  await expect(options.getByRole('radio', { name: firstSize.label, exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(confirmation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(button).toBeFocused();
  expect(await cartLines(context)).toEqual([`${firstListing.itemGroupId}_${product.variations[0]!.variationId}_${firstSize.id} x 1`]);
});

test('tiles added by Load More have quick-add, hover images and prices per currency', async ({ page }) => {
  const collection = snapshot.collections.find((c) => snapshot.tiles.filter((t) => t.collections.some((x) => x.slug === c.slug)).length > 12)!;
  await page.goto(`/${collection.slug}/`);
  const fed = page.locator('#tile-13');
  await expect(fed).toBeVisible();
  await expect(fed.locator('[data-prices]')).toHaveAttribute('data-prices', /"USD":\d+/);
  await expect(fed.locator('.tile__media')).toHaveAttribute('data-hover-images', /\S/);
  const name = (await fed.locator('.tile__name').textContent())!;
  const { button, options } = quickAdd(page, name);
  await button.click();
  await expect(options.or(page.getByRole('dialog', { name: 'Out of stock' }))).toBeVisible();
});

test.describe('preview build', () => {
  test.use({ baseURL: E2E_SERVERS.demoPreview.url });

  test('preview mode disables Add', async ({ page }) => {
    await page.goto('/');
    const { button, options } = quickAdd(page, first.name);
    await button.click();
    await expect(options.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(options).toContainText('Adding to the cart is disabled in preview mode.');
  });
});

test('the related shelf on a listing page has quick-add too', async ({ page }) => {
  await page.goto(`/listing/${first.listingSlug}/`);
  const shelf = page.getByRole('region', { name: 'You might also like' });
  await expect(shelf).toBeVisible();
  const button = shelf.getByRole('button', { name: /^Quick add / }).first();
  const name = (await button.textContent())!.replace(/^Quick add\s*/, '');
  await button.click();
  await expect(quickAdd(page, name).options.or(page.getByRole('dialog', { name: 'Out of stock' }))).toBeVisible();
});

// A phone's network can lose the page's main stylesheet (the dev server once dropped it in CI). The
// tiles' own styles are inlined, and each tile must stay its Quick add's containing block: without it
// every overlay stacked over the first tile and the last tile's button took every click.
test('with the main stylesheet lost, each related tile still opens its own quick-add', async ({ page }) => {
  await page.route('**/_astro/*.css', (route) => route.abort('connectionreset'));
  await page.goto(`/listing/${first.listingSlug}/`);
  const shelf = page.getByRole('region', { name: 'You might also like' });
  const button = shelf.getByRole('button', { name: /^Quick add / }).first();
  const name = (await button.textContent())!.replace(/^Quick add\s*/, '');
  await button.click({ timeout: 10_000 });
  await expect(quickAdd(page, name).options.or(page.getByRole('dialog', { name: 'Out of stock' }))).toBeVisible();
});

test('a listing that cannot be fetched says so (the spec’s message) and the tile stays usable', async ({ page }) => {
  await page.goto('/');
  await page.route('**/catalog/listings/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  const { button, options } = quickAdd(page, first.name);
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch products' })).toBeVisible();
  await expect(options).toHaveCount(0);
  await expect(button).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
