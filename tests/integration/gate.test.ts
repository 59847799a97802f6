import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/server/app';
import { hashAccessCode } from '../../src/server/gate/access-code';
import { gateRequest } from '../../src/server/gate/middleware';
import { delayFor } from '../../src/server/gate/attempts';
import { startHarness, store, type Harness } from './harness';

let h: Harness;
const CODE = 'harbor-secret-42';
beforeAll(async () => {
  h = await startHarness({ config: { ...store.config, gated: true }, vars: { ACCESS_CODE_HASH: await hashAccessCode(CODE, 1000), GATE_DELAY_MS: '40' } });
});
afterAll(() => h.dispose());

/** A request through the gate as the Pages middleware sees it: API paths reach the app, others a page. */
function visit(path: string, init: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  headers.set('cf-connecting-ip', init.ip ?? '203.0.113.1');
  const request = new Request(`https://shop.test${path}`, { headers });
  return gateRequest(request, h.env, async () =>
    new URL(request.url).pathname.startsWith('/api/') ? app.fetch(request, h.env) : new Response(`page ${new URL(request.url).pathname}`, { status: 200 }),
  );
}

async function login(ip = '198.51.100.7', returnTo?: string) {
  const q = new URLSearchParams({ accessCode: CODE, ...(returnTo === undefined ? {} : { returnTo }) });
  return visit(`/?${q}`, { ip });
}

describe('password gate', () => {
  it.each(['/', '/listing/classic-tee', '/_astro/island.js', '/images/front.png', '/search-index.json', '/cart'])('%s is not readable without the cookie', async (path) => {
    const res = await visit(path);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe('/login');
  });

  it('API calls answer 401 JSON in the error shape', async () => {
    const res = await visit('/api/health');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: [{ status: '401', code: 'access_code_required', detail: 'This store needs an access code.' }] });
  });

  it("the seller's attention list answers to its token alone, not to the shop's cookie", async () => {
    const withoutToken = await visit('/api/v1/seller/attention');
    expect(withoutToken.status).toBe(401);
    expect(((await withoutToken.json()) as { errors: { code: string }[] }).errors[0]?.code).not.toBe('access_code_required');
  });

  it.each(['/api/v1/payments/stripe/webhook', '/api/v1/payments/paypal/webhook', '/api/v1/fulfilment/events'])(
    'the provider callback %s reaches its signature check without the cookie',
    async (path) => {
      const request = new Request(`https://shop.test${path}`, { method: 'POST', headers: { 'cf-connecting-ip': '203.0.113.9' }, body: '{}' });
      const res = await gateRequest(request, h.env, async () => new Response('signature check', { status: 400 }));
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('signature check');
    },
  );

  it('the login page and its stylesheet stay reachable', async () => {
    expect((await visit('/login')).status).toBe(200);
    expect((await visit('/_astro/login.Ab12.css')).status).toBe(200);
  });

  it('a correct code sets a signed HttpOnly, Secure, SameSite=Lax cookie and redirects without the code', async () => {
    const res = await login(undefined, '/listing/classic-tee?color=black');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://shop.test/listing/classic-tee?color=black');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-gate_harbor=\d+\.[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const value = cookie.split(';')[0] ?? '';
    expect((await visit('/listing/classic-tee', { cookie: value })).status).toBe(200);
    expect((await visit('/api/health', { cookie: value })).status).toBe(200);
    // Flip the signature's first character: the last one also carries padding bits, and A/B/C/D there
    // can decode to the same bytes (a valid signature, and a flaky test).
    const forged = value.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expect((await visit('/', { cookie: forged })).status).toBe(302);
  });

  it.each(['//evil.com', '/\\evil.com', 'https:evil.com', 'https://evil.com', '%2F%2Fevil.com', '/%2F/evil.com', '/%5Cevil.com', '%252F%252Fevil.com', '/.//evil.com', '\t//evil.com', '/\t/evil.com', 'javascript:alert(1)'])(
    'returnTo %j stays on the store',
    async (returnTo) => {
      const res = await login('192.0.2.50', returnTo);
      expect(res.status).toBe(302);
      const location = res.headers.get('location') ?? '';
      expect(new URL(location).origin).toBe('https://shop.test');
      expect(location.startsWith('https://shop.test/')).toBe(true);
      expect(location.slice('https://shop.test'.length)).not.toMatch(/^\/[\/\\]/);
    },
  );

  it('wrong codes are slowed, then refused even with the right code', async () => {
    const ip = '192.0.2.99';
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const res = await visit(`/?accessCode=wrong${i}`, { ip });
      times.push(Date.now() - started);
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location') ?? '').searchParams.get('error')).toBe(i === 9 ? 'locked' : 'invalid');
    }
    // A lower bound that machine load cannot break: the 7th wrong code waits at least its back-off.
    expect(times[6]).toBeGreaterThanOrEqual(Math.min(delayFor(6, 40), delayFor(7, 40)));
    expect(delayFor(1, 40)).toBe(0);
    const locked = await login(ip);
    expect(locked.headers.get('set-cookie')).toBeNull();
    expect(new URL(locked.headers.get('location') ?? '').searchParams.get('error')).toBe('locked');
    // Another client is not affected.
    expect((await login('192.0.2.100')).headers.get('set-cookie')).toMatch(/^__Host-gate_harbor=/);
  });

  it('an ungated store passes everything through', async () => {
    const open = await startHarness();
    const res = await gateRequest(new Request('https://shop.test/cart'), open.env, async () => new Response('page'));
    expect(res.status).toBe(200);
    await open.dispose();
  });
});
