import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../harness';
import { liveStore, type MoneyStore } from './money';

// The money path on live PayPal (the fake, which checks every body against PayPal's own OpenAPI
// documents) inside workerd with D1: intent AUTHORIZE, authorize after approval, capture after the order.
let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await liveStore();
});
afterEach(async () => {
  expect(await m.paypal.problems()).toEqual([]);
  await m.dispose();
});

const paypalSubmit = (checkoutId: string, orderId: string, paymentId?: string) => m.submit(checkoutId, { platform: 'paypal', paymentToken: orderId, paymentId: paymentId ?? null });
const stock = async (sku: string) => (await m.h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(sku).first<{ quantity: number }>())?.quantity;

async function deliver(eventType: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.REFUNDED' | 'PAYMENT.CAPTURE.REVERSED' | 'PAYMENT.AUTHORIZATION.VOIDED', resourceId: string, webhookId = m.paypalWebhookId, amountMinor?: number) {
  const delivery = await m.paypal.webhook({ eventType, resourceId, webhookId, ...(amountMinor === undefined ? {} : { amountMinor }) });
  const res = await m.h.request('/api/v1/payments/paypal/webhook', { method: 'POST', headers: { ...delivery.headers, 'content-type': 'application/json' }, body: delivery.body });
  return res.status;
}

describe('a PayPal payment', () => {
  it('the server makes an AUTHORIZE order bound to the checkout, authorizes after approval, captures after the order', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id);
    const res = await paypalSubmit(id, orderId, paymentId);
    expect(res.status).toBe(200);
    expect(res.body.data?.state).toBe('completed');
    const ledger = await m.ledger(id);
    expect(ledger.payments).toMatchObject([{ id: paymentId, state: 'captured', provider_ref: orderId, amount_cents: 3172 }]);
    expect(ledger.payments[0]?.capture_ref).toBeTruthy();
    expect(ledger.outbox?.state).toBe('pending');
    const [order] = await m.paypal.orders();
    expect(order).toMatchObject({ id: orderId, intent: 'AUTHORIZE', purchase_units: [{ reference_id: id, custom_id: paymentId, amount: { currency_code: 'USD', value: '31.72' } }] });
  });

  it('a buyer who has not approved gets the PayPal message; approving and submitting again pays', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id, false);
    const early = await paypalSubmit(id, orderId, paymentId);
    expect(early.status).toBe(402);
    expect(early.body.errors?.[0]?.detail).toBe('There was an issue authorizing with PayPal');
    await m.paypal.approve(orderId);
    expect((await paypalSubmit(id, orderId, paymentId)).body.data?.state).toBe('completed');
  });

  it('a denied authorization is the PayPal message and nothing is ordered', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id);
    await m.paypal.nextOutcome({ authorization: 'DENIED' });
    const res = await paypalSubmit(id, orderId, paymentId);
    expect(res.status).toBe(402);
    expect((await m.ledger(id)).order).toBeNull();
  });
});

describe('the forged PayPal payment (issue 16)', () => {
  it('an approved 9.99 order of checkout A cannot pay checkout B', async () => {
    const a = await m.checkout([{ sku: store.SKU.poster, quantity: 1 }], 'paypal');
    const cheap = await m.paypalOrder(a);
    const b = await m.checkout([{ sku: store.SKU.teeS, quantity: 20 }], 'paypal');
    await m.paypalOrder(b, false);
    for (const paymentId of [undefined, cheap.paymentId]) {
      const res = await paypalSubmit(b, cheap.orderId, paymentId);
      expect(res.status).toBe(402);
      expect(res.body.errors?.[0]).toMatchObject({ code: 'payment_mismatch', detail: 'There was an issue authorizing with PayPal' });
    }
    expect((await m.ledger(b)).order).toBeNull();
    expect((await m.ledger(a)).order).toBeNull();
    // A's order was never authorized, let alone captured, on B's behalf.
    const calls = await m.paypal.calls();
    expect(calls.filter((c) => /\/authorize$|\/capture$/.test(c.path))).toEqual([]);
  });
});

