import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformSignatureHeader } from '../../src/server/fulfilment/signature';
import { stripeStore, type MoneyStore } from './payments/money';

// The creator platform cancels an order it was handed (a signed `order.status: cancelled`, decisions 27):
// the shopper paid for an order that will never ship. The store does not refund on the platform's word
// (docs/decisions.md, "Platform events"); the seller is told on the money attention list, once per order.

const SECRET = 'whsec_platform_cancel';
const TOKEN = 'seller-token-platform-cancel';
let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore({ PLATFORM_WEBHOOK_SECRET: SECRET, SELLER_API_TOKEN: TOKEN });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await m.dispose();
});

let seq = 0;
async function platformEvent(lookupNumber: string, status: string, id = `evt_cancel_${Date.now()}_${++seq}`) {
  const raw = JSON.stringify({ id, type: 'order.status', lookupNumber, status, occurredAt: new Date().toISOString() });
  return m.h.request('/api/v1/fulfilment/events', { method: 'POST', headers: { 'content-type': 'application/json', 'x-platform-signature': await platformSignatureHeader(raw, SECRET) }, body: raw });
}

/** A paid order the platform has been handed (the cron's drain delivered it). */
async function handedOver(): Promise<{ checkoutId: string; lookup: string; paymentId: string }> {
  const checkoutId = await m.checkout();
  expect((await m.submit(checkoutId)).status).toBe(200);
  await m.cron();
  const ledger = await m.ledger(checkoutId);
  expect(ledger.outbox?.state).toBe('delivered');
  expect(ledger.payments[0]!.state).toBe('captured');
  return { checkoutId, lookup: ledger.order!.lookup_number, paymentId: ledger.payments[0]!.id };
}

const attention = async () =>
  (await m.h.db.prepare('SELECT payment_id, reason, detail, resolved_at FROM payment_attention ORDER BY id').all<{ payment_id: string; reason: string; detail: string; resolved_at: string | null }>()).results;
const stockOf = async (sku: string) => (await m.h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(sku).first<{ quantity: number }>())?.quantity;
const skuOf = async (lookup: string) => (JSON.parse((await m.h.db.prepare('SELECT items FROM orders WHERE lookup_number = ?1').bind(lookup).first<{ items: string }>())!.items) as { sku: string }[])[0]!.sku;

async function sellerList(): Promise<{ reason: string; payment: { id: string; state: string }; order: { lookupNumber: string } | null }[]> {
  const res = await m.h.request('/api/v1/seller/payments/attention', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { reason: string; payment: { id: string; state: string }; order: { lookupNumber: string } | null }[] }).data;
}

describe('the platform cancels a paid order', () => {
  it('puts the captured payment on the seller attention list, with the order', async () => {
    const { checkoutId, lookup, paymentId } = await handedOver();
    const res = await platformEvent(lookup, 'cancelled');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, status: 'cancelled' });
    await m.cron(10);
    const ledger = await m.ledger(checkoutId);
    expect(ledger.order?.status).toBe('cancelled');
    const rows = await attention();
    expect(rows).toEqual([expect.objectContaining({ payment_id: paymentId, reason: 'platform_cancelled', resolved_at: null })]);
    expect(rows[0]!.detail).toContain(lookup);
    // The money was not given back by the store: the seller refunds it (the refund webhook records it).
    expect(ledger.payments[0]!.state).toBe('captured');
    const list = await sellerList();
    expect(list).toEqual([expect.objectContaining({ reason: 'platform_cancelled', payment: expect.objectContaining({ id: paymentId, state: 'captured' }), order: expect.objectContaining({ lookupNumber: lookup }) })]);
  });

  it('a replayed or repeated cancellation adds no second entry', async () => {
    const { lookup } = await handedOver();
    expect((await platformEvent(lookup, 'cancelled', 'evt_cancel_once')).status).toBe(200);
    await m.h.db.prepare("UPDATE payment_attention SET resolved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").run();
    expect((await platformEvent(lookup, 'cancelled', 'evt_cancel_once')).status).toBe(409);
    expect((await platformEvent(lookup, 'cancelled')).status).toBe(200);
    const rows = await attention();
    expect(rows).toHaveLength(1);
    // The seller's resolution stands: a repeat does not reopen it.
    expect(rows[0]!.resolved_at).not.toBeNull();
  });

  it('from in production too; not once the order shipped (the status does not move)', async () => {
    const a = await handedOver();
    expect((await platformEvent(a.lookup, 'in_production')).status).toBe(200);
    expect((await platformEvent(a.lookup, 'cancelled')).status).toBe(200);
    const b = await handedOver();
    expect((await platformEvent(b.lookup, 'shipped')).status).toBe(200);
    expect(await (await platformEvent(b.lookup, 'cancelled')).json()).toEqual({ received: true, status: 'shipped' });
    expect((await attention()).map((r) => r.payment_id)).toEqual([a.paymentId]);
  });

  it('an order already refunded in the dashboard is not listed again', async () => {
    const { lookup } = await handedOver();
    await m.h.db.prepare("UPDATE orders SET refunded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE lookup_number = ?1").bind(lookup).run();
    expect((await platformEvent(lookup, 'cancelled')).status).toBe(200);
    expect(await attention()).toEqual([]);
  });

  it('returns no stock: the next import takes the platform figure (decisions, "Stock import keeps sales")', async () => {
    const { lookup } = await handedOver();
    const sku = await skuOf(lookup);
    const before = await stockOf(sku);
    expect((await platformEvent(lookup, 'cancelled')).status).toBe(200);
    expect(await stockOf(sku)).toBe(before);
    const cancellations = await m.h.db.prepare('SELECT count(*) AS n FROM order_cancellations').first<{ n: number }>();
    expect(cancellations?.n).toBe(0);
  });
});
