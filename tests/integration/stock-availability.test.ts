/**
 * The stock interface against a fake availability service (a fetch handler routed by tests/fixtures/outbound.ts): the special digital products
 * (product 1816, type nft) are counted by GET /v1/availability?userToken&listingId with the API key
 * header in /v1/inventory, cart validation, checkout creation and submit; 0 when the service fails.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogRows } from '../../src/catalog/catalog-rows';
import type { Listing, StoreSnapshot } from '../../src/catalog/snapshot';
import { fakeOrigin, routeToFake } from '../fixtures/outbound';
import { readyCheckout, startHarness, store, type Harness } from './harness';

const KEY = 'availability-key';

/** Two drops: one of product 1816, one whose product type is NFT; D1 holds 0 for both. */
const drop = (itemGroupId: number, slug: string, productId: number, productType: string, variationId: number): Listing => ({
  listingId: itemGroupId + 1,
  itemGroupId,
  slug,
  title: `Drop ${slug}`,
  descriptionHtml: '',
  url: `/listing/${slug}`,
  visibility: 'public',
  primaryProductId: productId,
  checkoutFlow: 'default',
  orders: 0,
  productionTechniques: [],
  thumbnail: null,
  products: [{
    productId,
    productType,
    deliveryType: 'digital',
    estimatedShipDate: null,
    variations: [{ variationId, teespringId: variationId * 10, color: 'None', hex: '#000000', visibility: 'public', inventoryCount: 0, images: [], prices: {}, sizes: [{ id: 1, label: 'Digital', available: true, stock: 0, prices: { USD: 5000 } }] }],
  }],
});
const COLLECTIBLE = { sku: '500_50_1', listingId: 501, variationId: 50 };
const NFT = { sku: '600_60_1', listingId: 601, variationId: 60 };
const rows = [...store.rows, ...catalogRows({ listings: [drop(500, 'collectible', 1816, 'Digital Collectible', 50), drop(600, 'nft', 700, 'NFT', 60)] } as StoreSnapshot)];

interface Asked { query: Record<string, string>; key: string | undefined }
const asked: Asked[] = [];
const counts = new Map<string, number>();
let failing = false;
async function availability(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const key = req.headers.get('x-api-key') ?? undefined;
  asked.push({ query: Object.fromEntries(url.searchParams), key });
  const ok = !failing && url.pathname === '/v1/availability' && key === KEY;
  return Response.json(ok ? { count: counts.get(url.searchParams.get('listingId') ?? '') ?? 0 } : { error: 'down' }, { status: ok ? 200 : 500 });
}

let h: Harness;
let unroute: () => void;
beforeAll(async () => {
  const origin = fakeOrigin('availability');
  unroute = routeToFake(origin, availability);
  h = await startHarness({ rows, vars: { AVAILABILITY_API_URL: origin, AVAILABILITY_API_KEY: KEY } });
});
afterAll(async () => {
  await h.dispose();
  unroute();
});
beforeEach(() => {
  asked.length = 0;
  failing = false;
  counts.set(String(COLLECTIBLE.listingId), 5);
  counts.set(String(NFT.listingId), 2);
});

type Body = { data: any; errors?: { code: string; detail: string }[] };
const inventory = async (variationId: number) => ((await (await h.request(`/api/v1/inventory?colorId=${variationId}&sizeId=1`)).json()) as { inventoryCount: number }).inventoryCount;
const validate = async (sku: string, quantity = 1) => ((await (await h.json('POST', '/api/v1/cart/validate', { lineItems: [{ sku, quantity }] })).json()) as Body).data.lineItems[0];

describe('the availability service counts its products', () => {
  it('GET /v1/inventory answers the service count, asked with userToken, listingId and the key', async () => {
    expect(await inventory(COLLECTIBLE.variationId)).toBe(5);
    expect(await inventory(NFT.variationId)).toBe(2);
    expect(asked).toEqual([
      { query: { userToken: 'harbor', listingId: '501' }, key: KEY },
      { query: { userToken: 'harbor', listingId: '601' }, key: KEY },
    ]);
  });

  it('other products keep their D1 stock and never call the service', async () => {
    expect(await inventory(1)).toBeGreaterThan(0);
    expect(await validate(store.SKU.teeS)).toMatchObject({ available: true, stock: 50 });
    expect(asked).toEqual([]);
  });

  it('cart validation uses the count: enough, too few, and 0 when the service fails', async () => {
    expect(await validate(NFT.sku, 2)).toMatchObject({ available: true, stock: 2, maxQuantity: 2 });
    expect(await validate(NFT.sku, 3)).toMatchObject({ available: false, reason: 'insufficient_stock' });
    failing = true;
    expect(await validate(NFT.sku, 1)).toMatchObject({ available: false, reason: 'out_of_stock', stock: 0 });
    expect(await inventory(NFT.variationId)).toBe(0);
  });

  it('the listing page’s stock read keeps the count for a while; the cart check always asks', async () => {
    const listingStock = async () => ((await (await h.request('/api/v1/listing-stock?slug=collectible')).json()) as { data: { stock: Record<string, number> } }).data.stock;
    expect(await listingStock()).toEqual({ [COLLECTIBLE.sku]: 5 });
    counts.set(String(COLLECTIBLE.listingId), 1);
    expect(await listingStock()).toEqual({ [COLLECTIBLE.sku]: 5 });
    expect(asked.filter((a) => a.query.listingId === String(COLLECTIBLE.listingId))).toHaveLength(1);
    expect(await validate(COLLECTIBLE.sku, 2)).toMatchObject({ available: false, reason: 'insufficient_stock' });
    expect(asked.filter((a) => a.query.listingId === String(COLLECTIBLE.listingId))).toHaveLength(2);
  });

  it('checkout creation checks the count', async () => {
    const over = await h.json('POST', '/api/checkout', { lineItems: [{ sku: COLLECTIBLE.sku, quantity: 6 }], storeSlug: 'harbor' });
    expect(over.status).toBe(409);
    expect(((await over.json()) as Body).errors?.[0]?.detail).toBe('Only 5 of Drop collectible (None, Digital) left in stock.');
    const fits = await h.json('POST', '/api/checkout', { lineItems: [{ sku: COLLECTIBLE.sku, quantity: 5 }], storeSlug: 'harbor' });
    expect(fits.status).toBe(201);
  });

  it('a service that fails at checkout means out of stock', async () => {
    failing = true;
    const res = await h.json('POST', '/api/checkout', { lineItems: [{ sku: NFT.sku, quantity: 1 }], storeSlug: 'harbor' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).errors?.[0]?.code).toBe('out_of_stock');
  });

  it('an order for a counted product is made without touching D1 stock (the service keeps its count)', async () => {
    const id = await readyCheckout(h, [{ sku: NFT.sku, quantity: 1 }]);
    const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242 4242 4242 4242' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).data.state).toBe('completed');
    expect((await h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(NFT.sku).first<{ quantity: number }>())?.quantity).toBe(0);
  });

  it('without the service configured the count is 0', async () => {
    const res = await h.request(`/api/v1/inventory?colorId=${NFT.variationId}&sizeId=1`, {}, { AVAILABILITY_API_URL: undefined });
    expect(((await res.json()) as { inventoryCount: number }).inventoryCount).toBe(0);
    expect(asked).toEqual([]);
  });
});
