import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, store, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

type Body = { errors?: { code: string; source?: { pointer: string } }[] };

describe('repeated skus: errors point at the request line', () => {
  it('a line after a repeated sku is named by its index in the request, not in the merged list', async () => {
    // teeS twice merges into one line; the poster (USD only) is the request's third line.
    const lineItems = [
      { sku: store.SKU.teeS, quantity: 1 },
      { sku: store.SKU.teeS, quantity: 1 },
      { sku: store.SKU.poster, quantity: 1 },
    ];
    const res = await h.json('POST', '/api/checkout', { lineItems, storeSlug: 'harbor', currency: 'EUR' });
    expect(res.status).toBe(422);
    const error = ((await res.json()) as Body).errors?.[0];
    expect(error).toMatchObject({ code: 'not_sold_in_currency', source: { pointer: '/lineItems/2/sku' } });
  });

  it('a repeated sku that fails is named by its first request index', async () => {
    const lineItems = [
      { sku: store.SKU.teeS, quantity: 1 },
      { sku: store.SKU.teeS, quantity: 1 },
      { sku: store.SKU.poster, quantity: 1 },
      { sku: store.SKU.poster, quantity: 1 },
    ];
    const res = await h.json('POST', '/api/checkout', { lineItems, storeSlug: 'harbor', currency: 'EUR' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors?.[0]).toMatchObject({ code: 'not_sold_in_currency', source: { pointer: '/lineItems/2/sku' } });
  });

  it('the checkout keeps the merged lines as { sku, quantity }', async () => {
    const lineItems = [
      { sku: store.SKU.teeS, quantity: 1 },
      { sku: store.SKU.poster, quantity: 1 },
      { sku: store.SKU.teeS, quantity: 2 },
    ];
    const res = await h.json('POST', '/api/checkout', { lineItems, storeSlug: 'harbor' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const row = await h.db.prepare('SELECT line_items FROM checkouts WHERE id = ?1').bind(data.id).first<{ line_items: string }>();
    expect(JSON.parse(row?.line_items ?? 'null')).toEqual([
      { sku: store.SKU.teeS, quantity: 3 },
      { sku: store.SKU.poster, quantity: 1 },
    ]);
  });
});
