import { expect, test, type Page } from '@playwright/test';
import { sealPreview } from '../../src/lib/preview-crypto';
import { rootVariable } from './chrome-helpers';
import { listingFromBucket, snapshotOf } from './helpers';
import { E2E_PREVIEW_THEME_KEY, E2E_SERVERS } from './stores';

const preview = snapshotOf('demo-preview');
const privateListing = preview.listings.find((l) => l.visibility === 'private')!;

test('a private listing is absent from the public build', async ({ page, request }) => {
  expect(privateListing, 'the demo store has a private listing').toBeTruthy();
  const response = await page.goto(`/listing/${privateListing.slug}/`);
  expect(response?.status()).toBe(404);
  // Its address gives listing-not-found (decisions 6).
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  // Its data is in no bucket file: its bucket is either not there or lacks it.
  const bucket = await listingFromBucket(request, privateListing.slug);
  expect([200, 404], bucket.url).toContain(bucket.status);
  expect(bucket.data).toBeUndefined();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(privateListing.slug);
  const index = await (await request.get('/catalog/search-index.json')).text();
  expect(index).not.toContain(`"${privateListing.slug}"`);
});

test.describe('preview build', () => {
  test.use({ baseURL: E2E_SERVERS.demoPreview.url });

  test('shows the private listing with its notice and checkout disabled', async ({ page, request }) => {
    const response = await page.goto(`/listing/${privateListing.slug}/`);
    expect(response?.status()).toBe(200);
    expect((await listingFromBucket(request, privateListing.slug, 'demo-preview')).data?.slug).toBe(privateListing.slug);
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

// The encrypted theme fragment (browsing spec 1; src/lib/preview-crypto.ts): applied in the preview
// build for the visit, ignored by the public build.
const previewTheme = { primaryColor: '#0b6e4f', button: { backgroundColor: 'rgb(11, 110, 79)' }, hero: { title: 'Preview drop <script>x</script>', ctaText: 'See it' } };
const fragment = async (theme: unknown = previewTheme, slug = 'demo') => `#preview=${await sealPreview({ v: 1, theme }, E2E_PREVIEW_THEME_KEY, slug)}`;
// A new load of the page with the fragment (going from / to /#... would only scroll the same page).
const openWith = async (page: Page, hash: string) => {
  await page.goto('about:blank');
  await page.goto(`/${hash}`);
  await page.waitForLoadState('networkidle');
};

test.describe('preview theme fragment', () => {
  test.describe('in the preview build', () => {
    test.use({ baseURL: E2E_SERVERS.demoPreview.url });

    test('applies the colour and hero text, stays on for the visit, and can be reset', async ({ page }) => {
      await page.goto('/');
      const saved = await rootVariable(page, '--color-primary');
      expect(saved).not.toBe('#0b6e4f');
      await openWith(page, await fragment());
      await expect.poll(() => rootVariable(page, '--color-primary')).toBe('#0b6e4f');
      expect(await rootVariable(page, '--button-bg')).toBe('rgb(11, 110, 79)');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview drop x');
      await expect(page.locator('.hero__cta')).toHaveText('See it');
      expect(await page.evaluate(() => (window as unknown as { x?: unknown }).x)).toBeUndefined();
      // Out of the address bar, kept in the session.
      expect(page.url()).not.toContain('preview=');
      const notice = page.getByRole('status').filter({ hasText: 'Preview mode' });
      await expect(notice.getByText('Showing the theme from the preview link.')).toBeVisible();

      await page.goto('/apparel/');
      await expect.poll(() => rootVariable(page, '--color-primary')).toBe('#0b6e4f');

      await notice.getByRole('button', { name: 'Show the saved theme' }).click();
      await page.waitForLoadState('load');
      await expect.poll(() => rootVariable(page, '--color-primary')).toBe(saved);
      await expect(notice.getByText('Showing the theme from the preview link.')).toBeHidden();
    });

    test('ignores a fragment made for another store or tampered with', async ({ page }) => {
      await page.goto('/');
      const saved = await rootVariable(page, '--color-primary');
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      await openWith(page, await fragment(previewTheme, 'harbor-hostile'));
      expect(await rootVariable(page, '--color-primary')).toBe(saved);
      const good = await fragment();
      await openWith(page, `${good.slice(0, -4)}${good.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`);
      expect(await rootVariable(page, '--color-primary')).toBe(saved);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    });

    test('ignores a theme with a hostile colour', async ({ page }) => {
      await page.goto('/');
      const saved = await rootVariable(page, '--color-primary');
      await openWith(page, await fragment({ primaryColor: 'red;}body{display:none' }));
      expect(await rootVariable(page, '--color-primary')).toBe(saved);
    });
  });

  test('is ignored by the public build', async ({ page }) => {
    await page.goto('/');
    const saved = await rootVariable(page, '--color-primary');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await openWith(page, await fragment());
    expect(await rootVariable(page, '--color-primary')).toBe(saved);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    expect(await page.locator('[data-preview-theme]').count()).toBe(0);
    expect(await page.content()).not.toContain(E2E_PREVIEW_THEME_KEY);
  });
});
