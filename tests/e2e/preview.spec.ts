import { expect, test } from '@playwright/test';
import { snapshotOf } from './helpers';
import { E2E_SERVERS } from './stores';

const preview = snapshotOf('demo-preview');
const privateListing = preview.listings.find((l) => l.visibility === 'private')!;

test('a private listing is absent from the public build', async ({ page, request }) => {
  expect(privateListing, 'the demo store has a private listing').toBeTruthy();
  const response = await page.goto(`/listing/${privateListing.slug}/`);
  expect(response?.status()).toBe(404);
  // Its address gives listing-not-found (decisions 6).
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  expect((await request.get(`/catalog/listings/${privateListing.slug}.json`)).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(privateListing.slug);
  const index = await (await request.get('/catalog/search-index.json')).text();
  expect(index).not.toContain(`"${privateListing.slug}"`);
});

test.describe('preview build', () => {
  test.use({ baseURL: E2E_SERVERS.demoPreview.url });

  test('shows the private listing with its notice and checkout disabled', async ({ page }) => {
    const response = await page.goto(`/listing/${privateListing.slug}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: privateListing.title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This listing is private');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('disables Add to cart on public listings too', async ({ page }) => {
    const listing = preview.listings.find((l) => l.visibility === 'public' && l.checkoutFlow === 'default')!;
    await page.goto(`/listing/${listing.slug}/`);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
