import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, store, type Harness } from './harness';

// POST /api/v1/cart/validate said a cart in a currency the store does not sell was out of stock (200,
// price null) while the checkout's creation refused it (422 currency_not_supported), and it checked two
// lines of one sku each against the stock while creation merges them and refuses their sum. Validate
// answers as creation does now.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());
type Body = { data: any; errors?: { status: string; code: string; detail: string; source?: { pointer: string } }[] };

describe('cart validate, as checkout creation', () => {
  it('refuses a currency the store does not sell, with the same answer as creation', async () => {
    const lineItems = [{ sku: store.SKU.teeS, quantity: 1 }];
    const validated = await h.json('POST', '/api/v1/cart/validate', { lineItems, currency: 'GBP' });
    const created = await h.json('POST', '/api/checkout', { lineItems, storeSlug: 'harbor', currency: 'GBP' });
    expect(created.status).toBe(422);
    expect(validated.status).toBe(created.status);
    const errors = ((await validated.json()) as Body).errors;
    expect(errors).toEqual(((await created.json()) as Body).errors);
    expect(errors?.[0]).toMatchObject({ code: 'currency_not_supported', detail: 'This store does not sell in GBP.', source: { pointer: '/currency' } });
    // A currency it sells is still checked line by line.
    const eur = (await (await h.json('POST', '/api/v1/cart/validate', { lineItems, currency: 'EUR' })).json()) as Body;
    expect(eur.data.valid).toBe(true);
    expect(eur.data.lineItems[0]).toMatchObject({ sku: store.SKU.teeS, price: 2299, currency: 'EUR' });
  });

  it('checks the sum of lines of one sku against the stock, as creation does', async () => {
    const lineItems = [
      { sku: store.SKU.teeM, quantity: 2 },
      { sku: store.SKU.teeM, quantity: 2 },
    ]; // stock 3
    const res = (await (await h.json('POST', '/api/v1/cart/validate', { lineItems })).json()) as Body;
    expect(res.data.valid).toBe(false);
    expect(res.data.lineItems).toEqual([expect.objectContaining({ sku: store.SKU.teeM, quantity: 4, available: false, reason: 'insufficient_stock', stock: 3 })]);
    expect((await h.json('POST', '/api/checkout', { lineItems, storeSlug: 'harbor' })).status).toBe(409);
  });
});
