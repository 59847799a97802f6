import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAccessCode } from '../../src/server/gate/access-code';
import { gateRequest } from '../../src/server/gate/middleware';
import type { Bindings } from '../../src/server/env';
import { startHarness, store, type Harness } from '../integration/harness';
import { slowD1 } from './slow-d1';

// Attacks on the gate that need no guessing (issue 17): a store without its settings row was open;
// the gate cookie could be planted by a subdomain or plain-http page (no __Host- prefix); and a page
// behind the gate was served `public, s-maxage=60`, so a shared cache could hand it to anyone.

const CODE = 'harbor-secret-42';
const PAGE_HEADERS = { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60', 'Content-Type': 'text/html' };
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: { ...store.config, gated: true }, vars: { ACCESS_CODE_HASH: await hashAccessCode(CODE, 1000) } });
});
afterAll(() => h.dispose());

function visit(env: Bindings, path: string, cookie?: string) {
  const headers = new Headers({ 'cf-connecting-ip': '203.0.113.77' });
  if (cookie) headers.set('cookie', cookie);
  // What Pages would serve behind the gate: the static page with the caching its _headers rule gives it.
  return gateRequest(new Request(`https://shop.test${path}`, { headers }), env, async () => new Response('<h1>members only</h1>', { headers: PAGE_HEADERS }));
}

async function loginCookie(): Promise<string> {
  const res = await visit(h.env, `/?accessCode=${CODE}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('gate cookie and caching', () => {
  it('the gate cookie is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const res = await visit(h.env, `/?accessCode=${CODE}`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-gate_harbor=\d+\.[\w-]{43};/);
    const attributes = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain'))).toBe(false);
  });

  it('a cookie without the prefix (as a sibling subdomain could set) does not open the store', async () => {
    const value = (await loginCookie()).split('=')[1];
    const res = await visit(h.env, '/listing/classic-tee', `gate_harbor=${value}`);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe('/login');
  });

  it.each(['/', '/listing/classic-tee/', '/catalog/listings/0.json'])('%s behind the gate is private, no-store and varies by Cookie', async (path) => {
    const res = await visit(h.env, path, await loginCookie());
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('members only');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary') ?? '').toMatch(/(^|,\s*)Cookie(\s*,|$)/i);
  });

  it('the login page, redirects and API answers of a gated store are never cached either', async () => {
    for (const res of [await visit(h.env, '/login'), await visit(h.env, '/cart'), await visit(h.env, '/api/health'), await visit(h.env, '/?accessCode=wrong')]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary') ?? '').toMatch(/Cookie/i);
    }
  });

  it('a store without its settings row is shut, not open, even to the right code', async () => {
    const bare = await startHarness({ vars: { ACCESS_CODE_HASH: h.env.ACCESS_CODE_HASH } });
    await bare.db.prepare('DELETE FROM store_config').run();
    // A fresh binding object: the settings cache is per binding.
    const env = { ...bare.env, DB: slowD1(bare.db, 0) };
    const page = await visit(env, '/listing/classic-tee/');
    expect(page.status).toBe(503);
    expect(await page.text()).not.toContain('members only');
    const api = await visit(env, '/api/health');
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ errors: [{ status: '503', code: 'store_not_configured', detail: 'The store is not ready yet.' }] });
    const login = await visit(env, `/?accessCode=${CODE}`);
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(await login.text()).not.toContain('members only');
    await bare.dispose();
  });
});
