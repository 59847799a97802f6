import { expect, test } from '@playwright/test';
import { snapshotOf } from './helpers';

const snapshot = snapshotOf('demo');
const multi = snapshot.listings.find((l) => l.visibility === 'public' && l.products.length > 1 && l.checkoutFlow === 'default')!;
const popular = snapshot.listings.find((l) => l.visibility === 'public' && l.orders > 100)!;
const preorder = snapshot.listings.find((l) => l.checkoutFlow === 'preorder')!;
const digital = snapshot.listings.find((l) => l.products.some((p) => p.deliveryType === 'digital'))!;
const physical = snapshot.listings.find((l) => l.visibility === 'public' && l.products.every((p) => p.deliveryType === 'physical'))!;

test('a listing page shows title, type, price, gallery, every colour of every product type and the tabs', async ({ page }) => {
  const response = await page.goto(`/listing/${multi.slug}/`);
  expect(response?.status()).toBe(200);
  const primary = multi.products.find((p) => p.productId === multi.primaryProductId) ?? multi.products[0]!;
  await expect(page.getByRole('heading', { level: 1, name: multi.title })).toBeVisible();
  await expect(page.locator('[data-product-type]')).toHaveText(primary.productType);
  await expect(page.locator('[data-price]')).toHaveText(/\$\d+\.\d\d/);
  const gallery = page.getByRole('region', { name: 'Product images' });
  await expect(gallery.getByRole('img', { name: `${multi.title}, ${primary.variations[0]!.color}, front view` })).toBeVisible();

  for (const product of multi.products) {
    if (multi.products.length > 1) await page.getByRole('radio', { name: product.productType, exact: true }).check();
    const group = page.getByRole('group', { name: new RegExp(`${product.productType} colours`) });
    await expect(group.getByRole('radio')).toHaveCount(product.variations.length);
    for (const variation of product.variations) await expect(group.getByRole('radio', { name: variation.color, exact: true })).toBeAttached();
    await expect(page.locator('[data-product-type]')).toHaveText(product.productType);
  }
  // The page's data holds every colour of every product type, for the islands.
  const data = JSON.parse((await page.locator('#listing-data').textContent()) ?? '{}') as { products: { variations: unknown[] }[] };
  expect(data.products.map((p) => p.variations.length)).toEqual(multi.products.map((p) => p.variations.length));

  await page.getByRole('tab', { name: 'Product Details' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Product Details' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();
  await page.getByRole('tab', { name: 'Delivery Details' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Delivery Details' })).toContainText('shipped worldwide');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.locator('.listing__notes:not([hidden]) .return-note')).toHaveText('30 Day Free Return');
});

test('?product, ?variation and ?size select the shown variant, and choosing one updates the address', async ({ page }) => {
  const product = multi.products[multi.products.length - 1]!;
  const variation = product.variations[product.variations.length - 1]!;
  const size = variation.sizes.find((s) => s.available) ?? variation.sizes[0]!;
  await page.goto(`/listing/${multi.slug}/?product=${product.productId}&variation=${variation.variationId}&size=${size.id}`);
  await expect(page.locator('[data-product-type]')).toHaveText(product.productType);
  await expect(page.getByRole('radio', { name: variation.color, exact: true }).first()).toBeChecked();
  await expect(page.getByRole('img', { name: new RegExp(`${variation.color}, front view`) })).toBeVisible();
  await expect(page.locator(`[data-sizes-for="${variation.variationId}"]`).getByRole('radio', { name: size.label, exact: true })).toBeChecked();

  const other = product.variations[0]!;
  await page.getByRole('group', { name: new RegExp(`${product.productType} colours`) }).getByRole('radio', { name: other.color, exact: true }).check({ force: true });
  await expect(page).toHaveURL(new RegExp(`variation=${other.variationId}`));
  await expect(page.getByRole('img', { name: new RegExp(`${other.color}, front view`) })).toBeVisible();
  // ?pid works like ?product.
  await page.goto(`/listing/${multi.slug}/?pid=${product.productId}`);
  await expect(page.locator('[data-product-type]')).toHaveText(product.productType);
});

test('the gallery thumbnails switch the image', async ({ page }) => {
  await page.goto(`/listing/${physical.slug}/`);
  const thumbs = page.getByRole('list', { name: 'Thumbnails' }).getByRole('link');
  const count = await thumbs.count();
  test.skip(count < 2, 'listing has one image');
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.gallery__slide').nth(1)).toBeInViewport();
});

test('the fan banner shows when orders exceed 100 and the flag is on', async ({ page }) => {
  await page.goto(`/listing/${popular.slug}/`);
  await expect(page.getByText(`${popular.orders} fans have purchased this merchandise recently.`)).toBeVisible();
  const quiet = snapshot.listings.find((l) => l.visibility === 'public' && l.orders <= 100)!;
  await page.goto(`/listing/${quiet.slug}/`);
  await expect(page.getByText(/fans have purchased this merchandise recently/)).toHaveCount(0);
});

test('a pre-order listing shows the pre-order form instead of Add to cart', async ({ page }) => {
  await page.goto(`/listing/${preorder.slug}/`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const form = page.getByRole('region', { name: 'Pre-order this item' });
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Street address').focus();
  await expect(form.getByText('Please enter a valid email.')).toBeVisible();
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Street address').fill('1 Analytical Way');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Zip code').fill('123');
  await form.getByLabel('State').selectOption('NY');
  await expect(form.getByText('Please enter a valid zipcode')).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByLabel('Zip code').fill('12345');
  await expect(submit).toBeEnabled();
  await expect(form.locator('form')).toHaveAttribute('action', '/api/preorder');
  // The API's keys: listingSlug, and the sku of the colour and size chosen.
  await expect(form.locator('input[name="listingSlug"]')).toHaveValue(preorder.slug);
  const product = preorder.products[0]!;
  const last = product.variations[product.variations.length - 1]!;
  await form.getByLabel('Colour').selectOption(String(last.variationId));
  const sizeId = await form.getByLabel('Size', { exact: true }).inputValue();
  await expect(form.locator('input[name="sku"]')).toHaveValue(`${preorder.itemGroupId}_${last.variationId}_${sizeId}`);
  // The real round trip: the API stores the request and sends the shopper back with thanks.
  await submit.click();
  await expect(page).toHaveURL(/[?&]preorder=received/);
  await expect(page.getByRole('status').filter({ hasText: 'your pre-order request was received' })).toBeVisible();
});

test('a pre-order listing thanks the shopper when the API sends them back', async ({ page }) => {
  await page.goto(`/listing/${preorder.slug}/?preorder=received`);
  await expect(page.getByRole('status').filter({ hasText: 'your pre-order request was received' })).toBeVisible();
});

test('digital items carry the digital wording instead of the 30 Day Free Return note', async ({ page }) => {
  await page.goto(`/listing/${digital.slug}/`);
  await expect(page.locator('.listing__notes:not([hidden]) .return-note')).toHaveText(/final except for faulty goods/);
  await expect(page.getByText('30 Day Free Return')).toHaveCount(0);
});

test('a size guide opens with IN and CM tables', async ({ page }) => {
  const withChart = snapshot.listings.find((l) => l.visibility === 'public' && snapshot.productDetails[String(l.primaryProductId)]?.sizeChart)!;
  await page.goto(`/listing/${withChart.slug}/`);
  await page.getByText('Size guide').click();
  await expect(page.getByRole('table', { name: 'Measurements in inches' })).toBeVisible();
  await page.getByRole('radio', { name: 'CM' }).check();
  await expect(page.getByRole('table', { name: 'Measurements in centimetres' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Measurements in inches' })).toBeHidden();
});

test('the listing JSON is served as a static file next to the pages', async ({ request }) => {
  const response = await request.get(`/catalog/listings/${multi.slug}.json`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { slug: string; products: unknown[] };
  expect(body.slug).toBe(multi.slug);
  expect(body.products).toHaveLength(multi.products.length);
  const index = (await (await request.get('/catalog/search-index.json')).json()) as { fields: string[]; rows: unknown[][] };
  expect(index.fields.slice(0, 6)).toEqual(['name', 'url', 'productName', 'collectionNames', 'collectionSlugs', 'productGroupName']);
  expect(index.rows.length).toBe(snapshot.tiles.filter((t) => t.visibility === 'public').length);
});

test('a listing suggests up to 4 related products', async ({ page }) => {
  await page.goto(`/listing/${multi.slug}/`);
  const shelf = page.getByRole('region', { name: 'You might also like' });
  await expect(shelf).toBeVisible();
  const count = await shelf.getByRole('listitem').count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(4);
  await expect(shelf.locator(`a[href^="/listing/${multi.slug}/"]`)).toHaveCount(0);
});
