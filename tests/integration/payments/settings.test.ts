import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readyCheckout, startHarness, type Harness } from '../harness';

// The deployed Functions fail closed too: a deployment whose settings are wrong answers every API call
// with the configuration error (and logs it) instead of quietly running on the sandbox.
let h: Harness;
beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  h = await startHarness();
});
afterAll(() => h.dispose());

describe('payment settings at run time', () => {
  it.each([['unset', undefined], ['bogus', 'bogus'], ['capitalised', 'Live']])('PAYMENT_PROVIDER %s: every API call is refused with the reason', async (_, value) => {
    for (const path of ['/api/health', '/api/v1/payments/config']) {
      const res = await h.request(path, {}, { PAYMENT_PROVIDER: value });
      expect(res.status).toBe(500);
      expect(((await res.json()) as { errors: { code: string; detail: string }[] }).errors[0]).toMatchObject({ code: 'store_misconfigured', detail: expect.stringContaining('PAYMENT_PROVIDER must be "sandbox" or "live"') });
    }
  });

  it('live without keys cannot take a payment, and nothing falls back to the sandbox', async () => {
    const id = await readyCheckout(h);
    const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' }, { PAYMENT_PROVIDER: 'live' });
    expect(res.status).toBe(500);
    expect(await h.db.prepare('SELECT count(*) AS n FROM payments').first()).toEqual({ n: 0 });
  });

  it('a sandbox payment is marked, and so is its order', async () => {
    const id = await readyCheckout(h);
    await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' });
    expect(await h.db.prepare('SELECT p.sandbox AS payment, o.sandbox AS orders FROM payments p JOIN orders o ON o.payment_id = p.id WHERE p.checkout_id = ?1').bind(id).first()).toEqual({ payment: 1, orders: 1 });
  });
});
