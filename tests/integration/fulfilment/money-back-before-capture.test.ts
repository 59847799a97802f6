import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCronJobs } from '../../../src/server/cron';
import { slowD1 } from '../../security/slow-d1';
import { store } from '../harness';
import { stripeStore, type MoneyStore } from '../payments/money';

// Money that goes back before the ledger saw it taken (review F2): the capture writes the order's outbox
// row, so an order refunded or disputed while its capture's answer was lost had no row to withdraw it, and
// stayed paid with its stock held for good. The cancellation now writes the row itself, already withdrawn.

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
const stockOf = async () => (await m.h.db.prepare('SELECT quantity FROM stock WHERE sku = ?1').bind(SKU).first<{ quantity: number }>())?.quantity;

async function deliver(pi: string, type: string) {
  const { payload, header } = await m.stripe.signedEvent(pi, type, m.webhookSecret);
  const res = await m.h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
  expect(res.status).toBe(200);
}

/** An order whose capture went through at Stripe while every answer to it was lost: no outbox row yet. */
async function capturedUnrecorded(): Promise<{ checkoutId: string; lookup: string; pi: string; stockBefore: number }> {
  const stockBefore = (await stockOf())!;
  const checkoutId = await m.checkout();
  await m.stripe.fault({ step: 'capture', kind: 'drop_after', times: 3 });
  await m.submit(checkoutId);
  await m.stripe.clearFaults();
  const ledger = await m.ledger(checkoutId);
  expect(ledger.order?.status).toBe('paid');
  expect(ledger.payments[0]?.state).toBe('authorized');
  expect(ledger.outbox).toBeNull();
  expect(await stockOf()).toBe(stockBefore - 1);
  return { checkoutId, lookup: ledger.order!.lookup_number, pi: ledger.payments[0]!.provider_ref!, stockBefore };
}

describe('money back before the capture was recorded', () => {
  it('a dispute: the order is withdrawn, never handed over, and its stock returned once', async () => {
    const { checkoutId, lookup, pi, stockBefore } = await capturedUnrecorded();
    await deliver(pi, 'charge.dispute.created');
    expect((await m.ledger(checkoutId)).outbox).toMatchObject({ state: 'pending', cancel_state: 'requested' });
    await m.cron();
    await m.cron(10);
    const ledger = await m.ledger(checkoutId);
    expect(ledger.order?.status).toBe('cancelled');
    expect(ledger.outbox).toMatchObject({ cancel_state: 'done' });
    expect(m.platform.calls).toEqual([]);
    expect(await stockOf()).toBe(stockBefore);
    const track = (await (await m.h.request(`/api/v1/orders/track/${lookup}`)).json()) as { data: { status: string } };
    expect(track.data.status).toBe('cancelled');
  });

  it('a refund made in the dashboard: the payment is refunded, the order withdrawn and its stock returned', async () => {
    const { checkoutId, pi, stockBefore } = await capturedUnrecorded();
    await m.stripe.refund(pi);
    await deliver(pi, 'charge.refunded');
    await m.cron();
    await m.cron(10);
    const ledger = await m.ledger(checkoutId);
    expect(ledger.payments[0]?.state).toBe('refunded');
    expect(ledger.order?.status).toBe('cancelled');
    expect(m.platform.calls).toEqual([]);
    expect(await stockOf()).toBe(stockBefore);
  });

  it('the reconciler records the capture and the refund together: a worker dying between them changes nothing', async () => {
    const { checkoutId, pi, stockBefore } = await capturedUnrecorded();
    // Refunded in the dashboard, and its webhook never came: the reconciler finds it.
    await m.stripe.refund(pi);
    let dying = true;
    const db = slowD1(m.h.db, 0, (sql) => {
      if (dying && sql.includes('refunded_at = coalesce(refunded_at')) throw new Error('the worker died here');
    });
    await runCronJobs({ ...m.h.env, DB: db, PLATFORM_API_URL: m.platform.url, FULFILMENT_TIMEOUT_MS: '500', FULFILMENT_RETRY_BASE_MS: '0' }, Date.now() + 5 * 60_000);
    dying = false;
    expect((await m.ledger(checkoutId)).payments[0]?.state).not.toBe('captured');
    await m.cron(30);
    await m.cron(40);
    const ledger = await m.ledger(checkoutId);
    expect(ledger.payments[0]?.state).toBe('refunded');
    expect(ledger.order?.status).toBe('cancelled');
    expect(m.platform.calls).toEqual([]);
    expect(await stockOf()).toBe(stockBefore);
  });
});
