import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAccessCode } from '../../src/server/gate/access-code';
import { gateRequest } from '../../src/server/gate/middleware';
import type { Bindings } from '../../src/server/env';
import { startHarness, store, type Harness } from '../integration/harness';

// Two attacks on the gate's login, with the signing key every deploy has (GATE_COOKIE_SECRET):
// a cookie got with a leaked code kept opening the store after the seller changed the code, since the
// cookie's MAC covered the store and the expiry only; and any site could make its visitors' browsers
// guess codes in <img> tags or no-cors fetches, locking their networks out of the store.

const CODE = 'harbor-secret-42';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: { ...store.config, gated: true }, vars: { ACCESS_CODE_HASH: await hashAccessCode(CODE, 1000), GATE_COOKIE_SECRET: 'k'.repeat(32), GATE_DELAY_MS: '1' } });
});
afterAll(() => h.dispose());

function visit(env: Bindings, path: string, headers: Record<string, string> = {}) {
  const request = new Request(`https://shop.test${path}`, { headers: { 'cf-connecting-ip': '203.0.113.7', ...headers } });
  return gateRequest(request, env, async () => new Response('members only'));
}
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' };

describe('gate login', () => {
  it('a cookie got with the old access code no longer opens the store once the code is changed', async () => {
    const cookie = cookieOf(await visit(h.env, `/?accessCode=${CODE}`, NAVIGATION));
    expect(cookie).toMatch(/^__Host-gate_harbor=/);
    expect((await visit(h.env, '/listing/classic-tee', { cookie })).status).toBe(200);
    const changed = { ...h.env, ACCESS_CODE_HASH: await hashAccessCode('a-new-code-7', 1000) };
    const res = await visit(changed, '/listing/classic-tee', { cookie });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe('/login');
  });

  it('codes sent by another site in images or no-cors fetches are not tried, counted or able to lock the visitor out', async () => {
    const storeCount = async () => (await h.db.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM rate_limits WHERE key = 'gate-store'").first<{ n: number }>())?.n;
    const before = await storeCount();
    const crossSite = { 'cf-connecting-ip': '203.0.113.8', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
    for (let i = 0; i < 12; i++) {
      const res = await visit(h.env, '/?accessCode=wrong', crossSite);
      expect(res.status).toBe(302);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // A code sent from a page embedded elsewhere is not tried either, even the right one.
    expect((await visit(h.env, `/?accessCode=${CODE}`, { ...crossSite, 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' })).headers.get('set-cookie')).toBeNull();
    // Nor from a popup whose location the other site's script keeps setting: navigations, not the user's.
    const scripted = { ...NAVIGATION, 'cf-connecting-ip': '203.0.113.8', 'sec-fetch-site': 'cross-site' };
    expect((await visit(h.env, `/?accessCode=${CODE}`, scripted)).headers.get('set-cookie')).toBeNull();
    const counted = await h.db.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE key LIKE '%203.0.113.8%'").first<{ n: number }>();
    expect(counted?.n).toBe(0);
    expect(await storeCount()).toBe(before);
    // The visitor then clicks the link with the code the seller gave them: it works.
    const res = await visit(h.env, `/?accessCode=${CODE}`, { ...scripted, 'sec-fetch-user': '?1' });
    expect(cookieOf(res)).toMatch(/^__Host-gate_harbor=/);
  });
});
