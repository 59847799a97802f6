import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { catalogSql, storeConfigSql } from '../../scripts/lib/catalog-sql';
import type { CatalogRow } from '../../src/catalog/catalog-rows';
import { app } from '../../src/server/app';
import type { StoreConfig } from '../../src/server/config/schema';
import { newOwnerToken, OWNER_COOKIE } from '../../src/server/checkout/owner';
import type { Bindings } from '../../src/server/env';
import * as store from '../fixtures/edge/store';

process.env.WRANGLER_SEND_METRICS = 'false';
process.env.WRANGLER_HIDE_BANNER = 'true';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

/** SQL files as single statements: comment lines dropped, split after each `;` that ends a line. */
export function statements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter((s) => s.length > 0);
}

export interface Harness {
  db: D1Database;
  env: Bindings;
  /** Calls the Hono app in-process, as the Pages Function would. */
  request(path: string, init?: RequestInit, vars?: Partial<Bindings>): Promise<Response>;
  json(method: string, path: string, body: unknown, vars?: Partial<Bindings>): Promise<Response>;
  dispose(): Promise<void>;
}

/** A fresh local D1 (wrangler's getPlatformProxy, nothing persisted) with the migrations and a store. */
export async function startHarness(options: { rows?: CatalogRow[]; config?: StoreConfig; vars?: Partial<Bindings> } = {}): Promise<Harness> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: false });
  const db = proxy.env.DB;
  const dir = 'migrations';
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    await db.batch(statements(readFileSync(join(dir, file), 'utf8')).map((s) => db.prepare(s)));
  }
  const seed = catalogSql(options.rows ?? store.rows, '2026-11-20T00:00:00.000Z') + storeConfigSql(options.config ?? store.config);
  await db.batch(statements(seed).map((s) => db.prepare(s)));
  const env: Bindings = { DB: db, STORE_SLUG: (options.config ?? store.config).slug, GATE_DELAY_MS: '5', ...options.vars };
  // One shopper's browser: cookies the app sets come back on later requests, unless a request names its
  // own `cookie` header (another browser). It holds a checkout owner cookie from the start (as after a
  // first checkout), so checkouts created concurrently all belong to it (docs/security.md).
  const jar = new Map<string, string>([[OWNER_COOKIE, newOwnerToken()]]);
  const request = async (path: string, init: RequestInit = {}, vars: Partial<Bindings> = {}) => {
    const headers = new Headers(init.headers);
    const ours = !headers.has('cookie');
    if (ours) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await app.request(path.startsWith('http') ? path : `https://shop.test${path}`, { ...init, headers }, { ...env, ...vars });
    for (const line of ours ? res.headers.getSetCookie() : []) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return res;
  };
  return {
    db,
    env,
    request,
    json: (method, path, body, vars) =>
      request(path, { method, headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }, vars),
    dispose: () => proxy.dispose(),
  };
}

export const US_CUSTOMER = {
  firstName: 'Ada',
  lastName: "O'Neil",
  email: 'ada@example.com',
  phone: '(415) 555-2671',
  address: { address1: '1 Market St', city: 'San Francisco', state: 'California', zip: '94105', country: 'United States' },
};

/** A checkout with the US customer and standard delivery, ready to submit. */
export async function readyCheckout(h: Harness, lineItems: { sku: string; quantity: number }[] = [{ sku: store.SKU.teeS, quantity: 1 }]): Promise<string> {
  const created = await h.json('POST', '/api/checkout', { lineItems, storeSlug: 'harbor' });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { data } = (await created.json()) as { data: { id: string } };
  const put = (d: unknown) => h.json('PUT', '/api/v1/checkout', { id: data.id, data: d });
  for (const step of [{ customer: US_CUSTOMER }, { deliveryOption: 'fullStandardCost' }, { paymentMethod: 'card' }]) {
    const res = await put(step);
    if (res.status !== 200) throw new Error(`update failed: ${res.status} ${await res.text()}`);
  }
  return data.id;
}

export { store };
