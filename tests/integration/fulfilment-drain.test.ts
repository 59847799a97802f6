import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../workers/fulfilment/index';
import { drainOutbox } from '../../src/server/fulfilment/drain';
import type { FulfilmentEnv } from '../../src/server/fulfilment/drain';
import type { FakeFulfilment } from '../fixtures/fake-fulfilment';
import { readyCheckout, startHarness, type Harness } from './harness';
import { stripeStore, type MoneyStore } from './payments/money';

// Orders paid on (fake) live Stripe: only captured, non-sandbox orders are ever handed to the platform.
let m: MoneyStore;
let h: Harness;
let fake: FakeFulfilment;
beforeAll(async () => {
  // The Worker logs one JSON line per run; keep the test output readable.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore();
  [h, fake] = [m.h, m.platform];
});
afterAll(() => m.dispose());
// Each test looks at its own order only: older rows are taken out of the drain's way.
beforeEach(async () => {
  await h.db.prepare("UPDATE fulfilment_outbox SET state = 'delivered' WHERE state = 'pending'").run();
  fake.failNext(0);
  fake.setHang(false);
  fake.answerWith(null);
});

const TOKEN = 'seller-token-for-tests';
/** The Worker's env: short timeout, no backoff wait, 3 attempts, so a test runs in well under a second. */
const workerEnv = (extra: Partial<FulfilmentEnv> = {}): FulfilmentEnv => ({
  ...h.env,
  PLATFORM_API_URL: fake.url,
  FULFILMENT_TIMEOUT_MS: '250',
  FULFILMENT_MAX_ATTEMPTS: '3',
  FULFILMENT_RETRY_BASE_MS: '0',
  ...extra,
});
/** The real scheduled handler, as the cron trigger calls it. */
const runScheduled = (env = workerEnv()) =>
  worker.scheduled(
    { scheduledTime: Date.now(), cron: '* * * * *', noRetry() {} } as unknown as ScheduledController,
    env,
    { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
  );

async function newOrder(): Promise<string> {
  const id = await readyCheckout(h);
  const res = await m.submit(id);
  if (res.status !== 200 || !res.body.data?.orderLookupNumber) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.orderLookupNumber;
}
const outbox = (lookup: string) =>
  h.db.prepare('SELECT * FROM fulfilment_outbox WHERE lookup_number = ?1').bind(lookup).first<{ state: string; attempts: number; platform_order_id: string | null; last_error: string | null; next_attempt_at: number; lease_until: number | null }>();

describe('outbox', () => {
  it('a captured order and its outbox row are written in the same batch', async () => {
    const lookup = await newOrder();
    expect(await outbox(lookup)).toMatchObject({ state: 'pending', attempts: 0, platform_order_id: null });
    const orphans = await h.db
      .prepare("SELECT count(*) AS n FROM orders o JOIN payments p ON p.id = o.payment_id LEFT JOIN fulfilment_outbox f USING (lookup_number) WHERE f.lookup_number IS NULL AND p.state = 'captured'")
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
  });

  it('a sandbox order never reaches the outbox, nor the platform', async () => {
    const sandbox = await startHarness();
    try {
      const id = await readyCheckout(sandbox);
      const res = await sandbox.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242 4242 4242 4242' });
      const { data } = (await res.json()) as { data: { state: string; orderLookupNumber: string } };
      expect(data.state).toBe('completed');
      expect(await sandbox.db.prepare('SELECT sandbox FROM orders WHERE lookup_number = ?1').bind(data.orderLookupNumber).first()).toEqual({ sandbox: 1 });
      expect(await sandbox.db.prepare('SELECT count(*) AS n FROM fulfilment_outbox').first()).toEqual({ n: 0 });
      // Even a hand-written outbox row for it is never delivered.
      await sandbox.db.prepare('INSERT INTO fulfilment_outbox (lookup_number) VALUES (?1)').bind(data.orderLookupNumber).run();
      const report = await drainOutbox(sandbox.db, { platformUrl: fake.url, fetch: (...a) => fetch(...a) });
      expect(report.delivered).toEqual([]);
      expect(fake.callsFor(data.orderLookupNumber)).toHaveLength(0);
    } finally {
      await sandbox.dispose();
    }
  });

  it('an order that fails (sold out) leaves no outbox row', async () => {
    const before = await h.db.prepare('SELECT count(*) AS n FROM fulfilment_outbox').first<{ n: number }>();
    await h.db.prepare("UPDATE stock SET quantity = 0 WHERE sku = (SELECT json_extract(line_items, '$[0].sku') FROM checkouts LIMIT 1)").run();
    const id = await readyCheckout(h).catch(() => null);
    if (id) await m.submit(id);
    await h.db.prepare("UPDATE stock SET quantity = 100 WHERE sku = (SELECT json_extract(line_items, '$[0].sku') FROM checkouts LIMIT 1)").run();
    const after = await h.db.prepare('SELECT count(*) AS n FROM fulfilment_outbox').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe('hand-off', () => {
  it('sends the order in the platform shape with Idempotency-Key = lookup number', async () => {
    const lookup = await newOrder();
    await runScheduled();
    const [call] = fake.callsFor(lookup);
    expect(call?.body).toMatchObject({
      storeSlug: 'harbor',
      lookupNumber: lookup,
      currency: 'USD',
      shipping: { method: 'standard', address: { address1: '1 Market St', zip: '94105' } },
      totals: { subtotal: 2399, shipping: 599, tax: 174, discount: 0, total: 2399 + 599 + 174 },
    });
    expect(call?.body.orderNumber).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(call?.body.items).toEqual([expect.objectContaining({ quantity: 1, unitPrice: 2399, teespringId: expect.any(Number), sizeId: expect.any(Number) })]);
    expect(await outbox(lookup)).toMatchObject({ state: 'delivered', attempts: 1, platform_order_id: expect.stringMatching(/^po_/), lease_until: null });
    expect(fake.created(lookup)).toBe(1);
  });

  it('fails twice, then succeeds: exactly one accepted hand-off, and later runs send nothing', async () => {
    const lookup = await newOrder();
    fake.failNext(2);
    for (let i = 0; i < 5; i++) await runScheduled();
    expect(fake.callsFor(lookup).map((c) => c.answer)).toEqual([503, 503, 201]);
    expect(fake.accepted(lookup)).toBe(1);
    expect(await outbox(lookup)).toMatchObject({ state: 'delivered', attempts: 3 });
  });

  it('two runs sequentially, then four concurrently: one hand-off', async () => {
    const lookup = await newOrder();
    await runScheduled();
    await runScheduled();
    await Promise.all([runScheduled(), runScheduled(), runScheduled(), runScheduled()]);
    expect(fake.callsFor(lookup)).toHaveLength(1);
    expect(fake.accepted(lookup)).toBe(1);
  });

  it('concurrent runs against a failing platform never send one order twice at once', async () => {
    const lookup = await newOrder();
    fake.failNext(2);
    for (let round = 0; round < 4; round++) await Promise.all([runScheduled(), runScheduled(), runScheduled()]);
    // Each attempt is made by exactly one drain: two failures, one success, nothing more.
    expect(fake.callsFor(lookup).map((c) => c.answer)).toEqual([503, 503, 201]);
    expect(fake.accepted(lookup)).toBe(1);
    expect(fake.created(lookup)).toBe(1);
  });

  it('an answer lost after the platform accepted is retried with the same key and makes no second print job', async () => {
    const lookup = await newOrder();
    // The platform takes the order, but the drain never sees the answer (a dropped connection).
    const lossy: typeof fetch = async (input, init) => {
      await fetch(input, init);
      throw new TypeError('connection reset');
    };
    await drainOutbox(h.db, { platformUrl: fake.url, baseDelayMs: 0, fetch: lossy });
    expect(await outbox(lookup)).toMatchObject({ state: 'pending', attempts: 1 });
    await runScheduled();
    expect(fake.callsFor(lookup).map((c) => c.answer)).toEqual([201, 200]);
    expect(fake.created(lookup)).toBe(1);
    expect(await outbox(lookup)).toMatchObject({ state: 'delivered', platform_order_id: 'po_' + (fake.calls.filter((c) => c.answer === 201).findIndex((c) => c.key === lookup) + 1) });
  });

  it('a failure waits for its backoff: the next run right away sends nothing', async () => {
    const lookup = await newOrder();
    fake.failNext(1);
    const env = workerEnv({ FULFILMENT_RETRY_BASE_MS: '60000' });
    await runScheduled(env);
    await runScheduled(env);
    expect(fake.callsFor(lookup)).toHaveLength(1);
    const row = await outbox(lookup);
    expect(row?.next_attempt_at).toBeGreaterThanOrEqual(Date.now() + 25_000);
    expect(row?.last_error).toContain('HTTP 503');
  });

  it('429 and 409 are retried; another 4xx marks the order for attention at once', async () => {
    const retried = await newOrder();
    fake.failNext(2, 429);
    await runScheduled();
    fake.failNext(1, 409);
    await runScheduled();
    await runScheduled();
    expect(await outbox(retried)).toMatchObject({ state: 'delivered', attempts: 3 });

    const refused = await newOrder();
    fake.answerWith(422);
    await runScheduled();
    expect(await outbox(refused)).toMatchObject({ state: 'attention', attempts: 1 });
    expect((await outbox(refused))?.last_error).toContain('HTTP 422');
  });
});

describe('a platform that never answers', () => {
  it('leaves the order marked for attention after the last attempt, listed with all its data, and requeue delivers it', async () => {
    const lookup = await newOrder();
    fake.setHang(true);
    const started = Date.now();
    for (let i = 0; i < 3; i++) await runScheduled();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.callsFor(lookup)).toHaveLength(3);
    expect(await outbox(lookup)).toMatchObject({ state: 'attention', attempts: 3 });
    expect((await outbox(lookup))?.last_error).toContain('no answer within 250 ms');
    await runScheduled(); // attention rows are not sent again
    expect(fake.callsFor(lookup)).toHaveLength(3);

    const unauth = await h.request('/api/v1/seller/attention', {}, { SELLER_API_TOKEN: TOKEN });
    expect(unauth.status).toBe(401);
    const wrong = await h.request('/api/v1/seller/attention', { headers: { authorization: 'Bearer nope' } }, { SELLER_API_TOKEN: TOKEN });
    expect(wrong.status).toBe(401);
    const unset = await h.request('/api/v1/seller/attention', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(unset.status).toBe(401);

    const res = await h.request('/api/v1/seller/attention', { headers: { authorization: `Bearer ${TOKEN}` } }, { SELLER_API_TOKEN: TOKEN });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: any[] };
    const listed = data.find((o) => o.lookupNumber === lookup);
    expect(listed).toMatchObject({
      email: 'ada@example.com',
      shippingMethod: 'standard',
      address: { address1: '1 Market St', city: 'San Francisco' },
      totals: { currency: 'USD', total: 2399 + 599 + 174 },
      fulfilment: { state: 'attention', attempts: 3 },
    });
    expect(listed.items).toHaveLength(1);
    expect(listed.orderNumber).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    fake.setHang(false);
    const requeued = await h.request(`/api/v1/seller/attention/${lookup}/requeue`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } }, { SELLER_API_TOKEN: TOKEN });
    expect(requeued.status).toBe(200);
    const again = await h.request(`/api/v1/seller/attention/${lookup}/requeue`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } }, { SELLER_API_TOKEN: TOKEN });
    expect(again.status).toBe(404);
    await runScheduled();
    expect(await outbox(lookup)).toMatchObject({ state: 'delivered' });
    expect(fake.created(lookup)).toBe(1);
  });
});
