import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, store, type Harness } from './harness';

// The cart page updates the shopper's open checkout with the cart's lines (PUT /v1/checkout with
// data.lineItems) instead of creating a new one each time, so the address and delivery choice stay.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

type Body = { data: any; errors?: { code: string; detail: string; source?: { pointer: string } }[] };
const put = (id: string, data: unknown) => h.json('PUT', '/api/v1/checkout', { id, data });

describe('updating an open checkout with the cart lines', () => {
  it('replaces the lines, reprices them and keeps the customer and delivery', async () => {
    const id = await readyCheckout(h);
    const res = await put(id, { storeSlug: 'harbor', lineItems: [{ sku: store.SKU.teeS, quantity: 3 }, { sku: store.SKU.poster, quantity: 1 }] });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Body;
    expect(data.lineItems.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([[store.SKU.teeS, 3], [store.SKU.poster, 1]]);
    expect(data.customer.address.stateCode).toBe('CA');
    expect(data.deliveryOption.id).toBe('fullStandardCost');
    const loaded = (await (await h.request(`/api/checkout?id=${id}&storeSlug=harbor`)).json()) as Body;
    expect(loaded.data.lineItems).toHaveLength(2);
    expect(loaded.data.costs.lineItems.value).toBe(data.costs.lineItems.value);
  });

  it('refuses lines beyond the stock with the server message and keeps the old lines', async () => {
    const id = await readyCheckout(h);
    const res = await put(id, { lineItems: [{ sku: store.SKU.teeM, quantity: 5 }] });
    expect(res.status).toBe(409);
    const body = (await res.json()) as Body;
    expect(body.errors?.[0]?.code).toBe('out_of_stock');
    expect(body.errors?.[0]?.detail).toMatch(/^Only 3 of /);
    const loaded = (await (await h.request(`/api/checkout?id=${id}`)).json()) as Body;
    expect(loaded.data.lineItems.map((l: { sku: string }) => l.sku)).toEqual([store.SKU.teeS]);
  });

  it('refuses an empty cart and a private listing', async () => {
    const id = await readyCheckout(h);
    expect((await put(id, { lineItems: [] })).status).toBe(422);
    const secret = await put(id, { lineItems: [{ sku: store.SKU.secret, quantity: 1 }] });
    expect(((await secret.json()) as Body).errors?.[0]?.code).toBe('unknown_sku');
  });

  it('answers 409 checkout_closed for a paid checkout, so the cart creates a new one', async () => {
    const id = await readyCheckout(h);
    const paid = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' });
    expect(paid.status).toBeLessThan(300);
    const res = await put(id, { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }] });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Body).errors?.[0]?.code).toBe('checkout_closed');
  });
});
