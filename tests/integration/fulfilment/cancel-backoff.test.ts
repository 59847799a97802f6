import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainCancellations } from '../../../src/server/fulfilment/cancel';
import { DEFAULTS, type DrainOptions } from '../../../src/server/fulfilment/drain';
import { store } from '../harness';
import { stripeStore, type MoneyStore } from '../payments/money';

// The cancellation drain against a platform that fails or refuses (review F4, F4b): answers it will never
// change stop at once with the seller told; failures it may get over are retried with backoff and end with
// the seller told after the last attempt; and rows the platform keeps failing never starve later ones.

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
const attention = async () => (await m.h.db.prepare('SELECT reason, detail FROM payment_attention WHERE reason = ?1').bind('fulfilment_cancel_refused').all<{ reason: string; detail: string }>()).results;
const outbox = (lookup: string) =>
  m.h.db.prepare('SELECT state, cancel_state, cancel_attempts, cancel_next_attempt_at FROM fulfilment_outbox WHERE lookup_number = ?1').bind(lookup).first<{ state: string; cancel_state: string | null; cancel_attempts: number; cancel_next_attempt_at: number }>();

/** Paid orders; `delivered`: handed to the platform (the cron's drain took them); then refunded in the dashboard. */
async function refundedOrders(n: number, delivered: boolean): Promise<string[]> {
  const lookups: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await m.checkout();
    const res = await m.submit(id);
    expect(res.status).toBe(200);
    lookups.push(res.body.data!.orderLookupNumber!);
  }
  if (delivered) {
    for (let run = 0; run < 5; run++) await m.cron();
    for (const lookup of lookups) expect((await outbox(lookup))?.state).toBe('delivered');
  }
  for (const lookup of lookups) {
    const pi = (await m.h.db.prepare('SELECT p.provider_ref FROM payments p JOIN orders o ON o.payment_id = p.id WHERE o.lookup_number = ?1').bind(lookup).first<{ provider_ref: string }>())!.provider_ref;
    await m.stripe.refund(pi);
    const { payload, header } = await m.stripe.signedEvent(pi, 'charge.refunded', m.webhookSecret);
    const res = await m.h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, body: payload });
    expect(res.status).toBe(200);
    expect((await outbox(lookup))?.cancel_state).toBe('requested');
  }
  return lookups;
}

/** A platform whose cancel call answers `status` for the orders in `failing` (all when absent) and counts the calls. */
function platformAnswering(status: number, failing?: Set<string>, headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const doFetch: typeof fetch = async (input, init) => {
    const lookup = decodeURIComponent(/orders\/([^/]+)\/cancel$/.exec(String(input))?.[1] ?? '');
    calls.push(lookup);
    if (!failing || failing.has(lookup)) return new Response(JSON.stringify({ error: 'nope' }), { status, headers });
    return m.platform.fetch(new Request(input as string, init));
  };
  return { calls, fetch: doFetch };
}

const drain = (options: Partial<DrainOptions>) => drainCancellations(m.h.db, { platformUrl: m.platform.url, ...options });

describe('a platform that refuses a cancellation', () => {
  it.each([404, 400, 401, 403])('HTTP %i for an order it accepted: stopped at once, the seller told, the order left as it is', async (status) => {
    const [lookup] = await refundedOrders(1, true);
    const stock = await stockOf();
    const platform = platformAnswering(status);
    for (let i = 0; i < 30; i++) await drain({ fetch: platform.fetch });
    expect(platform.calls).toHaveLength(1);
    expect(await outbox(lookup!)).toMatchObject({ cancel_state: 'refused', cancel_attempts: 1 });
    const [entry] = await attention();
    expect(entry?.detail).toContain(lookup);
    expect(entry?.detail).toContain(`HTTP ${status}`);
    // The print job may still exist: nothing is cancelled or restocked on the store's side.
    expect((await m.h.db.prepare('SELECT status FROM orders WHERE lookup_number = ?1').bind(lookup).first<{ status: string }>())?.status).toBe('paid');
    expect(await stockOf()).toBe(stock);
  });
});

