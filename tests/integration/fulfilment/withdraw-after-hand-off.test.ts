import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox } from '../../../src/server/fulfilment/drain';
import { requeue } from '../../../src/server/fulfilment/outbox';
import { cancelOrderStatements } from '../../../src/server/orders/cancel';
import { store } from '../harness';
import { stripeStore, type MoneyStore } from '../payments/money';

// Withdrawing a refunded order whose hand-off was tried (review F1): a POST whose answer was lost may
// already be a print job at the platform, so the platform is asked to cancel it whatever the row's state
// says; and a cancellation never moves an order the platform shipped back to cancelled, nor restocks it.

let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await m.dispose();
});

const SKU = store.SKU.teeS;
const stockOf = async (sku = SKU) => (await m.h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(sku).first<{ quantity: number }>())?.quantity;
const cancelCalls = (lookup: string) => m.platform.callsFor(`cancel:${lookup}`);

/** A paid order (captured, outbox row pending, nothing sent yet); the stock before it was ordered. */
async function paidOrder(): Promise<{ checkoutId: string; lookup: string; pi: string; stockBefore: number }> {
  const stockBefore = (await stockOf())!;
  const checkoutId = await m.checkout();
  expect((await m.submit(checkoutId)).status).toBe(200);
  const ledger = await m.ledger(checkoutId);
  expect(ledger.outbox).toMatchObject({ state: 'pending', cancel_state: null });
  return { checkoutId, lookup: ledger.order!.lookup_number, pi: ledger.payments[0]!.provider_ref!, stockBefore };
}

/** A refund made in Stripe's dashboard, and its webhook. */
async function refundInDashboard(pi: string) {
  await m.stripe.refund(pi);
  const { payload, header } = await m.stripe.signedEvent(pi, 'charge.refunded', m.webhookSecret);
  const res = await m.h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
  expect(res.status).toBe(200);
}

/** The platform takes the order, and its answer is lost on the way back (a gateway's 504). */
const answerLost: typeof fetch = async (input, init) => {
  await m.platform.fetch(new Request(input as string, init));
  return new Response('gateway timeout', { status: 504 });
};

describe('a refund after a hand-off whose answer was lost', () => {
  it('asks the platform to cancel the print job it has, then cancels the order and returns its stock once', async () => {
    const { checkoutId, lookup, pi, stockBefore } = await paidOrder();
    const first = await drainOutbox(m.h.db, { platformUrl: m.platform.url, fetch: answerLost, baseDelayMs: 60_000 });
    expect(first.retrying).toEqual([lookup]);
    expect(m.platform.created(lookup)).toBe(1);
    expect((await m.ledger(checkoutId)).outbox).toMatchObject({ state: 'pending' });

    await refundInDashboard(pi);
    await m.cron();
    await m.cron(10);
    const ledger = await m.ledger(checkoutId);
    expect(m.platform.cancelled(lookup)).toBe(true);
    expect(ledger.order?.status).toBe('cancelled');
    expect(ledger.outbox).toMatchObject({ state: 'pending', cancel_state: 'done' });
    expect(await stockOf()).toBe(stockBefore);
    // Never handed over again: the one print job stays the one the platform cancelled.
    expect(m.platform.created(lookup)).toBe(1);
  });

  it('a hand-off that never reached the platform: its 404, seen on a second look, counts as nothing to cancel', async () => {
    const { checkoutId, lookup, pi, stockBefore } = await paidOrder();
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('network connection lost'));
    expect((await drainOutbox(m.h.db, { platformUrl: m.platform.url, fetch: unreachable, baseDelayMs: 60_000 })).retrying).toEqual([lookup]);

    await refundInDashboard(pi);
    await m.cron();
    expect(cancelCalls(lookup).map((c) => c.answer)).toEqual([404]);
    // The first 404 may come while a lost hand-off is still being created: the order waits for a second look.
    expect((await m.ledger(checkoutId)).order?.status).toBe('paid');
    await m.cron(90);
    expect(cancelCalls(lookup).map((c) => c.answer)).toEqual([404, 404]);
    const ledger = await m.ledger(checkoutId);
    expect(ledger.order?.status).toBe('cancelled');
    expect(ledger.outbox).toMatchObject({ cancel_state: 'done' });
    expect(await stockOf()).toBe(stockBefore);
    expect(m.platform.created(lookup)).toBe(0);
  });

  it('an order the seller requeued after attention still counts as sent', async () => {
    const { checkoutId, lookup, pi } = await paidOrder();
    expect((await drainOutbox(m.h.db, { platformUrl: m.platform.url, fetch: answerLost, maxAttempts: 1 })).attention).toEqual([lookup]);
    expect(await requeue(m.h.db, lookup)).toBe(true);

    await refundInDashboard(pi);
    await m.cron();
    expect(m.platform.cancelled(lookup)).toBe(true);
    expect((await m.ledger(checkoutId)).order?.status).toBe('cancelled');
  });

  it('an order never handed over is withdrawn without a call to the platform', async () => {
    const { checkoutId, lookup, pi, stockBefore } = await paidOrder();
    await refundInDashboard(pi);
    await m.cron();
    expect(cancelCalls(lookup)).toEqual([]);
    expect(m.platform.created(lookup)).toBe(0);
    expect((await m.ledger(checkoutId)).order?.status).toBe('cancelled');
    expect(await stockOf()).toBe(stockBefore);
  });
});

describe('cancelling an order (orders/cancel.ts)', () => {
  const cancel = async (lookup: string) => {
    const order = (await m.h.db.prepare('SELECT items FROM orders WHERE lookup_number = ?1').bind(lookup).first<{ items: string }>())!;
    await m.h.db.batch(cancelOrderStatements(m.h.db, { lookupNumber: lookup, items: order.items }, 'refunded'));
  };
  const statusOf = async (lookup: string) => (await m.h.db.prepare('SELECT status FROM orders WHERE lookup_number = ?1').bind(lookup).first<{ status: string }>())?.status;
  const markers = async (lookup: string) => (await m.h.db.prepare('SELECT count(*) AS n FROM order_cancellations WHERE lookup_number = ?1').bind(lookup).first<{ n: number }>())?.n;

  it.each(['shipped', 'delivered'])('leaves a %s order and its sold units alone', async (status) => {
    const { lookup, stockBefore } = await paidOrder();
    await m.h.db.prepare('UPDATE orders SET status = ?2 WHERE lookup_number = ?1').bind(lookup, status).run();
    await cancel(lookup);
    expect(await statusOf(lookup)).toBe(status);
    expect(await stockOf()).toBe(stockBefore - 1);
    expect(await markers(lookup)).toBe(0);
  });

  it('cancels a paid or in-production order once: a second cancellation returns nothing more', async () => {
    const { lookup, stockBefore } = await paidOrder();
    await m.h.db.prepare("UPDATE orders SET status = 'in_production' WHERE lookup_number = ?1").bind(lookup).run();
    await cancel(lookup);
    expect(await statusOf(lookup)).toBe('cancelled');
    expect(await stockOf()).toBe(stockBefore);
    await cancel(lookup).catch(() => undefined);
    expect(await stockOf()).toBe(stockBefore);
    expect(await markers(lookup)).toBe(1);
  });
});