describe('switching rails on one checkout', () => {
  it('a PayPal order opened and left, then the card: the card pays', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId } = await m.paypalOrder(id, false);
    await m.h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: 'card' } });
    const res = await m.submit(id);
    expect(res.status).toBe(200);
    expect(res.body.data?.state).toBe('completed');
    const ledger = await m.ledger(id);
    const card = ledger.payments.find((p) => p.provider === 'stripe');
    expect(card?.state).toBe('captured');
    expect(ledger.order?.payment_id).toBe(card?.id);
    expect(ledger.payments.find((p) => p.provider === 'paypal')?.provider_ref).toBe(orderId);
  });

  it('a card waiting for 3-D Secure, then PayPal: PayPal gets an order of its own and pays', async () => {
    const id = await m.checkout();
    expect((await m.submit(id, { paymentToken: 'pm_card_threeDSecure2Required' })).body.data?.redirectUrl).toBeTruthy();
    await m.h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: 'paypal' } });
    const { orderId, paymentId } = await m.paypalOrder(id);
    expect(orderId).not.toMatch(/^pi_/);
    expect((await paypalSubmit(id, orderId, paymentId)).body.data?.state).toBe('completed');
    expect((await m.ledger(id)).order?.payment_id).toBe(paymentId);
  });
});