describe('a platform that keeps failing a cancellation', () => {
  it('is asked again with backoff, and after the last attempt the row stops and the seller is told', async () => {
    const [lookup] = await refundedOrders(1, true);
    const platform = platformAnswering(503);
    let clock = Date.now();
    const options = { fetch: platform.fetch, now: () => clock, random: () => 1 };

    expect((await drain(options)).retrying).toEqual([lookup]);
    const after1 = (await outbox(lookup!))!;
    expect(after1).toMatchObject({ cancel_state: 'requested', cancel_attempts: 1 });
    expect(after1.cancel_next_attempt_at).toBe(clock + DEFAULTS.baseDelayMs);
    // Not due yet: no call, however often the cron runs.
    for (let i = 0; i < 5; i++) await drain(options);
    expect(platform.calls).toHaveLength(1);

    for (let attempt = 2; attempt <= DEFAULTS.maxAttempts; attempt++) {
      clock += 2 * 3_600_000;
      await drain(options);
      expect(platform.calls).toHaveLength(attempt);
    }
    expect(await outbox(lookup!)).toMatchObject({ cancel_state: 'refused', cancel_attempts: DEFAULTS.maxAttempts });
    const [entry] = await attention();
    expect(entry?.detail).toContain(`after ${DEFAULTS.maxAttempts} attempts`);
    expect(entry?.detail).toContain('HTTP 503');
    clock += 24 * 3_600_000;
    await drain(options);
    expect(platform.calls).toHaveLength(DEFAULTS.maxAttempts);
  });

  it("waits as long as the platform's Retry-After asks", async () => {
    const [lookup] = await refundedOrders(1, true);
    const clock = Date.now();
    await drain({ fetch: platformAnswering(429, undefined, { 'retry-after': '600' }).fetch, now: () => clock, random: () => 0 });
    expect((await outbox(lookup!))?.cancel_next_attempt_at).toBe(clock + 600_000);
  });

  it("a Retry-After of years is held to the backoff's cap, so the withdrawal still ends and the seller is told", async () => {
    const [lookup] = await refundedOrders(1, true);
    const clock = Date.now();
    await drain({ fetch: platformAnswering(503, undefined, { 'retry-after': '999999999' }).fetch, now: () => clock, random: () => 0 });
    expect((await outbox(lookup!))?.cancel_next_attempt_at).toBe(clock + DEFAULTS.maxDelayMs);
  });

  it('once it answers, the order is cancelled and its stock returned', async () => {
    const stock = await stockOf();
    const [lookup] = await refundedOrders(1, true);
    await drain({ fetch: platformAnswering(500).fetch });
    await drain({ fetch: platformAnswering(503, new Set()).fetch, now: () => Date.now() + 3_600_000 });
    expect(m.platform.cancelled(lookup!)).toBe(true);
    expect(await outbox(lookup!)).toMatchObject({ cancel_state: 'done', cancel_attempts: 2 });
    expect(await stockOf()).toBe(stock);
    expect(await attention()).toEqual([]);
  });
});

describe('rows the platform keeps failing', () => {
  it('do not starve a withdrawal that needs no call', async () => {
    const failing = await refundedOrders(25, true);
    const [never] = await refundedOrders(1, false);
    const platform = platformAnswering(503);
    const report = await drain({ fetch: platform.fetch });
    expect(report.withdrawn).toEqual([never]);
    expect(await outbox(never!)).toMatchObject({ cancel_state: 'done' });
    expect(report.retrying).toHaveLength(24);
    expect(failing).toEqual(expect.arrayContaining(report.retrying));
  }, 120_000);

  it('do not starve a later cancellation the platform would take', async () => {
    const lookups = await refundedOrders(26, true);
    const last = lookups[25]!;
    const platform = platformAnswering(503, new Set(lookups.slice(0, 25)));
    for (let i = 0; i < 3; i++) await drain({ fetch: platform.fetch });
    expect(m.platform.cancelled(last)).toBe(true);
    expect(await outbox(last)).toMatchObject({ cancel_state: 'done' });
    expect((await m.h.db.prepare('SELECT status FROM orders WHERE lookup_number = ?1').bind(last).first<{ status: string }>())?.status).toBe('cancelled');
  }, 120_000);
});
