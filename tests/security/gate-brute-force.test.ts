import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashAccessCode } from '../../src/server/gate/access-code';
import { CLIENT_LIMIT, STORE_LIMIT } from '../../src/server/gate/attempts';
import { gateRequest } from '../../src/server/gate/middleware';
import type { Bindings } from '../../src/server/env';
import { startHarness, store, type Harness } from '../integration/harness';
import { slowD1 } from './slow-d1';

// Attack: guess the store's access code with many parallel requests, so that every guess reads the
// failure count before any of them has written it (issue 17). Control: each attempt is counted in one
// D1 statement before its code is checked, per IPv4 address or IPv6 /64 and per store and hour.

const CODE = 'harbor-secret-42';
let h: Harness;
const gatedStore = async () => startHarness({ config: { ...store.config, gated: true }, vars: { ACCESS_CODE_HASH: await hashAccessCode(CODE, 1000), GATE_DELAY_MS: '5' } });
beforeAll(async () => {
  h = await gatedStore();
});
afterAll(() => h.dispose());
/** The harness's D1 as a fresh binding (its settings cache empty), answering at once. */
const pinned = () => ({ ...h.env, DB: slowD1(h.db, 0) });
afterEach(() => vi.restoreAllMocks());

/** Counts the PBKDF2 derivations: one per access code the gate evaluates. */
function countEvaluations(onEvaluate: () => void = () => {}) {
  const derive = crypto.subtle.deriveBits.bind(crypto.subtle);
  const spy = vi.spyOn(crypto.subtle, 'deriveBits').mockImplementation((...args: Parameters<SubtleCrypto['deriveBits']>) => {
    onEvaluate();
    return derive(...args);
  });
  return () => spy.mock.calls.length;
}

let nextNet = 0;
/** A fresh IPv4 address or IPv6 /64 per test, so that tests do not share counters. */
const freshIpv4 = () => `198.18.${Math.floor(++nextNet / 250)}.${nextNet % 250}`;
const freshIpv6Net = () => `2001:db8:${(++nextNet).toString(16)}:1`;

async function attempt(env: Bindings, code: string, ip: string) {
  const request = new Request(`https://shop.test/?${new URLSearchParams({ accessCode: code })}`, { headers: { 'cf-connecting-ip': ip } });
  const res = await gateRequest(request, env, async () => new Response('page'));
  return { cookie: res.headers.get('set-cookie'), error: new URL(res.headers.get('location') ?? 'https://x/').searchParams.get('error') };
}

/** 100+ guesses at once from one client, the right code somewhere among them. */
async function burst(env: Bindings, ips: () => string, size = 120) {
  const codes = Array.from({ length: size }, (_, i) => `guess-${i}`);
  codes[Math.floor(Math.random() * size)] = CODE;
  return Promise.all(codes.map((code) => attempt(env, code, ips())));
}

