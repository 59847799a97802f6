import { expect, test } from '@playwright/test';
import { setStock } from './cart-helpers';
import { publicTiles, snapshotOf } from './helpers';
import { quickAdd } from './quick-add-helpers';
import { placeOrder } from './track-helpers';

/**
 * Issue 19 item 6: a size sold out after the build shows as sold out on the listing page and in
 * quick-add before the shopper picks it, although the pre-rendered page and the catalog JSON still
 * have the build's stock. The last unit is sold through the API, as a shopper elsewhere would.
 */
const snapshot = snapshotOf('demo');
const listingOf = (slug: string) => snapshot.listings.find((l) => l.slug === slug)!;
const inStock = (s: { available: boolean; stock: number }) => s.available && s.stock > 0;
// A tile of the home page (not the first two, which the quick-add tests use) whose colour has two
// sizes in stock or more: the second of them is sold out, the listing stays buyable.
const pick = publicTiles(snapshot)
  .slice(2, 12)
  .flatMap((tile) => {
    const listing = listingOf(tile.listingSlug);
    const product = listing.products.find((p) => p.productId === tile.productId);
    if (listing.checkoutFlow !== 'default' || product?.deliveryType !== 'physical') return [];
    return product.variations
      .filter((v) => v.visibility === 'public' && v.inventoryCount > 0 && v.sizes.filter(inStock).length >= 2)
      .map((variation) => ({ tile, listing, variation, size: variation.sizes.filter(inStock)[1]! }));
  })[0];
if (!pick) throw new Error('the first page of the demo store needs a physical colour with two sizes in stock');
const { tile, listing, variation, size } = pick;
const sku = `${listing.itemGroupId}_${variation.variationId}_${size.id}`;

test.beforeAll(async ({ request }) => {
  await setStock(sku, 1);
  await placeOrder(request, undefined, sku);
});
test.afterAll(async () => {
  await setStock(sku, size.stock);
});

test('the listing page marks a size sold since the build as out of stock before the shopper touches it', async ({ page }) => {
  await page.goto(`/listing/${listing.slug}/?variation=${variation.variationId}`);
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: size.label, exact: true })).toHaveAccessibleDescription('Out of stock');
  await sizes.getByRole('radio', { name: size.label, exact: true }).check();
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
});

test('quick-add offers the sold size as out of stock', async ({ page }) => {
  await page.goto('/');
  const { button, options } = quickAdd(page, tile.name);
  await button.click();
  await options.getByRole('radio', { name: variation.color, exact: true }).check();
  const sizes = options.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: size.label, exact: true })).toBeDisabled();
  await expect(sizes.getByRole('radio', { name: variation.sizes.filter(inStock)[0]!.label, exact: true })).toBeEnabled();
});

test('a size the page would choose for the shopper that has sold out gives way to the next one in stock', async ({ page }) => {
  // Another listing of the first page: its plain choice is its primary product's first colour and that
  // colour's first size in stock, which is sold out here (and put back afterwards).
  const other = publicTiles(snapshot)
    .slice(2, 12)
    .map((t) => listingOf(t.listingSlug))
    .find((l) => l.slug !== listing.slug && l.checkoutFlow === 'default' && (l.products.find((p) => p.productId === l.primaryProductId) ?? l.products[0])!.variations[0]!.sizes.filter(inStock).length >= 2)!;
  const colour = (other.products.find((p) => p.productId === other.primaryProductId) ?? other.products[0])!.variations[0]!;
  const [first, next] = colour.sizes.filter(inStock) as [typeof colour.sizes[number], typeof colour.sizes[number]];
  const firstSku = `${other.itemGroupId}_${colour.variationId}_${first.id}`;
  await setStock(firstSku, 0);
  try {
    await page.goto(`/listing/${other.slug}/`);
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('radio', { name: next.label, exact: true })).toBeChecked();
    await expect(sizes.getByRole('radio', { name: first.label, exact: true })).toHaveAccessibleDescription('Out of stock');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  } finally {
    await setStock(firstSku, first.stock);
  }
});
