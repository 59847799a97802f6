import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRows } from '../../src/catalog/catalog-rows';
import type { Listing, StoreSnapshot } from '../../src/catalog/snapshot';
import { startHarness, type Harness } from '../integration/harness';
import * as store from '../fixtures/edge/store';

// Attack: the pre-order form is a plain form post, so any field can be forged. A pre-order listing's
// form took any sku (another listing's, a private one's) and stored it in the seller's pre-order list
// and mail; a private pre-order listing took pre-orders too; every repeat of a post made another row
// and another seller mail. Control (src/server/contact/routes.ts, migration 0017): the sku must be one
// of that listing's own, in the catalog and not private; the listing must not be private; a repeat of
// the same listing, sku and address is answered as received and stores and mails nothing more.

const hiddenPreorder: Listing = {
  ...store.listings.find((l) => l.slug === 'hoodie')!,
  listingId: 901,
  itemGroupId: 900,
  slug: 'hidden-hoodie',
  title: 'Hidden Hoodie',
  visibility: 'private',
  products: store.listings
    .find((l) => l.slug === 'hoodie')!
    .products.map((p) => ({ ...p, variations: p.variations.map((v) => ({ ...v, variationId: 90 })) })),
};
const HIDDEN_SKU = '900_90_1';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ rows: catalogRows({ listings: [...store.listings, hiddenPreorder] } as StoreSnapshot) });
  const hidden = await h.db.prepare('SELECT listing_slug, visibility, checkout_flow FROM catalog_items WHERE sku = ?1').bind(HIDDEN_SKU).first();
  expect(hidden).toEqual({ listing_slug: 'hidden-hoodie', visibility: 'private', checkout_flow: 'preorder' });
});
afterAll(() => h.dispose());

const address = { email: 'fan@example.com', name: 'Fan McFanface', street: '1 Main St', city: 'Springfield', zip: '62701', state: 'IL', country: 'US' };
let nextClient = 0;
const post = (fields: Record<string, string>) =>
  h.request('/api/preorder', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.test', 'cf-connecting-ip': `198.18.9.${++nextClient}` },
    body: new URLSearchParams({ ...address, ...fields }),
  });
const rows = async (slug: string) => (await h.db.prepare('SELECT count(*) AS n FROM preorders WHERE listing_slug = ?1').bind(slug).first<{ n: number }>())?.n ?? 0;
const sellerMails = async () => (await h.db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE subject LIKE 'Pre-order for %'").first<{ n: number }>())?.n ?? 0;

describe('pre-order form', () => {
  it('refuses a sku of another listing, private or public', async () => {
    for (const sku of [store.SKU.secret, store.SKU.teeS, HIDDEN_SKU]) {
      const res = await post({ listingSlug: 'hoodie', sku, quantity: '99' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('https://shop.test/listing/hoodie?preorder=failed#preorder-form');
    }
    expect(await rows('hoodie')).toBe(0);
    expect(await sellerMails()).toBe(0);
  });

  it('refuses a private pre-order listing, with or without its sku', async () => {
    for (const fields of [{ listingSlug: 'hidden-hoodie', sku: HIDDEN_SKU }, { listingSlug: 'hidden-hoodie' }] as Record<string, string>[]) {
      const res = await post(fields);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('https://shop.test/listing/hidden-hoodie?preorder=failed#preorder-form');
    }
    expect(await rows('hidden-hoodie')).toBe(0);
    expect(await sellerMails()).toBe(0);
  });

  it('makes one row and one seller mail of a repeated post', async () => {
    for (const fields of [{ listingSlug: 'hoodie', sku: store.SKU.hoodie, quantity: '2' }, { listingSlug: 'hoodie' }] as Record<string, string>[]) {
      for (let i = 0; i < 2; i++) {
        const res = await post(fields);
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('https://shop.test/listing/hoodie?preorder=received');
      }
    }
    // One for the sku, one for the listing posted without a sku.
    expect(await rows('hoodie')).toBe(2);
    expect(await sellerMails()).toBe(2);
    // Another address is another pre-order.
    expect((await post({ listingSlug: 'hoodie', sku: store.SKU.hoodie, email: 'other@example.com' })).headers.get('location')).toContain('preorder=received');
    expect(await rows('hoodie')).toBe(3);
    expect(await sellerMails()).toBe(3);
  });
});
