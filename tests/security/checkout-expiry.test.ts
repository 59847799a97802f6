import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_DAYS, expireAbandonedCheckouts } from '../../src/server/checkout/expire';
import worker from '../../workers/fulfilment/index';
import { readyCheckout, startHarness, US_CUSTOMER, type Harness } from '../integration/harness';

// Attack: every checkout anyone ever started stayed in D1 with its name, e-mail, phone and address,
// forever: a breach (or a script creating checkouts) had all of it. Control: the cron Worker deletes
// checkouts without an order after 30 days with their personal data; rows a payment still points at
// are kept with the personal data blanked; orders keep what fulfilment and the law need.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

const DAY = 86_400_000;
const row = (id: string) => h.db.prepare('SELECT customer, owner_hash, marketing_opt_in FROM checkouts WHERE id = ?1').bind(id).first<{ customer: string | null; owner_hash: string | null; marketing_opt_in: number }>();
const age = (id: string, days: number) =>
  h.db.prepare('UPDATE checkouts SET updated_at = ?2, created_at = ?2 WHERE id = ?1').bind(id, new Date(Date.now() - days * DAY).toISOString()).run();

async function paidCheckout(): Promise<string> {
  const id = await readyCheckout(h);
  expect((await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242424242424242' })).status).toBe(200);
  return id;
}

async function declinedCheckout(): Promise<string> {
  const id = await readyCheckout(h);
  await h.json('PUT', '/api/v1/checkout', { id, data: { marketingOptIn: true } });
  expect((await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4000000000000002' })).status).toBe(402);
  return id;
}

describe('abandoned checkout expiry', () => {
  it(`deletes a checkout without an order ${ABANDONED_AFTER_DAYS} days after its last change, and nothing younger`, async () => {
    const old = await readyCheckout(h);
    const young = await readyCheckout(h);
    await age(old, ABANDONED_AFTER_DAYS + 1);
    await age(young, ABANDONED_AFTER_DAYS - 1);
    const result = await expireAbandonedCheckouts(h.db, new Date());
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await row(old)).toBeNull();
    expect((await row(young))?.customer).toContain(US_CUSTOMER.email);
    expect((await h.request(`/api/checkout?id=${old}`)).status).toBe(404);
  });

  it('keeps a checkout a payment points at, with its personal data blanked', async () => {
    const id = await declinedCheckout();
    await age(id, ABANDONED_AFTER_DAYS + 1);
    await expireAbandonedCheckouts(h.db, new Date());
    expect(await row(id)).toEqual({ customer: null, owner_hash: null, marketing_opt_in: 0 });
    const payments = await h.db.prepare('SELECT count(*) AS n FROM payments WHERE checkout_id = ?1').bind(id).first<{ n: number }>();
    expect(payments?.n).toBe(1);
  });

  it('keeps the personal data of a checkout whose payment is still moving (the order may yet be made)', async () => {
    const id = await declinedCheckout();
    await h.db.prepare("UPDATE payments SET state = 'pending' WHERE checkout_id = ?1").bind(id).run();
    await age(id, ABANDONED_AFTER_DAYS + 100);
    await expireAbandonedCheckouts(h.db, new Date());
    expect((await row(id))?.customer).toContain(US_CUSTOMER.email);
  });

  it('leaves a checkout with an order and the order’s own data alone', async () => {
    const id = await paidCheckout();
    await age(id, ABANDONED_AFTER_DAYS + 100);
    await expireAbandonedCheckouts(h.db, new Date());
    expect((await row(id))?.customer).toContain(US_CUSTOMER.email);
    const order = await h.db.prepare('SELECT email, address FROM orders WHERE checkout_id = ?1').bind(id).first<{ email: string; address: string }>();
    expect(order?.email).toBe(US_CUSTOMER.email);
    expect(order?.address).toContain(US_CUSTOMER.address.address1);
  });

  it('the cron Worker runs it, and forgets day-old rate-limit counters (client addresses) too', async () => {
    const old = await readyCheckout(h);
    await age(old, ABANDONED_AFTER_DAYS + 1);
    const dayAgo = Math.floor(Date.now() / 1000) - 2 * 86_400;
    await h.db.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)').bind('checkoutCreate:192.0.2.1', dayAgo).run();
    const env = { ...h.env, PLATFORM_API_URL: 'http://127.0.0.1:9' };
    await worker.scheduled({ scheduledTime: Date.now(), cron: '* * * * *', noRetry() {} } as unknown as ScheduledController, env as never, { waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext);
    expect(await row(old)).toBeNull();
    expect(await h.db.prepare('SELECT key FROM rate_limits WHERE key = ?1').bind('checkoutCreate:192.0.2.1').first()).toBeNull();
  });
});
