import { expect, test } from '@playwright/test';
import { bucketCount, bucketUrl, unlistedListingUrl } from '../../src/lib/listing-buckets';
import { cartCookieName, encodeCart } from '../../src/lib/cart-cookie';
import { feedFileOf, feedFileUrl } from '../../src/lib/tiles';
import { snapshotOf } from '../e2e/helpers';
import { E2E_SERVERS } from '../e2e/stores';

// Attack: unlisted listings (reachable by their own address only, decisions 6) were enumerable: their
// data sat in the numbered bucket files /catalog/listings/0.json, 1.json, ... that anyone can walk.
// Control: an unlisted listing's data is in a file of its own, named by its slug; no numbered file,
// index or feed names it.
test.use({ baseURL: E2E_SERVERS.demo.url });

const snapshot = snapshotOf('demo');
const unlisted = snapshot.listings.filter((l) => l.visibility === 'unlisted');

test('walking every numbered bucket, the search index, the feeds and the sitemap finds no unlisted listing', async ({ request }) => {
  expect(unlisted.length, 'the demo store has an unlisted listing').toBeGreaterThan(0);
  const count = bucketCount(snapshot.listings.length);
  const files = [...Array.from({ length: count + 8 }, (_, i) => bucketUrl(i)), '/catalog/search-index.json', '/sitemap.xml'];
  // Every feed file of every collection: the chain of files from page 2 until one does not exist.
  for (const collection of snapshot.collections ?? []) {
    for (let first = 2; (await request.get(feedFileUrl(collection.slug, first))).ok(); first = feedFileOf(first).lastPage + 1) files.push(feedFileUrl(collection.slug, first));
  }
  expect(files.some((file) => file.includes('/catalog/collections/')), 'the demo store has a collection of more than one page').toBe(true);
  for (const file of files) {
    const response = await request.get(file);
    if (!response.ok()) continue;
    const text = await response.text();
    for (const listing of unlisted) {
      // Booleans: a failure names the file, not its whole text.
      expect(text.includes(listing.slug), `${file} names ${listing.slug}`).toBe(false);
      expect(text.includes(listing.title), `${file} holds ${listing.title}`).toBe(false);
    }
  }
});

test('an unlisted listing is reachable by its own address: page, data file, and a cart line of it', async ({ page, context, request, baseURL }) => {
  const listing = unlisted[0]!;
  expect((await request.get(`/listing/${listing.slug}/`)).status()).toBe(200);
  const data = (await (await request.get(unlistedListingUrl(listing.slug))).json()) as { listings: Record<string, { title: string }> };
  expect(data.listings[listing.slug]?.title).toBe(listing.title);
  // A shopper who added it to the cart still sees it there (the cart reads its file).
  const product = listing.products[0]!;
  const variation = product.variations.find((v) => v.sizes.some((s) => s.available))!;
  const size = variation.sizes.find((s) => s.available)!;
  await context.addCookies([{ name: cartCookieName('demo'), value: encodeCart({ region: 'USA', lines: [{ slug: listing.slug, productId: product.productId, itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: size.id, quantity: 1 }] }), url: baseURL! }]);
  await page.goto('/cart/');
  await expect(page.getByRole('main')).toContainText(listing.title);
});