describe('gate brute force', () => {
  for (const [label, delay] of [['a fast D1', 0], ['a slow D1 (40 ms per statement each way)', 40]] as const) {
    it(`100+ parallel guesses from one IPv4 address evaluate at most the limit, with ${label}`, async () => {
      const env = { ...h.env, DB: slowD1(h.db, delay) };
      const evaluated = countEvaluations();
      const ip = freshIpv4();
      const answers = await burst(env, () => ip);
      expect(evaluated()).toBeLessThanOrEqual(CLIENT_LIMIT);
      expect(answers.filter((a) => a.cookie).length).toBeLessThanOrEqual(1);
      // However the burst went, the right code is now refused until the window ends.
      expect(await attempt(env, CODE, ip)).toEqual({ cookie: null, error: 'locked' });
    });

    it(`addresses rotated inside one IPv6 /64 count as one client, with ${label}`, async () => {
      const env = { ...h.env, DB: slowD1(h.db, delay) };
      const evaluated = countEvaluations();
      const net = freshIpv6Net();
      let host = 0;
      await burst(env, () => `${net}:${(++host).toString(16)}:0:0:${host.toString(16)}`);
      expect(evaluated()).toBeLessThanOrEqual(CLIENT_LIMIT);
      expect((await attempt(env, CODE, `${net}::beef`)).error).toBe('locked');
      // The neighbouring /64 is someone else.
      expect((await attempt(env, CODE, `${freshIpv6Net()}::1`)).cookie).toMatch(/^__Host-gate_harbor=/);
    });
  }

  it('the count comes before the check: a check that dies half-way has still used an attempt', async () => {
    // If the isolate is killed (or the check throws) between reading the count and recording the
    // failure, check-then-count records nothing: the attacker's guesses are free. Counting first is not.
    const ip = freshIpv4();
    vi.spyOn(crypto.subtle, 'deriveBits').mockRejectedValue(new Error('isolate killed mid-check'));
    for (let i = 0; i < CLIENT_LIMIT; i++) await expect(attempt(pinned(), `guess-${i}`, ip)).rejects.toThrow('isolate killed');
    vi.restoreAllMocks();
    expect(await attempt(pinned(), CODE, ip)).toEqual({ cookie: null, error: 'locked' });
  });

  it('the attempt is written to D1 before the code is evaluated', async () => {
    const steps: string[] = [];
    countEvaluations(() => steps.push('evaluate'));
    const env = { ...h.env, DB: slowD1(h.db, 0, (sql) => /rate_limits/.test(sql) && steps.push(/INSERT|UPDATE/i.test(sql) ? 'count' : 'read')) };
    await attempt(env, 'guess', freshIpv4());
    expect(steps.indexOf('count')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('count')).toBeLessThan(steps.indexOf('evaluate'));
  });

  it('a correct code after the lockout still waits the lockout out', async () => {
    const ip = freshIpv4();
    for (let i = 0; i < CLIENT_LIMIT; i++) await attempt(pinned(), `guess-${i}`, ip);
    const request = new Request(`https://shop.test/?accessCode=${CODE}`, { headers: { 'cf-connecting-ip': ip } });
    const res = await gateRequest(request, pinned(), async () => new Response('page'));
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('error')).toBe('locked');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('guesses spread over many addresses stop at the per-store ceiling', async () => {
    // A store of its own: the other tests' attempts must not count towards this one's ceiling.
    const own = await gatedStore();
    const env = { ...own.env, DB: slowD1(own.db, 0) };
    const evaluated = countEvaluations();
    // Each address stays under its own limit; together they pass the store's.
    const clients = Math.ceil((STORE_LIMIT + 60) / (CLIENT_LIMIT - 1));
    const ips = Array.from({ length: clients }, freshIpv4);
    const codes = ips.flatMap((ip) => Array.from({ length: CLIENT_LIMIT - 1 }, (_, i) => ({ ip, code: `spread-${ip}-${i}` })));
    for (let i = 0; i < codes.length; i += 100) await Promise.all(codes.slice(i, i + 100).map(({ ip, code }) => attempt(env, code, ip)));
    expect(evaluated()).toBeLessThanOrEqual(STORE_LIMIT);
    // A fresh address with the right code is refused too until the hour is over.
    expect((await attempt(env, CODE, freshIpv4())).error).toBe('locked');
    await own.dispose();
  });

  it('one client hammering past its own limit does not use up the store\'s ceiling', async () => {
    const own = await gatedStore();
    const env = { ...own.env, DB: slowD1(own.db, 0) };
    const ip = freshIpv4();
    for (let i = 0; i < STORE_LIMIT + 20; i += 100) await Promise.all(Array.from({ length: 100 }, (_, j) => attempt(env, `spam-${i + j}`, ip)));
    expect((await attempt(env, CODE, freshIpv4())).cookie).toMatch(/^__Host-gate_harbor=/);
    await own.dispose();
  });
});
