import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNMATCHED_KEPT_DAYS } from '../../src/server/payments/webhooks/record';
import { forgetExpiredData } from '../../src/server/retention';
import { US_CUSTOMER } from '../integration/harness';
import { stripeStore, type MoneyStore } from '../integration/payments/money';

// Attack (on privacy, no attacker needed): a Stripe account shared with another sales channel sends the
// store every PaymentIntent and charge event of that channel, with its shoppers' shipping names,
// addresses, e-mails and phones. The store kept each such event whole (webhook_events.payload, outcome
// 'unmatched'), forever, though nothing read it: a breach of D1 had all of them. Control: an unmatched
// event is recorded by id and type only (src/server/payments/webhooks/record.ts), and the retention run
// deletes unmatched rows after a week (src/server/retention.ts).

let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  m = await stripeStore();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await m.dispose();
});

const DAY = 86_400_000;
const eventRow = (id: string) => m.h.db.prepare('SELECT * FROM webhook_events WHERE id = ?1').bind(id).first<Record<string, unknown>>();

/** A signed event for an intent of the store's Stripe account that the store never made. */
async function foreignEvent(type = 'payment_intent.succeeded'): Promise<{ id: string; payload: string }> {
  const checkoutId = await m.checkout();
  expect((await m.submit(checkoutId)).status).toBe(200);
  const pi = (await m.ledger(checkoutId)).payments[0]!.provider_ref!;
  // The intent stays at Stripe (with the shopper's shipping and receipt e-mail); the store forgets it.
  await m.h.db.prepare('UPDATE payments SET provider_ref = ?1 WHERE provider_ref = ?2').bind(`pi_other_channel_${crypto.randomUUID()}`, pi).run();
  const { payload, header } = await m.stripe.signedEvent(pi, type, m.webhookSecret);
  const res = await m.h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
  expect(res.status).toBe(200);
  return { id: (JSON.parse(payload) as { id: string }).id, payload };
}

const PERSONAL = [US_CUSTOMER.email, US_CUSTOMER.address.address1, US_CUSTOMER.lastName, '94105', '2671'];

describe('provider events that match no payment', () => {
  it('keep no name, e-mail, phone or address: a signed event of another channel leaves only its id and type', async () => {
    const event = await foreignEvent();
    // The delivery did carry them (else this test would prove nothing).
    for (const value of PERSONAL) expect(event.payload).toContain(value);
    const row = await eventRow(event.id);
    expect(row).toMatchObject({ id: event.id, provider: 'stripe', type: 'payment_intent.succeeded', outcome: 'unmatched', payload: null });
    const stored = JSON.stringify(await m.h.db.prepare('SELECT * FROM webhook_events').all());
    for (const value of PERSONAL) expect(stored).not.toContain(value);
  });

  it(`are deleted by the retention run ${UNMATCHED_KEPT_DAYS} days after they came; younger and processed events stay`, async () => {
    const old = await foreignEvent();
    const young = await foreignEvent();
    const received = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    await m.h.db.prepare('UPDATE webhook_events SET received_at = ?2 WHERE id = ?1').bind(old.id, received(UNMATCHED_KEPT_DAYS + 1)).run();
    await m.h.db.prepare('UPDATE webhook_events SET received_at = ?2 WHERE id = ?1').bind(young.id, received(UNMATCHED_KEPT_DAYS - 1)).run();
    await m.h.db
      .prepare("INSERT INTO webhook_events (id, provider, type, outcome, payment_id, received_at) VALUES ('evt_processed_long_ago', 'stripe', 'payment_intent.succeeded', 'processed', 'p1', ?1)")
      .bind(received(400))
      .run();
    const report = await forgetExpiredData(m.h.db, new Date());
    expect(report.unmatchedEvents).toBe(1);
    expect(await eventRow(old.id)).toBeNull();
    expect(await eventRow(young.id)).toMatchObject({ outcome: 'unmatched' });
    expect(await eventRow('evt_processed_long_ago')).toMatchObject({ outcome: 'processed' });
  });

  it('the cron run includes it', async () => {
    const old = await foreignEvent('payment_intent.processing');
    await m.h.db.prepare('UPDATE webhook_events SET received_at = ?2 WHERE id = ?1').bind(old.id, new Date(Date.now() - (UNMATCHED_KEPT_DAYS + 1) * DAY).toISOString()).run();
    const report = await m.cron(0);
    expect(report.retention).toMatchObject({ unmatchedEvents: 1 });
    expect(await eventRow(old.id)).toBeNull();
  });
});
