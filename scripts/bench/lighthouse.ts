/**
 * Lighthouse 12.8.2 (the last release that runs on Node 20) in its default mobile mode, median of 3
 * runs, on home, a collection, a listing, the cart and a checkout of an already built store, served by
 * `wrangler pages dev` behind a small gzip front (the dev server does not compress; the CDN does).
 *   node --import tsx scripts/bench/lighthouse.ts [--store demo] [--runs 3]
 * Prints a table and writes docs/benchmarks.md (section "Lighthouse").
 */
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { collectionRoutes, collectionTiles } from '../../src/catalog/routes';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { skuOf } from '../../src/lib/sku';
import { parseArgs } from '../lib/run';
import { storePaths } from '../lib/store-paths';
import { startGzipFront } from './lib/gzip-front';
import { createBenchCheckout, serveStore } from './lib/serve-store';
import { writeBenchmarkSection } from './report';

const args = parseArgs(process.argv.slice(2));
const store = String(args.get('store') ?? 'demo');
const runs = Number(args.get('runs') ?? 3);
const snapshot = JSON.parse(readFileSync(storePaths(store).snapshot, 'utf8')) as StoreSnapshot;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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

const server = await serveStore(store, 8797);
const front = await startGzipFront(new URL(server.url), 8798);
const base = 'http://127.0.0.1:8798';
const listed = snapshot.tiles.filter((t) => t.visibility === 'public');
const collection = collectionRoutes(snapshot)
  .map((r) => ({ slug: r.collection.slug, n: collectionTiles(listed, r.collection).length }))
  .sort((a, b) => b.n - a.n)[0];
const listing = snapshot.listings.find((l) => l.visibility === 'public' && l.checkoutFlow !== 'preorder');
const pages: { type: string; path: string }[] = [{ type: 'home', path: '/' }];
if (collection) pages.push({ type: 'collection', path: `/${collection.slug}/` });
if (listing) pages.push({ type: 'listing', path: `/listing/${listing.slug}/` });
pages.push({ type: 'cart', path: '/cart/' });
pages.push({ type: 'checkout', path: `/checkout/${await createBenchCheckout(server.url, store, firstSku())}` });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
const rows: string[][] = [];
try {
  for (const { type, path } of pages) {
    const perf: number[] = [];
    const a11y: number[] = [];
    const lcp: number[] = [];
    const cls: number[] = [];
    const tbt: number[] = [];
    const transfer: number[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      a11y.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      lcp.push(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
      cls.push(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0));
      tbt.push(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0));
      transfer.push(Number(lhr.audits['total-byte-weight']?.numericValue ?? 0));
    }
    const p = median(perf);
    const a = median(a11y);
    rows.push([type, path.replace(/checkout\/[^/]+/, 'checkout/{id}'), `${p}${p >= 95 ? '' : ' (goal 95: missed)'}`, `${a}${a === 100 ? '' : ' (goal 100: missed)'}`, `${(median(lcp) / 1000).toFixed(2)} s`, median(cls).toFixed(3), `${Math.round(median(tbt))} ms`, `${(median(transfer) / 1024).toFixed(0)} KiB`, perf.join(', ')]);
    console.log(rows.at(-1)?.join(' | '));
  }
} finally {
  chrome.kill();
  front.close();
  server.stop();
}

const header = ['page', 'path', 'performance', 'accessibility', 'LCP', 'CLS', 'TBT', 'transfer', 'performance runs'];
const markdown = [
  `Store \`${store}\`, ${new Date().toISOString().slice(0, 10)}, Lighthouse 12.8.2 mobile (simulated slow 4G, 4x CPU slowdown), median of ${runs}, Debian Chromium headless, \`wrangler pages dev\` behind a gzip front, 2 cores. Goals: performance >= 95, accessibility 100. Rerun: \`node --import tsx scripts/bench/lighthouse.ts --store ${store}\`.`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
console.log(markdown);
await writeBenchmarkSection('Lighthouse', markdown);
process.exit(0);