describe('nothing ships unpaid, on PayPal', () => {
  it('a PENDING capture makes the order but not the hand-off; PayPal\'s COMPLETED event releases it', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id);
    await m.paypal.nextOutcome({ capture: 'PENDING' });
    expect((await paypalSubmit(id, orderId, paymentId)).body.data?.state).toBe('completed');
    let ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('pending');
    expect(ledger.outbox).toBeNull();
    expect(await deliver('PAYMENT.CAPTURE.COMPLETED', ledger.payments[0]!.capture_ref!)).toBe(200);
    ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('captured');
    expect(ledger.outbox?.state).toBe('pending');
  });

  it('a DECLINED capture cancels the order, returns its stock and voids the authorization', async () => {
    const before = await stock(store.SKU.teeM);
    const id = await m.checkout([{ sku: store.SKU.teeM, quantity: 1 }], 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id);
    await m.paypal.nextOutcome({ capture: 'DECLINED' });
    const res = await paypalSubmit(id, orderId, paymentId);
    // The shopper is told it failed (no thank-you page), and no confirmation mail goes out.
    expect(res.status).toBe(402);
    expect(res.body.errors?.[0]).toMatchObject({ code: 'payment_refused', detail: 'There was an issue authorizing with PayPal' });
    const ledger = await m.ledger(id);
    expect(ledger.order?.status).toBe('cancelled');
    expect(ledger.payments[0]).toMatchObject({ state: 'voided', error_code: 'capture_declined' });
    expect(ledger.outbox).toBeNull();
    expect(ledger.mails).toEqual([]);
    expect(await stock(store.SKU.teeM)).toBe(before);
    const [order] = await m.paypal.orders();
    expect(order?.purchase_units[0].payments.authorizations.map((a: { status: string }) => a.status)).toEqual(['VOIDED']);
    // Submitting again is no success either: the order is gone, the shopper starts again from the cart.
    const again = await paypalSubmit(id, orderId, paymentId);
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]).toMatchObject({ code: 'payment_cancelled' });
    // PayPal's button asking for a new order gets the same answer, not "already paid".
    const initiate = await m.h.json('POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'paypal', paymentMethod: 'paypal', storeSlug: 'harbor' });
    expect(initiate.status).toBe(409);
    expect(((await initiate.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('payment_cancelled');
  });

  it('a capture PayPal refuses outright (the payer cannot pay, the payee is restricted) cancels the order once and is not asked again', async () => {
    for (const refusal of ['PAYER_CANNOT_PAY', 'PAYEE_ACCOUNT_RESTRICTED'] as const) {
      const before = await stock(store.SKU.teeM);
      const id = await m.checkout([{ sku: store.SKU.teeM, quantity: 1 }], 'paypal');
      const { orderId, paymentId } = await m.paypalOrder(id);
      await m.paypal.nextOutcome({ capture: refusal });
      const captures = (await m.paypal.calls()).filter((c) => c.path.endsWith('/capture')).length;
      expect((await paypalSubmit(id, orderId, paymentId)).status, refusal).toBe(402);
      await m.cron();
      await m.cron(10);
      const ledger = await m.ledger(id);
      expect(ledger.order?.status, refusal).toBe('cancelled');
      expect(ledger.payments[0], refusal).toMatchObject({ state: 'voided', error_code: 'capture_declined' });
      expect(ledger.mails, refusal).toEqual([]);
      expect(await stock(store.SKU.teeM), refusal).toBe(before);
      expect((await m.paypal.calls()).filter((c) => c.path.endsWith('/capture')).length - captures, refusal).toBe(1);
      const attention = await m.h.db.prepare('SELECT reason FROM payment_attention WHERE payment_id = ?1').bind(paymentId).all<{ reason: string }>();
      expect(attention.results.map((r) => r.reason), refusal).toContain('capture_declined');
    }
  });

  it('a capture PayPal cannot take now is taken by the reconciler before the hand-off', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id);
    await m.paypal.fault('capture_authorization', '503', 3);
    expect((await paypalSubmit(id, orderId, paymentId)).body.data?.state).toBe('completed');
    expect((await m.ledger(id)).payments[0]?.state).toBe('authorized');
    await m.cron();
    const ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('captured');
    expect(ledger.outbox?.state).toBe('delivered');
  });

  it('the shopper who loses the last unit has the authorization voided, never captured', async () => {
    await m.h.db.prepare('UPDATE stock SET quantity = 1 WHERE sku = ?1').bind(store.SKU.teeM).run();
    const a = await m.checkout([{ sku: store.SKU.teeM, quantity: 1 }], 'paypal');
    const b = await m.checkout([{ sku: store.SKU.teeM, quantity: 1 }], 'paypal');
    const [pa, pb] = [await m.paypalOrder(a), await m.paypalOrder(b)];
    const results = await Promise.all([paypalSubmit(a, pa.orderId, pa.paymentId), paypalSubmit(b, pb.orderId, pb.paymentId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results[0]!.status === 409 ? a : b;
    expect((await m.ledger(loser)).order).toBeNull();
    const captures = (await m.paypal.calls()).filter((c) => c.path.endsWith('/capture'));
    expect(captures).toHaveLength(1);
  });
});

describe('PayPal webhooks, verified by PayPal\'s own call', () => {
  it('a refund or a reversal in PayPal marks the order and withdraws it from fulfilment', async () => {
    for (const eventType of ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'] as const) {
      const id = await m.checkout(undefined, 'paypal');
      const { orderId, paymentId } = await m.paypalOrder(id);
      await paypalSubmit(id, orderId, paymentId);
      const capture = (await m.ledger(id)).payments[0]!.capture_ref!;
      expect(await deliver(eventType, capture)).toBe(200);
      const ledger = await m.ledger(id);
      expect(eventType === 'PAYMENT.CAPTURE.REFUNDED' ? ledger.order?.refunded_at : ledger.order?.disputed_at, eventType).not.toBeNull();
      expect(ledger.outbox?.cancel_state, eventType).toBe('requested');
    }
  });

  it('a refund of part of the capture keeps the order and its fulfilment, and tells the seller', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id);
    await paypalSubmit(id, orderId, paymentId);
    const capture = (await m.ledger(id)).payments[0]!.capture_ref!;
    expect(await deliver('PAYMENT.CAPTURE.REFUNDED', capture, m.paypalWebhookId, 500)).toBe(200);
    let ledger = await m.ledger(id);
    expect(ledger.order).toMatchObject({ status: 'paid', refunded_at: null });
    expect(ledger.payments[0]?.state).toBe('captured');
    expect(ledger.outbox?.cancel_state).toBeNull();
    const attention = await m.h.db.prepare('SELECT reason FROM payment_attention').all<{ reason: string }>();
    expect(attention.results.map((r) => r.reason)).toEqual(['partially_refunded']);
    // The rest refunded: PayPal's record now says REFUNDED, and the order is withdrawn.
    expect(await deliver('PAYMENT.CAPTURE.REFUNDED', capture)).toBe(200);
    ledger = await m.ledger(id);
    expect(ledger.order?.refunded_at).not.toBeNull();
    expect(ledger.outbox?.cancel_state).toBe('requested');
  });

  it('a delivery signed for another webhook, or tampered, is refused and changes nothing', async () => {
    const id = await m.checkout(undefined, 'paypal');
    const { orderId, paymentId } = await m.paypalOrder(id);
    await paypalSubmit(id, orderId, paymentId);
    const capture = (await m.ledger(id)).payments[0]!.capture_ref!;
    const delivery = await m.paypal.webhook({ eventType: 'PAYMENT.CAPTURE.COMPLETED', resourceId: capture, webhookId: m.paypalWebhookId });
    const tampered = delivery.body.replace('PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REVERSED');
    expect(tampered).not.toBe(delivery.body);
    const res = await m.h.request('/api/v1/payments/paypal/webhook', { method: 'POST', headers: delivery.headers, body: tampered });
    expect(res.status).toBe(400);
    expect(await deliver('PAYMENT.CAPTURE.REFUNDED', capture, 'WHOTHERSTORE1')).toBe(400);
    const ledger = await m.ledger(id);
    expect(ledger.order?.refunded_at).toBeNull();
    expect(ledger.order?.disputed_at).toBeNull();
  });
});
