import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, type Harness } from './harness';

// PUT /api/v1/checkout with only `platform` stored any platform: on a card checkout `platform: 'paypal'`
// answered 200 and then every submit answered 422 platform_mismatch until the payment method was sent
// again. A platform that is not the platform of the (new or kept) payment method is refused now.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());
type Body = { data: any; errors?: { code: string; detail: string; source?: { pointer: string } }[] };
const MISMATCH = 'The payment platform does not match the checkout.';

describe('checkout platform', () => {
  it('refuses a platform that is not the kept payment method\u2019s, and the checkout still pays', async () => {
    const id = await readyCheckout(h); // paymentMethod card
    const res = await h.json('PUT', '/api/v1/checkout', { id, data: { platform: 'paypal' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors?.[0]).toMatchObject({ code: 'platform_mismatch', detail: MISMATCH, source: { pointer: '/data/platform' } });
    const stored = await h.db.prepare('SELECT platform, payment_method FROM checkouts WHERE id = ?1').bind(id).first();
    expect(stored).toEqual({ platform: 'stripe', payment_method: 'card' });
    // Its own platform is fine.
    expect((await h.json('PUT', '/api/v1/checkout', { id, data: { platform: 'stripe' } })).status).toBe(200);
    const paid = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242424242424242' });
    expect(paid.status).toBe(200);
  });

  it('refuses a platform that is not the new payment method\u2019s, with the same answer', async () => {
    const id = await readyCheckout(h);
    const res = await h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: 'paypal', platform: 'stripe' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors?.[0]).toMatchObject({ code: 'platform_mismatch', detail: MISMATCH, source: { pointer: '/data/platform' } });
    // A new method with its own platform replaces the kept one.
    expect((await h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: 'paypal', platform: 'paypal' } })).status).toBe(200);
    expect(await h.db.prepare('SELECT platform, payment_method FROM checkouts WHERE id = ?1').bind(id).first()).toEqual({ platform: 'paypal', payment_method: 'paypal' });
  });
});
