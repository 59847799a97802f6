import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store, US_CUSTOMER } from '../integration/harness';
import { liveStore, type MoneyStore } from '../integration/payments/money';

// Attack: POST /api/v1/initiatePayment lacked the checks the submit makes, so a script with a fresh
// checkout (no address, no delivery option) had the store create a real PayPal order or Stripe
// PaymentIntent on its own account, for the items alone, and a payment row, once per checkout it made.
// Control (src/server/payments/initiate.ts, payable.ts): initiate refuses as the submit does, with its
// codes and messages (address_required, delivery_option_required, delivery_option_unavailable,
// nothing_to_pay, the method's own), before any payment row or provider call.

let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await liveStore();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await m.dispose();
});

type Body = { data?: { paymentId: string }; errors?: { code: string; detail: string }[] };

async function freshCheckout(): Promise<string> {
  const created = await m.h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' });
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

const initiate = async (checkoutId: string, platform: 'paypal' | 'stripe') => {
  const res = await m.h.json('POST', '/api/v1/initiatePayment', { checkoutId, platform, paymentMethod: platform === 'paypal' ? 'paypal' : 'card', storeSlug: 'harbor' });
  return { status: res.status, body: (await res.json()) as Body };
};
const providerCalls = async () => (await m.paypal.calls()).length + (await m.stripe.state()).calls.length;
const paymentRows = async () => (await m.h.db.prepare('SELECT count(*) AS n FROM payments').first<{ n: number }>())?.n;

describe('initiatePayment for a checkout not ready to pay', () => {
  it('no address: 422 address_required, no payment row, no provider call (PayPal and Stripe)', async () => {
    const id = await freshCheckout();
    const before = await providerCalls();
    for (const platform of ['paypal', 'stripe'] as const) {
      const { status, body } = await initiate(id, platform);
      expect(status, platform).toBe(422);
      expect(body.errors?.[0], platform).toMatchObject({ code: 'address_required', detail: 'Please enter your address.' });
    }
    expect(await paymentRows()).toBe(0);
    expect((await providerCalls()) - before).toBe(0);
  });

  it('an address but no delivery option: 422 delivery_option_required, nothing made', async () => {
    const id = await freshCheckout();
    expect((await m.h.json('PUT', '/api/v1/checkout', { id, data: { customer: US_CUSTOMER } })).status).toBe(200);
    const before = await providerCalls();
    const { status, body } = await initiate(id, 'paypal');
    expect(status).toBe(422);
    expect(body.errors?.[0]).toMatchObject({ code: 'delivery_option_required', detail: 'Please choose a delivery option.' });
    expect(await paymentRows()).toBe(0);
    expect((await providerCalls()) - before).toBe(0);
  });

  it('a ready checkout still gets its PayPal order, for items, delivery and tax', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { status } = await initiate(id, 'paypal');
    expect(status).toBe(201);
    expect((await m.ledger(id)).payments).toMatchObject([{ provider: 'paypal', amount_cents: 2399 + 599 + 174 }]);
  });
});
