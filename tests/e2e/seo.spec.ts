import { expect, test } from '@playwright/test';
import { snapshotOf } from './helpers';

const snapshot = snapshotOf('demo');
const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.products.length > 1) ?? snapshot.listings[0]!;

test('a listing page has title, description, canonical, Open Graph image and Product JSON-LD with offers', async ({ page }) => {
  await page.goto(`/listing/${listing.slug}/?product=${listing.primaryProductId}`);
  await expect(page).toHaveTitle(`${listing.title} | ${snapshot.store.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/listing/${listing.slug}/$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type': string;
    offers: { price: string; priceCurrency: string; availability: string }[];
  };
  expect(ld['@type']).toBe('Product');
  const variants = listing.products.flatMap((p) => p.variations.flatMap((v) => v.sizes)).length;
  expect(ld.offers).toHaveLength(variants);
  expect(ld.offers[0]?.priceCurrency).toBe(snapshot.currencies[0]);
  expect(ld.offers.every((o) => /^\d+\.\d\d$/.test(o.price))).toBe(true);
  expect(ld.offers.every((o) => /schema\.org\/(InStock|OutOfStock)$/.test(o.availability))).toBe(true);
});

test('sitemap.xml lists the public pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).toContain(`/listing/${listing.slug}/</loc>`);
  for (const collection of snapshot.collections) expect(sitemap).toContain(`/${collection.slug}/</loc>`);
  const unlisted = snapshot.listings.find((l) => l.visibility === 'unlisted');
  if (unlisted) expect(sitemap).not.toContain(`/listing/${unlisted.slug}/`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /checkout');
});
