import { hc } from 'hono/client';
import { describe, expect, it } from 'vitest';
import type { AppType } from '../../src/server/app';

// Islands call the API through Hono's typed client; this fails to compile when a route's types break.
describe('AppType', () => {
  it('gives islands a typed client for the checkout routes', () => {
    const client = hc<AppType>('https://shop.test');
    expect(typeof client.api.checkout.$post).toBe('function');
    expect(typeof client.api.v1.checkout.submit.$post).toBe('function');
    expect(typeof client.api.deliveryOptions.$post).toBe('function');
    expect(typeof client.api.v1.orders.$get).toBe('function');
    const request: Parameters<typeof client.api.checkout.$post>[0] = { json: { lineItems: [{ sku: '1_2_3', quantity: 1 }], storeSlug: 'demo' } };
    expect(request.json.lineItems).toHaveLength(1);
  });
});
