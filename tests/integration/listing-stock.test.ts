/**
 * GET /api/v1/listing-stock: the listing page and quick-add read one listing's live stock after load
 * (issue 19 item 6), so a size sold since the build shows as sold out before the shopper picks it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, store, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

const stockOf = async (query: string) => {
  const res = await h.request(`/api/v1/listing-stock?${query}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as { data?: { stock: Record<string, number> } } };
};

describe('a listing’s live stock', () => {
  it('answers every sku of the listing with its units on sale, never cached', async () => {
    const { status, cache, body } = await stockOf('slug=classic-tee');
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.data?.stock).toEqual({ [store.SKU.teeS]: 50, [store.SKU.teeM]: 3, [store.SKU.teeL]: 0 });
  });

  it('a size whose last units were sold through checkout answers 0 at once', async () => {
    const id = await readyCheckout(h, [{ sku: store.SKU.teeM, quantity: 3 }]);
    const paid = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242424242424242' });
    expect(paid.status).toBe(200);
    const { body } = await stockOf('slug=classic-tee');
    expect(body.data?.stock[store.SKU.teeM]).toBe(0);
    expect(body.data?.stock[store.SKU.teeS]).toBe(50);
  });

  it('an unknown listing answers no skus', async () => {
    expect((await stockOf('slug=no-such-listing')).body.data?.stock).toEqual({});
  });

  it.each(['', 'itemGroupId=100', 'slug=Classic%20Tee', 'slug=../x', 'slug=classic-tee&extra=1'])('refuses the query %j with 422, like every malformed input', async (query) => {
    expect((await stockOf(query)).status).toBe(422);
  });
});
