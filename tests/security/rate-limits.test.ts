import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit, windowOf } from '../../src/server/rate-limit/limit';
import { LIMITS, type LimitName } from '../../src/server/rate-limit/rules';
import { readyCheckout, startHarness, store, US_CUSTOMER, type Harness } from '../integration/harness';
import { slowD1 } from './slow-d1';

// Attack: a script creates unlimited checkouts (each a D1 row of personal data), drives payment
// provider calls on the store's account, and hammers the cart and stock look-ups. Control: every
// public write and every call that costs money or mail is limited per IPv4 address or IPv6 /64,
// answering 429 with Retry-After in the error shape (limits: src/server/rate-limit/rules.ts).
// Attack on the control itself: a client past its limit keeps hammering, and each refused request
// cost a D1 write (the counter's upsert). Control: a refusal is remembered in the isolate until its
// window ends (src/server/rate-limit/refused.ts) and answered from there.

let h: Harness;
let checkoutId: string;
beforeAll(async () => {
  h = await startHarness();
  checkoutId = await readyCheckout(h);
});
afterAll(() => h.dispose());

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const put = (body: unknown) => ({ ...json(body), method: 'PUT' });

/** A valid request of each limited route, as a shopper's browser sends it. */
const ROUTES: [string, LimitName, string | (() => string), () => RequestInit][] = [
  ['create a checkout', 'checkoutCreate', '/api/checkout', () => json({ lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' })],
  ['update a checkout', 'checkoutUpdate', '/api/v1/checkout', () => put({ id: checkoutId, data: { marketingOptIn: false } })],
  ['quote delivery', 'checkoutUpdate', '/api/deliveryOptions', () => json({ id: checkoutId, countryCode: 'US' })],
  ['check an address', 'checkoutUpdate', '/api/v1/address/validate', () => json({ address: US_CUSTOMER.address })],
  ['start a payment', 'payment', '/api/v1/initiatePayment', () => json({ checkoutId, platform: 'paypal', paymentMethod: 'paypal' })],
  ['submit a payment', 'payment', '/api/v1/checkout/submit', () => json({ checkoutId, platform: 'stripe', paymentToken: '4000000000000002' })],
  ['validate a cart', 'cartValidate', '/api/v1/cart/validate', () => json({ lineItems: [{ sku: store.SKU.teeS, quantity: 1 }] })],
  ['read live stock', 'inventory', '/api/v1/inventory?colorId=1&sizeId=1', () => ({ method: 'GET' })],
  ['track an order', 'track', '/api/v1/orders/track', () => json({ orderNumber: 'ABCD-EFGH', email: 'someone@example.com' })],
  // A new address each time: the per-address limit (3 an hour) must not be what answers.
  ['recover orders', 'recover', () => `/api/v1/orders/recover?email=${++nextNet}%40example.com&slug=harbor`, () => ({ method: 'POST' })],
  ['write to support', 'contact', '/api/v1/contact', () => json({ orderNumber: 'ABCD-EFGH', email: 'a@example.com', fullName: 'Ada Lovelace', reason: 'other', message: 'Hello there' })],
];

/**
 * Windows are fixed and aligned to the clock (src/server/rate-limit/limit.ts): a test whose requests
 * straddle a window's end sees its count start again, as a shopper would. A test that needs its
 * requests in one window starts in the next one when fewer than `seconds` are left of this one.
 */
async function inOneWindow(windowSeconds: number, seconds = 20): Promise<void> {
  const left = windowOf(Date.now(), windowSeconds).secondsLeft;
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

/** The usual time limit, plus the longest wait for the next window. */
const WAIT_ROOM = 60_000;

let nextNet = 0;
const freshIpv4 = () => `198.19.${Math.floor(++nextNet / 250)}.${nextNet % 250}`;

/** Sends `n` requests from `ip()` in waves of 25 and answers their statuses in order. */
async function hammer(path: string | (() => string), init: () => RequestInit, n: number, ip: () => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < n; sent += 25) {
    const wave = Array.from({ length: Math.min(25, n - sent) }, () => {
      const request = init();
      return h.request(typeof path === 'string' ? path : path(), { ...request, headers: { ...(request.headers as Record<string, string>), 'cf-connecting-ip': ip() } }).then((r) => r.status);
    });
    statuses.push(...(await Promise.all(wave)));
  }
  return statuses;
}

describe('rate limits', () => {
  it.each(ROUTES)('%s: counted per client; past its limit 429 with Retry-After in the error shape', { timeout: WAIT_ROOM }, async (_label, name, path, init) => {
    const ip = freshIpv4();
    const { max, windowSeconds } = LIMITS[name];
    await inOneWindow(windowSeconds);
    expect((await hammer(path, init, 3, () => ip)).filter((s) => s === 429)).toEqual([]);
    const counter = () => h.db.prepare('SELECT count FROM rate_limits WHERE key = ?1').bind(`${name}:${ip}`).first<{ count: number }>();
    expect((await counter())?.count).toBe(3);
    // The rest of the allowance used up at once (a thousand requests through the test proxy take minutes).
    await h.db.prepare('UPDATE rate_limits SET count = ?2 WHERE key = ?1').bind(`${name}:${ip}`, max - 1).run();
    expect(await hammer(path, init, 1, () => ip)).not.toContain(429);
    const request = init();
    const over = await h.request(typeof path === 'string' ? path : path(), { ...request, headers: { ...(request.headers as Record<string, string>), 'cf-connecting-ip': ip } });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await over.json()).toEqual({ errors: [{ status: '429', code: 'rate_limited', detail: 'Too many requests. Please try again later.' }] });
    // Another client is not affected.
    expect(await hammer(path, init, 1, freshIpv4)).not.toContain(429);
  });

  it('addresses rotated inside one IPv6 /64 share one limit', { timeout: WAIT_ROOM }, async () => {
    const net = `2001:db8:77:${(++nextNet).toString(16)}`;
    let host = 0;
    const [, name, path, init] = ROUTES[0]!;
    await inOneWindow(LIMITS[name].windowSeconds);
    const statuses = await hammer(path, init, LIMITS[name].max + 5, () => `${net}:${(++host).toString(16)}::${host.toString(16)}`);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it.each(ROUTES)('%s: once refused, refused again from memory: the same 429 and no rate_limits statement', { timeout: WAIT_ROOM }, async (_label, name, path, init) => {
    const ip = freshIpv4();
    const { max, windowSeconds } = LIMITS[name];
    await inOneWindow(windowSeconds);
    // The allowance used up at once (as above).
    await h.db.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)').bind(`${name}:${ip}`, windowOf(Date.now(), windowSeconds).start, max).run();
    const send = (vars: { DB?: D1Database } = {}) => {
      const request = init();
      return h.request(typeof path === 'string' ? path : path(), { ...request, headers: { ...(request.headers as Record<string, string>), 'cf-connecting-ip': ip } }, vars);
    };
    const first = await send();
    expect(first.status).toBe(429);
    const answer = await first.json();
    const statements: string[] = [];
    const observed = slowD1(h.db, 0, (sql) => statements.push(sql));
    for (let i = 0; i < 5; i++) {
      const again = await send({ DB: observed });
      expect(again.status).toBe(429);
      expect(await again.json()).toEqual(answer);
      const retryAfter = Number(again.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(Number(first.headers.get('retry-after')));
    }
    expect(statements.filter((sql) => /rate_limits/.test(sql))).toEqual([]);
    expect((await h.db.prepare('SELECT count FROM rate_limits WHERE key = ?1').bind(`${name}:${ip}`).first<{ count: number }>())?.count).toBe(max + 1);
  });

  it('a refusal is remembered only until its window ends: the next window is counted in D1 again', async () => {
    const key = `memory-test:${freshIpv4()}`;
    const statements: string[] = [];
    const db = slowD1(h.db, 0, (sql) => statements.push(sql));
    const start = (windowOf(Date.now(), 60).start + 60) * 1000;
    await rateLimit(db, key, 1, 60, start);
    await expect(rateLimit(db, key, 1, 60, start + 1_000)).rejects.toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '59' } });
    expect(statements).toHaveLength(2);
    await expect(rateLimit(db, key, 1, 60, start + 50_000)).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '10' } });
    expect(statements).toHaveLength(2);
    await rateLimit(db, key, 1, 60, start + 60_000);
    expect(statements).toHaveLength(3);
  });

  it('a refused request creates nothing: no checkout row past the limit', { timeout: WAIT_ROOM }, async () => {
    const ip = freshIpv4();
    await inOneWindow(LIMITS.checkoutCreate.windowSeconds);
    const before = await h.db.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    const statuses = await hammer('/api/checkout', ROUTES[0]![3], LIMITS.checkoutCreate.max + 10, () => ip);
    const after = await h.db.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.checkoutCreate.max);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(LIMITS.checkoutCreate.max);
  });
});
