import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { windowOf } from '../../src/server/rate-limit/limit';
import { LIMITS } from '../../src/server/rate-limit/rules';
import { fakeStripeAccount } from '../fakes/stripe/client';
import { startHarness, type Harness } from '../integration/harness';

// Attack: anonymous callers make the store spend its Stripe secret key (POST /v1/payments/verifyDomain
// calls Stripe's payment_method_domains on every request): unlimited calls on the store's account eat
// its Stripe rate limit, and a hanging Stripe holds each request open. The spec lists the call among
// the anonymous storefront's, so it stays public. Control: a per-client limit and a per-store ceiling
// (src/server/rate-limit/rules.ts) before Stripe is called, and the call abandoned after
// PROVIDER_TIMEOUT_MS. The fake Stripe logs every call it receives; it does not implement this
// endpoint (it answers 404, so a call that reached it answers 502 here): only the calls are counted.

const harnesses: Harness[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(harnesses.splice(0).map((h) => h.dispose()));
});

/** A live store on its own fake Stripe account, and that account's calls to the domain endpoint. */
async function liveStore(vars: Record<string, string> = {}) {
  const url = inject('fakeStripeUrl');
  const key = `sk_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const h = await startHarness({
    vars: { PAYMENT_PROVIDER: 'live', STRIPE_SECRET_KEY: key, STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_BASE: url, PROVIDER_TIMEOUT_MS: '10000', ...vars },
  });
  harnesses.push(h);
  const stripe = fakeStripeAccount(url, key);
  const domainCalls = async () => (await stripe.state()).calls.filter((call) => call.path === '/v1/payment_method_domains').length;
  const verify = (ip: string) =>
    h.request('/api/v1/payments/verifyDomain', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: JSON.stringify({ domainName: 'shop.test' }) });
  return { h, domainCalls, verify };
}

/** The hour's windows must not end during a test (the counts would start again). */
async function inOneWindow(): Promise<void> {
  const left = windowOf(Date.now(), LIMITS.verifyDomainStore.windowSeconds).secondsLeft;
  if (left < 20) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

// In this order: a ceiling once refused is remembered by the isolate for the rest of its hour.
describe('verifyDomain on the store’s Stripe key', () => {
  it('a hanging Stripe is abandoned after PROVIDER_TIMEOUT_MS: 502, not a request held open', { timeout: 30_000 }, async () => {
    await inOneWindow();
    const store = await liveStore({ PROVIDER_TIMEOUT_MS: '200' });
    // Stripe accepts the connection and never answers (until the caller gives up).
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const answer = store.verify('198.51.100.1').then((res) => res.status);
    const hung = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000));
    expect(await Promise.race([answer, hung])).toBe(502);
  });

  it('one anonymous client: at most its limit of Stripe calls; past it 429 and no call to Stripe', { timeout: 30_000 }, async () => {
    await inOneWindow();
    const store = await liveStore();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.verifyDomain.max + 3; i++) statuses.push((await store.verify('198.51.100.2')).status);
    expect(statuses.slice(LIMITS.verifyDomain.max)).toEqual([429, 429, 429]);
    expect(await store.domainCalls()).toBe(LIMITS.verifyDomain.max);
  });

  it('many anonymous clients: at most the store’s ceiling of Stripe calls an hour', { timeout: 60_000 }, async () => {
    await inOneWindow();
    const store = await liveStore();
    const { max } = LIMITS.verifyDomain;
    const clients = Math.ceil(LIMITS.verifyDomainStore.max / max) + 2;
    const statuses: number[] = [];
    for (let client = 0; client < clients; client++) for (let i = 0; i < max; i++) statuses.push((await store.verify(`198.51.101.${client}`)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(clients * max - LIMITS.verifyDomainStore.max);
    expect(await store.domainCalls()).toBe(LIMITS.verifyDomainStore.max);
  });
});
