/**
 * The Hono app on a real D1, inside workerd (the workers project of vitest.config.ts). Every harness
 * starts from an empty database: it takes a D1 binding no open harness holds, drops whatever an
 * earlier harness of the same test file left there, applies migrations/ with Cloudflare's own
 * applyD1Migrations and seeds the store (catalog rows and config) as a list of statements.
 * Test files never share a database: each runs in its own workerd runtime with its own storage.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env as testEnv } from 'cloudflare:workers';
import { catalogStatements, storeConfigStatement } from '../../scripts/lib/catalog-sql';
import type { CatalogRow } from '../../src/catalog/catalog-rows';
import { app } from '../../src/server/app';
import type { StoreConfig } from '../../src/server/config/schema';
import { newOwnerToken, OWNER_COOKIE } from '../../src/server/checkout/owner';
import type { Bindings } from '../../src/server/env';
import * as store from '../fixtures/edge/store';
import { HARNESS_DATABASES } from './databases';

export interface Harness {
  db: D1Database;
  env: Bindings;
  /** Calls the Hono app in-process, as the Pages Function would. */
  request(path: string, init?: RequestInit, vars?: Partial<Bindings>): Promise<Response>;
  json(method: string, path: string, body: unknown, vars?: Partial<Bindings>): Promise<Response>;
  dispose(): Promise<void>;
}

const held = new Set<string>();

/** Drops every table (and so its indexes and triggers) an earlier harness made, d1_migrations too. */
async function emptied(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare("SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC")
    .all<{ type: string; name: string }>();
  if (results.length === 0) return;
  const drops = results.map((r) => db.prepare(`DROP ${r.type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS "${r.name.replaceAll('"', '""')}"`));
  await db.batch([db.prepare('PRAGMA defer_foreign_keys = on'), ...drops]);
}

/** A fresh D1 with the migrations and a store (the fixture store unless rows/config are given). */
export async function startHarness(options: { rows?: CatalogRow[]; config?: StoreConfig; vars?: Partial<Bindings> } = {}): Promise<Harness> {
  const name = HARNESS_DATABASES.find((n) => !held.has(n));
  if (!name) throw new Error(`More than ${HARNESS_DATABASES.length} harnesses open at once in one test file (tests/integration/databases.ts)`);
  held.add(name);
  const db = testEnv[name];
  await emptied(db);
  await applyD1Migrations(db, testEnv.TEST_MIGRATIONS);
  const config = options.config ?? store.config;
  const seed = [...catalogStatements(options.rows ?? store.rows, '2026-11-20T00:00:00.000Z'), storeConfigStatement(config)];
  await db.batch(seed.map((s) => db.prepare(s)));
  // The vars wrangler.toml gives every deployment: payments on the sandbox, mail kept in the outbox.
  const env: Bindings = { DB: db, STORE_SLUG: config.slug, GATE_DELAY_MS: '5', PAYMENT_PROVIDER: 'sandbox', MAIL_PROVIDER: 'outbox', ...options.vars };
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
    dispose: async () => {
      held.delete(name);
    },
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
