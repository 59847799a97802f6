import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../harness';
import { stripeStore, type MoneyStore } from './money';

// The money path on live Stripe (the fake, spoken to by the official SDK) inside workerd with D1:
// authorize, order, capture, hand-off, and every way Stripe says no or says nothing.
let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore();
});
afterEach(() => m.dispose());

const stock = async (sku: string) => (await m.h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(sku).first<{ quantity: number }>())?.quantity;

describe('a card payment on Stripe', () => {
  it('authorizes a bound intent, makes the order, captures, queues the hand-off and the confirmation', async () => {
    const id = await m.checkout();
    const res = await m.submit(id);
    expect(res.status).toBe(200);
    expect(res.body.data?.state).toBe('completed');
    const ledger = await m.ledger(id);
    expect(ledger.payments).toMatchObject([{ state: 'captured', amount_cents: 3172, currency: 'USD' }]);
    expect(ledger.order).toMatchObject({ status: 'paid', total_cents: 3172, currency: 'USD' });
    expect(ledger.outbox).toMatchObject({ state: 'pending' });
    expect(ledger.mails).toEqual([expect.objectContaining({ to_address: 'ada@example.com', state: 'pending', subject: expect.stringContaining('is confirmed') })]);
    const state = await m.stripe.state();
    const pi = state.intents[ledger.payments[0]!.provider_ref!];
    expect(pi).toMatchObject({ status: 'succeeded', amount: 3172, currency: 'usd', capture_method: 'manual', metadata: { checkout_id: id, payment_id: ledger.payments[0]!.id } });
    expect(state.problems).toEqual([]);
  });

  it('a decline is the card message, and nothing is ordered', async () => {
    const id = await m.checkout();
    const res = await m.submit(id, { paymentToken: 'pm_card_chargeDeclinedExpiredCard' });
    expect(res.status).toBe(402);
    expect(res.body.errors?.[0]).toMatchObject({ code: 'expired_card', detail: 'Your card has expired.' });
    expect((await m.ledger(id)).order).toBeNull();
  });

  it('3-D Secure: the shopper is sent to the bank, and the order is made when they come back', async () => {
    const id = await m.checkout();
    const first = await m.submit(id, { paymentToken: 'pm_card_threeDSecure2Required' });
    expect(first.body.data?.redirectUrl).toMatch(/^https:\/\/hooks\.stripe\.test\/redirect\/pi_/);
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    await m.stripe.resolve(pi, 'authorized');
    const back = await m.submit(id, { paymentToken: pi });
    expect(back.body.data?.state).toBe('completed');
    expect((await m.ledger(id)).payments[0]?.state).toBe('captured');
  });

  it('Afterpay is never paid without its redirect', async () => {
    const id = await m.checkout([{ sku: store.SKU.teeS, quantity: 1 }], 'afterpay');
    const res = await m.submit(id, { paymentToken: 'pm_afterpay_test' });
    expect(res.body.data?.redirectUrl).toMatch(/hooks\.stripe\.test\/redirect/);
    expect((await m.ledger(id)).order).toBeNull();
  });

  it('Stripe processing is pending, not failed; the reconciler makes the order once Stripe decides', async () => {
    const id = await m.checkout();
    await m.stripe.next({ confirm: 'processing' });
    const res = await m.submit(id);
    expect(res.status).toBe(200);
    expect(res.body.data?.state).toBe('pending');
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    await m.stripe.resolve(pi, 'authorized');
    await m.cron();
    const ledger = await m.ledger(id);
    expect(ledger.order?.status).toBe('paid');
    expect(ledger.payments[0]?.state).toBe('captured');
  });
});

describe('nothing ships unpaid', () => {
  it('a capture Stripe cannot take now is retried by the reconciler; the order reaches fulfilment only after it', async () => {
    const id = await m.checkout();
    await m.stripe.fault({ step: 'capture', kind: '503', times: 3 });
    const res = await m.submit(id);
    expect(res.body.data?.state).toBe('completed');
    let ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('authorized');
    expect(ledger.outbox).toBeNull();
    await m.cron();
    ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('captured');
    expect(ledger.outbox?.state).toBe('delivered');
    expect(m.platform.calls).toHaveLength(1);
  });

  it('an authorization that lapsed before capture cancels the order and returns its stock, never "captured"', async () => {
    const before = await stock(store.SKU.teeM);
    const id = await m.checkout([{ sku: store.SKU.teeM, quantity: 1 }]);
    await m.stripe.fault({ step: 'capture', kind: '503', times: 3 });
    await m.submit(id);
    expect(await stock(store.SKU.teeM)).toBe(before! - 1);
    await m.stripe.expire((await m.ledger(id)).payments[0]!.provider_ref!);
    await m.cron();
    const ledger = await m.ledger(id);
    expect(ledger.order?.status).toBe('cancelled');
    expect(ledger.payments[0]?.state).toBe('voided');
    expect(ledger.outbox).toBeNull();
    expect(await stock(store.SKU.teeM)).toBe(before);
    expect(m.platform.calls).toHaveLength(0);
  });
});

describe('one order per checkout, stock never below zero', () => {
  it('two submits at once make one order and one PaymentIntent', async () => {
    const id = await m.checkout();
    const [a, b] = await Promise.all([m.submit(id), m.submit(id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const ledger = await m.ledger(id);
    expect(ledger.payments).toHaveLength(1);
    expect(Object.keys((await m.stripe.state()).intents)).toHaveLength(1);
  });

  it('the shopper who loses the last unit is not charged: the authorization is released', async () => {
    await m.h.db.prepare('UPDATE stock SET quantity = 1 WHERE sku = ?1').bind(store.SKU.teeM).run();
    const a = await m.checkout([{ sku: store.SKU.teeM, quantity: 1 }]);
    const b = await m.checkout([{ sku: store.SKU.teeM, quantity: 1 }]);
    const results = await Promise.all([m.submit(a), m.submit(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results[0]!.status === 409 ? a : b;
    const lost = await m.ledger(loser);
    expect(lost.order).toBeNull();
    // Stopped before paying (stock checked first) or after authorizing (the order's batch): never charged.
    const intents = (await m.stripe.state()).intents;
    for (const p of lost.payments) {
      expect(p.state).toBe('voided');
      expect(intents[p.provider_ref!]?.status).toBe('canceled');
    }
    expect(await stock(store.SKU.teeM)).toBe(0);
  });
});
