/**
 * Lighthouse 12.8.2 (the last release that runs on Node 20), mobile defaults, on every page type of an
 * already built store and on a zero-JavaScript control page, each run in a Chrome of its own (issue 21):
 *   node --import tsx scripts/bench/lighthouse.ts [--store demo] [--runs 5] [--gated harbor-gated] [--no-write]
 * Served by `wrangler pages dev` behind a small gzip front (the dev server does not compress; the CDN does).
 * Prints every run, then a table with the medians and each page's main-thread work as a multiple of the
 * control's in the same run, and writes docs/benchmarks.md ("Lighthouse") and the README's figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { collectionRoutes, collectionTiles } from '../../src/catalog/routes';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { skuOf } from '../../src/lib/sku';
import { E2E_SERVER_ENV } from '../../tests/e2e/track-bindings';
import { parseArgs } from '../lib/run';
import { storePaths } from '../lib/store-paths';
import { startGzipFront } from './lib/gzip-front';
import { CONTROL_PAGE, lighthouseRun, type RunFigures } from './lib/lighthouse-run';
import { writeLighthouseFigures } from './lib/lighthouse-report';
import { createBenchCheckout, serveStore } from './lib/serve-store';

const args = parseArgs(process.argv.slice(2));
const store = String(args.get('store') ?? 'demo');
const gated = String(args.get('gated') ?? 'harbor-gated');
const runs = Number(args.get('runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${String(args.get('runs'))}`);
if (args.has('gated') && !existsSync(storePaths(gated).out)) throw new Error(`--gated ${gated}: that store is not built (${storePaths(gated).out})`);
const snapshot = JSON.parse(readFileSync(storePaths(store).snapshot, 'utf8')) as StoreSnapshot;

function firstSku(): string {
  for (const listing of snapshot.listings) {
    if (listing.visibility !== 'public' || listing.checkoutFlow === 'preorder') continue;
    for (const product of listing.products)
      for (const v of product.variations) {
        const size = v.sizes.find((s) => s.available && s.stock > 0);
        if (size) return skuOf(listing.itemGroupId, v.variationId, size.id);
      }
  }
  throw new Error('no purchasable size in the store');
}

const startedAt = new Date();
const stops: (() => void)[] = [];
process.on('exit', () => stops.forEach((stop) => stop()));
const loadBefore = loadavg()[0]!;
const server = await serveStore(store, 8797);
stops.push(server.stop);
const front = await startGzipFront(new URL(server.url), 8798, { '/__control/': CONTROL_PAGE });
const base = 'http://127.0.0.1:8798';
// The gated store's login page, when that store is built (npm test builds it).
const gatedServer = existsSync(storePaths(gated).out) ? await serveStore(gated, 8795, '.wrangler/bench-gated', `ACCESS_CODE_HASH=${E2E_SERVER_ENV.E2E_ACCESS_CODE_HASH}`) : null;
if (gatedServer) stops.push(gatedServer.stop);
const gatedFront = gatedServer ? await startGzipFront(new URL(gatedServer.url), 8796) : null;

const listed = snapshot.tiles.filter((t) => t.visibility === 'public');
const collection = collectionRoutes(snapshot)
  .map((r) => ({ slug: r.collection.slug, n: collectionTiles(listed, r.collection).length }))
  .sort((a, b) => b.n - a.n)[0];
const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.checkoutFlow !== 'preorder');
const checkout = await createBenchCheckout(server.url, store, firstSku());
const pages: { type: string; url: string; path: string; headers?: Record<string, string> }[] = [
  { type: 'control (no JS, fonts, images)', url: `${base}/__control/`, path: '(served by the bench)' },
  { type: 'home', url: `${base}/`, path: '/' },
  ...(collection ? [{ type: 'collection', url: `${base}/${collection.slug}/`, path: `/${collection.slug}/` }] : []),
  ...(listing ? [{ type: 'listing', url: `${base}/listing/${listing.slug}/`, path: `/listing/${listing.slug}/` }] : []),
  { type: 'cart', url: `${base}/cart/`, path: '/cart/' },
  // The checkout's owner cookie: without it the page shows "checkout not found", not the checkout.
  { type: 'checkout', url: `${base}/checkout/${checkout.id}`, path: '/checkout/{id}', headers: { cookie: checkout.ownerCookie } },
  // No paid order behind it: the page thanks the shopper with what its address says (its order-not-found path).
  { type: 'thank-you (no order found)', url: `${base}/thankyou/?name=Ada&orderNumber=100123&arrivalEstimate=Dec%203&orderLookupNumber=BENCH123`, path: '/thankyou/?…' },
  ...(gatedFront ? [{ type: `login (gated store ${gated})`, url: 'http://127.0.0.1:8796/login/', path: '/login/' }] : []),
];

// Runs go round the pages (page 1..n, then again), so a slow moment of the machine touches every page alike.
const figures = new Map<string, RunFigures[]>(pages.map((p) => [p.type, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const result = await lighthouseRun(page.url, page.headers);
      figures.get(page.type)!.push(result);
      console.log(`run ${run}/${runs} ${page.type}: performance ${result.performance}, accessibility ${result.accessibility}, TBT ${Math.round(result.tbtMs)} ms, main thread ${Math.round(result.mainThreadMs)} ms`);
    }
  }
} finally {
  front.close();
  gatedFront?.close();
  server.stop();
  gatedServer?.stop();
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const loads = `load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`;
const report = { startedAt, finishedAt: new Date(), machine, loads, runs, pages, figures, store, gated: gatedFront ? gated : null };
const markdown = await writeLighthouseFigures(report, !args.has('no-write'));
console.log(`\n${markdown}`);
process.exit(0);
