import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stripeStore, type MoneyStore } from './money';

// Stripe's webhooks as a second path, with real signatures (the SDK's own test header, checked by the
// SDK's constructEventAsync on the store's side): duplicated, reordered, unknown, unmatched, forged.
let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore();
});
afterEach(() => m.dispose());

async function deliver(pi: string, type: string, secret = m.webhookSecret) {
  const { payload, header } = await m.stripe.signedEvent(pi, type, secret);
  const res = await m.h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, eventId: (JSON.parse(payload) as { id: string }).id };
}

/** A checkout whose shopper was authorized at Stripe, but whose submit died before it recorded anything. */
async function authorizedButUnrecorded() {
  const id = await m.checkout();
  await m.stripe.fault({ step: 'confirm', kind: 'drop_after', times: 3 });
  const res = await m.submit(id);
  expect(res.status).toBe(502);
  const payment = (await m.ledger(id)).payments[0]!;
  return { id, pi: payment.provider_ref! };
}

describe('the Stripe webhook', () => {
  it('makes the order when the shopper was authorized but the submit never heard it; duplicates change nothing', async () => {
    const { id, pi } = await authorizedButUnrecorded();
    expect((await m.ledger(id)).order).toBeNull();
    const first = await deliver(pi, 'payment_intent.amount_capturable_updated');
    expect(first.status).toBe(200);
    const ledger = await m.ledger(id);
    expect(ledger.order?.status).toBe('paid');
    expect(ledger.payments[0]?.state).toBe('captured');
    expect(ledger.mails).toHaveLength(1);
    // The same state again, and a stale earlier event delivered after it: still one order, one capture.
    await deliver(pi, 'payment_intent.amount_capturable_updated');
    await deliver(pi, 'payment_intent.processing');
    const again = await m.ledger(id);
    expect(again.order?.lookup_number).toBe(ledger.order?.lookup_number);
    expect((await m.stripe.state()).calls.filter((c) => c.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('a refund made in the dashboard marks the order and withdraws it from fulfilment', async () => {
    const id = await m.checkout();
    await m.submit(id);
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    await m.stripe.refund(pi);
    expect((await deliver(pi, 'charge.refunded')).status).toBe(200);
    let ledger = await m.ledger(id);
    expect(ledger.order?.refunded_at).not.toBeNull();
    expect(ledger.payments[0]?.state).toBe('refunded');
    expect(ledger.outbox).toMatchObject({ cancel_state: 'requested' });
    await m.cron();
    ledger = await m.ledger(id);
    expect(ledger.order?.status).toBe('cancelled');
    expect(ledger.outbox).toMatchObject({ state: 'pending', cancel_state: 'done' });
    expect(m.platform.calls).toHaveLength(0);
    const attention = await m.h.db.prepare('SELECT reason FROM payment_attention').all<{ reason: string }>();
    expect(attention.results.map((r) => r.reason)).toContain('refunded_after_order');
  });

  it('a refund of part of the charge keeps the order, its payment and its fulfilment, and tells the seller', async () => {
    const id = await m.checkout();
    await m.submit(id);
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    await m.stripe.refund(pi, 100);
    expect((await deliver(pi, 'charge.refunded')).status).toBe(200);
    await m.cron();
    const ledger = await m.ledger(id);
    expect(ledger.order).toMatchObject({ status: 'paid', refunded_at: null });
    expect(ledger.payments[0]?.state).toBe('captured');
    expect(ledger.outbox).toMatchObject({ state: 'delivered', cancel_state: null });
    const attention = await m.h.db.prepare('SELECT reason, detail FROM payment_attention').all<{ reason: string; detail: string }>();
    expect(attention.results).toEqual([{ reason: 'partially_refunded', detail: expect.stringContaining('refunded 100 of') }]);
    // The rest refunded later: now all of it went back, and the order is withdrawn.
    await m.stripe.refund(pi);
    await deliver(pi, 'charge.refunded');
    expect((await m.ledger(id)).order?.refunded_at).not.toBeNull();
  });

  it('an order disputed before its capture was recorded is never handed to the platform', async () => {
    const id = await m.checkout();
    await m.stripe.fault({ step: 'capture', kind: 'drop_after', times: 3 });
    await m.submit(id);
    let ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('authorized');
    expect(ledger.outbox).toBeNull();
    const pi = ledger.payments[0]!.provider_ref!;
    expect((await deliver(pi, 'charge.dispute.created')).status).toBe(200);
    await m.cron();
    await m.cron(10);
    ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('captured');
    expect(ledger.order?.disputed_at).not.toBeNull();
    expect(m.platform.calls).toHaveLength(0);
  });

  it('a 3-D Secure payment left behind when the checkout changed and another card paid is cancelled at Stripe, not left to authorize', async () => {
    const id = await m.checkout();
    expect((await m.submit(id, { paymentToken: 'pm_card_threeDSecure2Required' })).body.data?.redirectUrl).toBeTruthy();
    const waiting = (await m.ledger(id)).payments[0]!.provider_ref!;
    expect((await m.h.json('PUT', '/api/v1/checkout', { id, data: { deliveryOption: 'fullRushCost' } })).status).toBe(200);
    expect((await m.submit(id)).body.data?.state).toBe('completed');
    await m.cron(3);
    const left = (await m.ledger(id)).payments.find((p) => p.provider_ref === waiting);
    expect(left?.state).toBe('voided');
    // Cancelled at Stripe: finishing 3-D Secure now cannot hold the shopper's money for a week.
    expect((await m.stripe.state()).intents[waiting]?.status).toBe('canceled');
  });

  it('a payment the ledger closed whose intent authorizes after all has the money released at once', async () => {
    const id = await m.checkout();
    await m.submit(id, { paymentToken: 'pm_card_threeDSecure2Required' });
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    // Closed by the ledger while the shopper still had 3-D Secure open in another tab.
    await m.h.db.prepare("UPDATE payments SET state = 'voided' WHERE provider_ref = ?1").bind(pi).run();
    await m.stripe.resolve(pi, 'authorized');
    expect((await deliver(pi, 'payment_intent.amount_capturable_updated')).status).toBe(200);
    expect((await m.stripe.state()).intents[pi]?.status).toBe('canceled');
    const ledger = await m.ledger(id);
    expect(ledger.payments[0]?.state).toBe('voided');
    expect(ledger.order).toBeNull();
  });

  it('a dispute marks the order and asks the platform to cancel what it has not shipped', async () => {
    const id = await m.checkout();
    await m.submit(id);
    await m.cron();
    expect((await m.ledger(id)).outbox?.state).toBe('delivered');
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    expect((await deliver(pi, 'charge.dispute.created')).status).toBe(200);
    expect((await m.ledger(id)).order?.disputed_at).not.toBeNull();
    await m.cron();
    const lookup = (await m.ledger(id)).order!.lookup_number;
    expect(m.platform.cancelled(lookup)).toBe(true);
    expect((await m.ledger(id)).order?.status).toBe('cancelled');
  });

  it('a dispute on an order the platform already shipped goes to the seller instead', async () => {
    const id = await m.checkout();
    await m.submit(id);
    await m.cron();
    const lookup = (await m.ledger(id)).order!.lookup_number;
    m.platform.ship(lookup);
    await deliver((await m.ledger(id)).payments[0]!.provider_ref!, 'charge.dispute.created');
    await m.cron();
    expect((await m.ledger(id)).order?.status).toBe('paid');
    expect((await m.ledger(id)).outbox?.cancel_state).toBe('refused');
    const reasons = (await m.h.db.prepare('SELECT reason FROM payment_attention').all<{ reason: string }>()).results.map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['disputed', 'fulfilment_cancel_refused']));
  });

  it('a payment_failed after a decline, a canceled intent: recorded, nothing ordered', async () => {
    const id = await m.checkout();
    await m.submit(id, { paymentToken: 'pm_card_chargeDeclined' });
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    expect((await deliver(pi, 'payment_intent.payment_failed')).status).toBe(200);
    expect((await deliver(pi, 'payment_intent.canceled')).status).toBe(200);
    const ledger = await m.ledger(id);
    expect(ledger.order).toBeNull();
    expect(ledger.payments[0]?.state).toBe('failed');
  });

  it('answers 200 to event types it does not handle and records events for payments it cannot find, without their body', async () => {
    const id = await m.checkout();
    await m.submit(id);
    const pi = (await m.ledger(id)).payments[0]!.provider_ref!;
    // An intent of this account that the store never made (e.g. made in the dashboard).
    await m.h.db.prepare('UPDATE payments SET provider_ref = ?1 WHERE provider_ref = ?2').bind('pi_not_ours', pi).run();
    const unmatched = await deliver(pi, 'payment_intent.succeeded');
    expect(unmatched.status).toBe(200);
    const kept = await m.h.db.prepare('SELECT outcome, payload FROM webhook_events WHERE id = ?1').bind(unmatched.eventId).first<{ outcome: string; payload: string | null }>();
    // Nothing reads an unmatched event's body, which may hold another channel's shopper (tests/security/webhook-retention.test.ts).
    expect(kept).toEqual({ outcome: 'unmatched', payload: null });
  });

  it('refuses a forged, tampered or stale delivery with 400 and changes nothing', async () => {
    const { id, pi } = await authorizedButUnrecorded();
    const forged = await deliver(pi, 'payment_intent.amount_capturable_updated', 'whsec_attacker');
    expect(forged.status).toBe(400);
    const { payload, header } = await m.stripe.signedEvent(pi, 'payment_intent.amount_capturable_updated', m.webhookSecret);
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    const res = await m.h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': header }, body: tampered });
    expect(res.status).toBe(400);
    const stale = header.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`);
    expect((await m.h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': stale }, body: payload })).status).toBe(400);
    expect((await m.ledger(id)).order).toBeNull();
  });
});
