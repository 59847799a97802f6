import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startHarness, US_CUSTOMER, type Harness } from './harness';

/**
 * The bundled demo store, pulled like a build pulls it (in Node, by tests/fixtures/demo-store-setup.ts)
 * and imported like `npm start` imports it.
 */
let h: Harness;
let sku: string;
let slug: string;
beforeAll(async () => {
  const { rows, config } = inject('demoStore');
  const buyable = rows.find((r) => r.visibility === 'public' && r.checkoutFlow === 'default' && r.deliveryType === 'physical' && r.stock > 5 && r.prices.USD !== undefined);
  if (!buyable) throw new Error('the demo store has no buyable physical sku');
  sku = buyable.sku;
  slug = config.slug;
  h = await startHarness({ rows, config });
});
afterAll(() => h?.dispose());

describe('demo store', () => {
  it('checks out a demo listing end to end with the sandbox card', async () => {
    const created = await h.json('POST', '/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug: slug });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const put = (d: unknown) => h.json('PUT', '/api/v1/checkout', { id: data.id, data: d });
    expect((await put({ customer: US_CUSTOMER })).status).toBe(200);
    const options = (await (await h.json('POST', '/api/deliveryOptions', { id: data.id })).json()) as { data: { attributes: { quotes: { id: string }[] } } };
    expect(options.data.attributes.quotes.length).toBeGreaterThan(0);
    expect((await put({ deliveryOption: options.data.attributes.quotes[0]?.id })).status).toBe(200);
    const submit = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: data.id, storeSlug: slug, platform: 'stripe', paymentToken: '4242424242424242' });
    expect(submit.status).toBe(200);
    expect(((await submit.json()) as { data: { state: string } }).data.state).toBe('completed');
  });
});
