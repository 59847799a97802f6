import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowOf } from '../../src/server/rate-limit/limit';
import { LIMITS } from '../../src/server/rate-limit/rules';
import { readyCheckout, startHarness, type Harness } from '../integration/harness';

// Attack: someone uses up another person's order-recovery allowance. The per-address limit (3 an
// hour) was counted on every request before any look-up, so three requests for an address from
// anywhere had the owner's own request refused (429) for an hour. Control: the address's limit counts
// mails actually sent, after the answer (src/server/orders/recover.ts); the answer is the same for
// every address and every asker within their own per-client limit.

let h: Harness;
let customerEmail: string;
beforeAll(async () => {
  h = await startHarness();
  const id = await readyCheckout(h);
  const paid = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242424242424242' });
  expect(paid.status).toBe(200);
  customerEmail = (await h.db.prepare('SELECT email FROM orders LIMIT 1').first<{ email: string }>())?.email ?? '';
  expect(customerEmail).not.toBe('');
});
afterAll(() => h.dispose());

let nextClient = 0;
const recover = async (email: string, ip = `198.18.7.${++nextClient}`) => {
  const res = await h.request(`/api/v1/orders/recover?email=${encodeURIComponent(email)}&slug=harbor`, { method: 'POST', headers: { 'cf-connecting-ip': ip } });
  return { status: res.status, body: await res.text() };
};
const recoveryMails = async (to: string) =>
  (await h.db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?1 AND subject LIKE 'Your % orders'").bind(to).first<{ n: number }>())?.n ?? 0;
const addressCount = async (email: string) =>
  (await h.db.prepare('SELECT count FROM rate_limits WHERE key = ?1').bind(`recoverEmail:${email}`).first<{ count: number }>())?.count ?? 0;

/** The per-address window must not end during a test (its count would start again). */
async function inOneWindow(): Promise<void> {
  const left = windowOf(Date.now(), LIMITS.recoverEmail.windowSeconds).secondsLeft;
  if (left < 20) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

describe('order recovery allowance', () => {
  it('an address without orders: requests from other clients use up nothing, the 4th answers as the 1st', { timeout: 60_000 }, async () => {
    await inOneWindow();
    const victim = 'no-orders-victim@example.com';
    const answers = [];
    for (let i = 0; i < LIMITS.recoverEmail.max; i++) answers.push(await recover(victim));
    const own = await recover(victim, '203.0.113.77');
    expect(own.status).toBe(200);
    for (const answer of answers) expect(answer).toEqual(own);
    expect(await addressCount(victim)).toBe(0);
  });

  it('an address with orders: its owner’s request after 3 from others still answers as usual; the mailbox gets 3 mails at most', { timeout: 60_000 }, async () => {
    await inOneWindow();
    const answers = [];
    for (let i = 0; i < LIMITS.recoverEmail.max; i++) answers.push(await recover(customerEmail));
    await expect.poll(() => recoveryMails(customerEmail), { timeout: 10_000 }).toBe(LIMITS.recoverEmail.max);
    const own = await recover(customerEmail, '203.0.113.78');
    expect(own.status).toBe(200);
    for (const answer of answers) expect(answer).toEqual(own);
    expect(own).toEqual(await recover('nobody-at-all@example.com'));
    // The owner's request is counted and past the address's limit, so it sends nothing more.
    await expect.poll(() => addressCount(customerEmail), { timeout: 10_000 }).toBe(LIMITS.recoverEmail.max + 1);
    expect(await recoveryMails(customerEmail)).toBe(LIMITS.recoverEmail.max);
  });

  it('the per-client limit stays: one client’s 6th request in the hour is refused', { timeout: 60_000 }, async () => {
    await inOneWindow();
    const ip = '203.0.113.79';
    const statuses = [];
    for (let i = 0; i <= LIMITS.recover.max; i++) statuses.push((await recover(`someone-${i}@example.com`, ip)).status);
    expect(statuses).toEqual([...Array<number>(LIMITS.recover.max).fill(200), 429]);
  });
});

// Attack: any site sends the spec's body-less recovery POST from its visitors' browsers (no preflight is
// needed without a body), using up their own per-client allowance and mailing from their addresses.
describe('order recovery from another site', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Fetch Metadata of a cross-site request without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('%s is refused with 403 before anything is counted or mailed', async (_name, headers) => {
    const ip = '198.18.9.1';
    const res = await h.request(`/api/v1/orders/recover?email=${encodeURIComponent(customerEmail)}&slug=harbor`, { method: 'POST', headers: { 'cf-connecting-ip': ip, ...headers } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errors: [{ code: 'cross_origin' }] });
    const counted = await h.db.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE key LIKE '%198.18.9.1%'").first<{ n: number }>();
    expect(counted?.n).toBe(0);
  });

  it('the store\'s own page (same origin) is answered as before', async () => {
    const res = await h.request(`/api/v1/orders/recover?email=${encodeURIComponent(customerEmail)}&slug=harbor`, { method: 'POST', headers: { 'cf-connecting-ip': '198.18.9.2', origin: 'https://shop.test', 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
  });
});
