/**
 * API load on the checkout routes, as a ratio to a one-row D1 insert route on the same server
 * (`wrangler pages dev` with a fresh local D1; the baseline route exists only with BENCH_ROUTES=1).
 *   node --import tsx scripts/bench/api-load.ts [--store demo] [--seconds 10] [--connections 8]
 * Goal (issue 11): the checkout submit path at least half the baseline's throughput, with no errors.
 * Prints a table and writes docs/benchmarks.md (section "API load").
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { skuOf } from '../../src/lib/sku';
import { newOwnerToken, OWNER_COOKIE } from '../../src/server/checkout/owner';
import { bin, offlineEnv, parseArgs, run } from '../lib/run';
import { storePaths } from '../lib/store-paths';
import { writeBenchmarkSection } from './report';
import { serveStore } from './lib/serve-store';

const args = parseArgs(process.argv.slice(2));
const store = String(args.get('store') ?? 'demo');
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 8);
const snapshot = JSON.parse(readFileSync(storePaths(store).snapshot, 'utf8')) as StoreSnapshot;
const STATE = '.wrangler/bench-api';
const CUSTOMER = {
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-2671',
  address: { address1: '1 Market St', city: 'San Francisco', state: 'California', zip: '94105', country: 'United States' },
};

const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.checkoutFlow !== 'preorder' && l.products.some((p) => p.deliveryType === 'physical'));
const variation = listing?.products.find((p) => p.deliveryType === 'physical')?.variations[0];
const size = variation?.sizes.find((s) => s.available);
if (!listing || !variation || !size) throw new Error('no physical listing to check out');
const sku = skuOf(listing.itemGroupId, variation.variationId, size.id);

const server = await serveStore(store, 8799, STATE, 'BENCH_ROUTES=1');
const base = server.url;
// Enough stock that thousands of orders never sell out (the bench measures speed, not sold-out answers).
await run(process.execPath, [bin.wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', `${STATE}/${store}`, '--command', 'UPDATE stock SET quantity = 1000000'], {
  env: offlineEnv({ CI: 'true' }),
  stdio: ['ignore', 'ignore', 'inherit'],
});

// One shopper's browser (it owns every checkout it creates: docs/security.md, "Checkout ownership"),
// seen from many addresses: the rate limits are per client, and the bench models many shoppers, not one
// client hammering. Locally `wrangler pages dev` keeps a CF-Connecting-IP the client sends; Cloudflare
// sets its own, so this only works on the bench server.
const headers = { 'content-type': 'application/json', origin: base, cookie: `${OWNER_COOKIE}=${newOwnerToken()}` };
let shopper = 0;
const address = () => `10.${(++shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
const call = async (method: string, path: string, body: unknown) => {
  const res = await fetch(base + path, { method, headers: { ...headers, 'cf-connecting-ip': address() }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { id: string } };
};
async function readyCheckout(): Promise<string> {
  const { data } = await call('POST', '/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug: store });
  for (const step of [{ customer: CUSTOMER }, { deliveryOption: 'fullStandardCost' }, { paymentMethod: 'card' }]) await call('PUT', '/api/v1/checkout', { id: data.id, data: step });
  return data.id;
}

interface Row { route: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number }
async function load(route: string, path: string, method: 'POST' | 'PUT', bodies: () => string, amount?: number): Promise<Row> {
  const result = await autocannon({
    url: base + path, method, connections, headers,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [{ method, path, headers, setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, 'cf-connecting-ip': address() }, body: bodies() }) }],
  });
  const row = { route, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, requests: result.requests.total };
  console.log(`${route}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, errors ${row.errors}, non-2xx ${row.non2xx}`);
  return row;
}

const rows: Row[] = [];
try {
  rows.push(await load('one-row D1 insert (baseline)', '/api/v1/bench/insert', 'POST', () => '{}'));
  rows.push(await load('create checkout', '/api/checkout', 'POST', () => JSON.stringify({ lineItems: [{ sku, quantity: 1 }], storeSlug: store })));
  const pool = await Promise.all(Array.from({ length: connections }, readyCheckout));
  let i = 0;
  rows.push(await load('update customer', '/api/v1/checkout', 'PUT', () => JSON.stringify({ id: pool[i++ % pool.length], data: { customer: CUSTOMER } })));
  rows.push(await load('delivery options', '/api/deliveryOptions', 'POST', () => JSON.stringify({ id: pool[i++ % pool.length], storeSlug: store, countryCode: 'US', stateCode: 'CA' })));
  // Submit pays and orders once per checkout: prepare as many ready checkouts as the baseline would serve.
  const count = Math.max(50, Math.round(((rows[0]?.rps ?? 50) * seconds) / 2));
  const ready: string[] = [];
  for (let k = 0; k < count; k += connections) ready.push(...(await Promise.all(Array.from({ length: Math.min(connections, count - k) }, readyCheckout))));
  let next = 0;
  rows.push(await load('submit (sandbox card, order + stock)', '/api/v1/checkout/submit', 'POST', () => JSON.stringify({ checkoutId: ready[next++], storeSlug: store, platform: 'stripe', paymentToken: '4242 4242 4242 4242' }), ready.length));
} finally {
  server.stop();
}

const baseline = rows[0]?.rps ?? 1;
const submit = rows.at(-1);
const submitMissed = !submit || submit.rps / baseline < 0.5 || submit.errors + submit.non2xx > 0;
const header = ['route', 'req/s', 'ratio to baseline', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx'];
const table = rows.map((r, k) => {
  const ratio = r.rps / baseline;
  const goal = k === rows.length - 1 ? (ratio >= 0.5 && r.errors + r.non2xx === 0 ? ' (goal >= 0.5, no errors: met)' : ' (goal >= 0.5, no errors: MISSED)') : '';
  return [r.route, r.rps.toFixed(0), `${ratio.toFixed(2)}${goal}`, String(r.p50), String(r.p99), String(r.requests), String(r.errors), String(r.non2xx)];
});
const markdown = [
  `Store \`${store}\`, ${new Date().toISOString().slice(0, 10)}, autocannon with ${connections} connections, ${seconds} s per route (submit: one request per prepared checkout), \`wrangler pages dev\` with a local D1 on 2 cores (the dev server, not Cloudflare's edge: read the ratios, not the absolute rates). Rerun: \`node --import tsx scripts/bench/api-load.ts --store ${store}\`.`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...table.map((row) => `| ${row.join(' | ')} |`),
  '',
  submitMissed
    ? 'Why the submit path misses its goal: the baseline is one D1 round trip; placing an order takes 6 (the rate limit with the checkout, prices and stock, the claim that makes one provider call per payment, the provider object\'s id, the order batch, the capture), each keeping a guarantee, and the worker\'s own work (pricing, the answer, the confirmation mail) on top. The worker is the bound: a profile of 1,200 submits (docs/decisions.md, "Checkout submit: D1 round trips") found it busy 95% of the time, more than half of it in D1\'s client inside the worker, and the rest alone about as long as half the baseline\'s rate allows a submit, so no order of the statements reaches 0.5 here. On Cloudflare the dev server\'s proxy is gone and D1 round trips are network hops, so the ratio there is not predicted by this one.'
    : 'The submit path: see docs/decisions.md, "Checkout submit: D1 round trips".',
].join('\n');
console.log(markdown);
await writeBenchmarkSection('API load', markdown);
process.exit(0);
