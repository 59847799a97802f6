import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store, US_CUSTOMER } from '../harness';
import { stripeStore, type MoneyStore } from './money';

// Every provider object belongs to one payment row, made by the server for the server's amount; a token
// or a record that is not that row's own is refused with no capture and no order (issue 16, "Binding").
let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore();
});
afterEach(() => m.dispose());

const captures = async () => (await m.stripe.state()).calls.filter((c) => c.path.endsWith('/capture')).length;

describe('a PaymentIntent from somewhere else', () => {
  it('another checkout\'s intent sent as the token is refused: no order, no capture, the other intent untouched', async () => {
    const a = await m.checkout();
    await m.submit(a, { paymentToken: 'pm_card_threeDSecure2Required' });
    const foreign = (await m.ledger(a)).payments[0]!.provider_ref!;
    await m.stripe.resolve(foreign, 'authorized');
    const b = await m.checkout([{ sku: store.SKU.teeS, quantity: 3 }]);
    const res = await m.submit(b, { paymentToken: foreign });
    expect(res.status).toBe(402);
    expect(res.body.errors?.[0]).toMatchObject({ code: 'payment_mismatch', detail: 'Payment failed, please try again.' });
    expect((await m.ledger(b)).order).toBeNull();
    expect((await m.ledger(a)).order).toBeNull();
    expect((await m.stripe.state()).intents[foreign]?.status).toBe('requires_capture');
    expect(await captures()).toBe(0);
  });

  it('a stored object that is not this payment\'s (amount, currency, metadata) is released and refused', async () => {
    for (const tamper of ['amount', 'currency', 'payment', 'checkout'] as const) {
      const victim = await m.checkout();
      await m.submit(victim, { paymentToken: 'pm_card_threeDSecure2Required' });
      const row = (await m.ledger(victim)).payments[0]!;
      // An authorized intent made for something else, written into the victim's row (a corrupted ledger, a provider bug).
      const foreign = await intentAt({
        amount: tamper === 'amount' ? 100 : row.amount_cents,
        currency: tamper === 'currency' ? 'eur' : 'usd',
        metadata: { payment_id: tamper === 'payment' ? 'someone-else' : row.id, checkout_id: tamper === 'checkout' ? 'another-checkout' : victim },
      });
      await m.h.db.prepare('UPDATE payments SET provider_ref = ?1 WHERE id = ?2').bind(foreign, row.id).run();
      const res = await m.submit(victim, { paymentToken: foreign });
      expect(res.status, tamper).toBe(402);
      expect(res.body.errors?.[0]?.code, tamper).toBe('payment_mismatch');
      expect((await m.ledger(victim)).order, tamper).toBeNull();
      expect((await m.stripe.state()).intents[foreign]?.status, tamper).toBe('canceled');
    }
    expect(await captures()).toBe(0);
    const reasons = (await m.h.db.prepare('SELECT reason FROM payment_attention').all<{ reason: string }>()).results.map((r) => r.reason);
    expect(reasons).toContain('binding_mismatch');
  });
});

/** An intent made directly at (fake) Stripe with the store's key, authorized: not made by the store for this payment. */
async function intentAt(params: { amount: number; currency: string; metadata: Record<string, string> }): Promise<string> {
  const stripe = new Stripe(m.stripe.key, { apiVersion: '2026-10-28.endive', httpClient: Stripe.createFetchHttpClient(), host: '127.0.0.1', port: Number(new URL(m.stripe.url).port), protocol: 'http' });
  const pi = await stripe.paymentIntents.create({ ...params, capture_method: 'manual', allowed_payment_method_types: ['card'] });
  await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
  return pi.id;
}

describe('a total that changed after the provider object was made', () => {
  it('is refused when the order would be made, and the authorization released', async () => {
    const id = await m.checkout();
    // The shopper is authorized, the submit dies before the order; meanwhile the price changes.
    await m.stripe.fault({ step: 'capture', kind: '503', times: 3 });
    await m.stripe.fault({ step: 'confirm', kind: 'drop_after', times: 3 });
    expect((await m.submit(id)).status).toBe(502);
    await m.h.db.prepare('UPDATE catalog_prices SET amount_cents = amount_cents + 100 WHERE sku = ?1').bind(store.SKU.teeS).run();
    await m.cron();
    const ledger = await m.ledger(id);
    expect(ledger.order).toBeNull();
    expect(ledger.payments[0]).toMatchObject({ state: 'voided', error_code: 'checkout_changed' });
    expect((await m.stripe.state()).intents[ledger.payments[0]!.provider_ref!]?.status).toBe('canceled');
    expect(await captures()).toBe(0);
  });
});

describe('methods only the browser used to check', () => {
  it('a store that hides cards takes no card, whatever the client sends', async () => {
    const hidden = await stripeStore({}, { hideCard: true });
    try {
      const created = await hidden.h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' });
      const { data } = (await created.json()) as { data: { id: string } };
      await hidden.h.json('PUT', '/api/v1/checkout', { id: data.id, data: { customer: US_CUSTOMER } });
      await hidden.h.json('PUT', '/api/v1/checkout', { id: data.id, data: { deliveryOption: 'fullStandardCost' } });
      expect((await hidden.h.json('PUT', '/api/v1/checkout', { id: data.id, data: { paymentMethod: 'card' } })).status).toBe(422);
      // The method never set, the client asks for Stripe anyway: the server's default (card) is refused too.
      const res = await hidden.submit(data.id);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[0]?.code).toBe('payment_method_unavailable');
      const initiate = await hidden.h.json('POST', '/api/v1/initiatePayment', { checkoutId: data.id, platform: 'stripe', paymentMethod: 'google-pay' });
      expect(initiate.status).toBe(422);
      expect(await hidden.h.db.prepare('SELECT count(*) AS n FROM payments').first()).toEqual({ n: 0 });
    } finally {
      await hidden.dispose();
    }
  });

  it('Afterpay only within its limits (USD 1 to 2,000)', async () => {
    await m.h.db.prepare('UPDATE catalog_prices SET amount_cents = 250000 WHERE sku = ?1').bind(store.SKU.teeS).run();
    const id = await m.checkout([{ sku: store.SKU.teeS, quantity: 1 }], 'afterpay');
    const res = await m.submit(id, { paymentToken: 'pm_afterpay_test' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]).toMatchObject({ code: 'payment_method_unavailable', detail: 'This payment method is not available for this order total.' });
  });
});
