import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDE_FACTOR } from '../../src/server/rate-limit/counters';
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
// Attack: a script rotates through the 65,536 /64s of one IPv6 /48 (what one site is commonly given),
// each with a limit of its own; or a botnet fills the store's contact messages (kept rows of up to
// ~5,400 characters) from many addresses. Control: a second counter per /48 (4 times the client's limit)
// in the same D1 batch, and a store-wide hourly ceiling on contact messages and pre-orders
// (src/server/rate-limit/counters.ts, rules.ts).

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
    const observed = slowD1(h.db, 0, (sql) => {
      statements.push(sql);
    });
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
    const db = slowD1(h.db, 0, (sql) => {
      statements.push(sql);
    });
    const start = (windowOf(Date.now(), 60).start + 60) * 1000;
    await rateLimit(db, key, 1, 60, start);
    await expect(rateLimit(db, key, 1, 60, start + 1_000)).rejects.toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '59' } });
    expect(statements).toHaveLength(2);
    await expect(rateLimit(db, key, 1, 60, start + 50_000)).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '10' } });
    expect(statements).toHaveLength(2);
    await rateLimit(db, key, 1, 60, start + 60_000);
    expect(statements).toHaveLength(3);
  });

  it('requests spread over 100 /64s of one IPv6 /48 share its limit (4 times a client\'s): 429 past it', { timeout: WAIT_ROOM }, async () => {
    const [, name, path, init] = ROUTES.find(([, limit]) => limit === 'track')!;
    const wide = LIMITS[name].max * WIDE_FACTOR;
    expect(wide).toBeLessThan(100);
    await inOneWindow(LIMITS[name].windowSeconds);
    let net = 0;
    // Each /64 sends one request, far below its own limit.
    const statuses = await hammer(path, init, 100, () => `2001:db8:77:${(0x100 + ++net).toString(16)}::1`);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(wide);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - wide);
    // Another /48 is not affected.
    expect(await hammer(path, init, 1, () => '2001:db8:78:1::1')).not.toContain(429);
  });

  it.each(ROUTES.filter(([label]) => label === 'update a checkout' || label === 'submit a payment'))('%s (owner check in the same batch) also counts the /48: refused once the /48 is used up', async (_label, name, path, init) => {
    const { max, windowSeconds } = LIMITS[name];
    await inOneWindow(windowSeconds);
    const net = `2001:db8:79:${(++nextNet).toString(16)}`;
    // The /48's allowance used up by its other /64s.
    await h.db
      .prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET window_start = ?2, count = ?3')
      .bind(`${name}:2001:db8:79::/48`, windowOf(Date.now(), windowSeconds).start, max * WIDE_FACTOR)
      .run();
    const request = init();
    const target = typeof path === 'string' ? path : path();
    const res = await h.request(target, { ...request, headers: { ...(request.headers as Record<string, string>), 'cf-connecting-ip': `${net}::1` } });
    expect(res.status).toBe(429);
  });

  it('only an IPv6 /64 has a /48 counter: an IPv4 address or a request without a client address counts once', async () => {
    const statements: string[] = [];
    const db = slowD1(h.db, 0, (sql) => {
      statements.push(sql);
    });
    await rateLimit(db, `wide-test:${freshIpv4()}`, 5, 60);
    await rateLimit(db, 'wide-test:local', 5, 60);
    expect(await h.db.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'wide-test:%/48'").first<{ n: number }>()).toEqual({ n: 0 });
    await rateLimit(db, 'wide-test:2001:db8:99:1::/64', 5, 60);
    expect((await h.db.prepare("SELECT count FROM rate_limits WHERE key = 'wide-test:2001:db8:99::/48'").first<{ count: number }>())?.count).toBe(1);
    // One statement each for the IPv4 address and the local request, two (one batch) for the /64.
    expect(statements).toHaveLength(4);
  });

  it('a /64 past its own limit does not count towards its /48, so it cannot use up its neighbours\' allowance', async () => {
    await inOneWindow(600, 5);
    const start = windowOf(Date.now(), 600).start;
    // Past its limit as another isolate saw it (this one has no refusal to remember).
    await h.db.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 10)').bind('guard-test:2001:db8:98:1::/64', start).run();
    await expect(rateLimit(h.db, 'guard-test:2001:db8:98:1::/64', 2, 600)).rejects.toMatchObject({ status: 429 });
    const wide = () => h.db.prepare("SELECT count FROM rate_limits WHERE key = 'guard-test:2001:db8:98::/48'").first<{ count: number }>();
    expect(await wide()).toBeNull();
    await rateLimit(h.db, 'guard-test:2001:db8:98:2::/64', 2, 600);
    expect((await wide())?.count).toBe(1);
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

  // Last in this file: a store's ceiling, once refused, is remembered by the isolate for the rest of its hour.
  const preorder = () => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.test' },
    body: new URLSearchParams({ listingSlug: 'hoodie', sku: store.SKU.hoodie, email: 'fan@example.com', name: 'Fan McFanface', street: '1 Main St', city: 'Springfield', zip: '62701', state: 'IL', country: 'US' }),
  });
  const rateLimited = async (res: Response, secondsLeft: number) => {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ errors: [{ status: '429', code: 'rate_limited', detail: 'Too many requests. Please try again later.' }] });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(secondsLeft);
  };
  // The pre-order form may answer a refusal as a browser form does: back to the listing, ?preorder=failed.
  const preorderRefused = async (res: Response, secondsLeft: number) =>
    res.status === 303 ? expect(res.headers.get('location')).toContain('preorder=failed') : rateLimited(res, secondsLeft);
  const CEILINGS: [string, LimitName, string, () => RequestInit, string, typeof rateLimited][] = [
    ['contact messages', 'contactStore', '/api/v1/contact', ROUTES.find(([, limit]) => limit === 'contact')![3], 'contact_messages', rateLimited],
    ['pre-orders', 'preorderStore', '/api/preorder', preorder, 'preorders', preorderRefused],
  ];

  it.each(CEILINGS)('%s past the store-wide hourly ceiling are refused, whoever sends them, and store and mail nothing', { timeout: WAIT_ROOM }, async (_label, ceiling, path, init, table, refused) => {
    const { max, windowSeconds } = LIMITS[ceiling];
    await inOneWindow(windowSeconds);
    const window = windowOf(Date.now(), windowSeconds);
    // The store's allowance used up by many clients but one request (as above: hundreds of clients take long).
    await h.db
      .prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET window_start = ?2, count = ?3')
      .bind(ceiling, window.start, max - 1)
      .run();
    const rows = async () => {
      const [kept, mails] = await h.db.batch<{ n: number }>([h.db.prepare(`SELECT count(*) AS n FROM ${table}`), h.db.prepare('SELECT count(*) AS n FROM mail_outbox')]);
      return [kept?.results[0]?.n, mails?.results[0]?.n];
    };
    const before = await rows();
    const send = (ip: string) => {
      const request = init();
      return h.request(path, { ...request, headers: { ...(request.headers as Record<string, string>), 'cf-connecting-ip': ip } });
    };
    expect((await send(freshIpv4())).status).toBeLessThan(400);
    const last = await rows();
    expect(last[0]).toBe((before[0] ?? 0) + 1);
    for (const ip of [freshIpv4(), freshIpv4(), '2001:db8:76:1::1']) await refused(await send(ip), window.secondsLeft);
    expect(await rows()).toEqual(last);
  });
});
