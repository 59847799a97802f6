/**
 * Page weight per page type of a built store, as a shopper's browser loads it: every response's bytes
 * by type (HTML, CSS, JS, fonts, images, data), raw and gzipped (wrangler pages dev does not compress,
 * so the bodies are gzipped here with zlib). JavaScript inline in the HTML is counted as JS too.
 *   node --import tsx scripts/bench/page-weight.ts [--store demo] [--base-url http://127.0.0.1:8788]
 * Without --base-url it serves the already built store itself (npm run build -- --store demo first).
 * Prints a table and writes the figures to docs/benchmarks.md (section "Page weight").
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright';
import { collectionRoutes, collectionTiles } from '../../src/catalog/routes';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { offlineEnv, parseArgs } from '../lib/run';
import { storePaths } from '../lib/store-paths';
import { writeBenchmarkSection } from './report';

type Kind = 'html' | 'css' | 'js' | 'font' | 'image' | 'data' | 'other';
const KINDS: Kind[] = ['html', 'css', 'js', 'font', 'image', 'data'];

interface Weight {
  raw: number;
  gz: number;
  requests: number;
}

const args = parseArgs(process.argv.slice(2));
const store = String(args.get('store') ?? 'demo');
const port = Number(args.get('port') ?? 8796);
let base = args.get('base-url') ? String(args.get('base-url')) : null;
const snapshot = JSON.parse(readFileSync(storePaths(store).snapshot, 'utf8')) as StoreSnapshot;

function kindOf(response: Response): Kind {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  if (type === 'font') return 'font';
  if (type === 'image') return 'image';
  if (type === 'fetch' || type === 'xhr' || contentType.includes('json')) return 'data';
  return 'other';
}

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** Inline <script> bodies that run (not JSON data or JSON-LD). */
function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/type="application\/(?:ld\+)?json"/i.test(attrs ?? ''))
    .map(([, , body]) => body ?? '')
    .join('\n');
}

function pageTypes(): { type: string; path: string }[] {
  const listed = snapshot.tiles.filter((t) => t.visibility === 'public');
  const listing =
    snapshot.listings.find((l) => l.visibility === 'public' && l.products.length > 1) ?? snapshot.listings.find((l) => l.visibility === 'public');
  const collection = collectionRoutes(snapshot)
    .map((r) => ({ slug: r.collection.slug, n: collectionTiles(listed, r.collection).length }))
    .sort((a, b) => b.n - a.n)[0];
  const pages = [{ type: 'home', path: '/' }];
  if (collection) pages.push({ type: 'collection', path: `/${collection.slug}/` });
  if (listing) pages.push({ type: 'listing', path: `/listing/${listing.slug}/` });
  pages.push({ type: 'cart', path: '/cart/' });
  if (snapshot.theme.content.header.showAbout) pages.push({ type: 'about', path: '/about/' });
  pages.push({ type: 'terms', path: '/terms-of-use/' });
  return pages;
}

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

let server: ReturnType<typeof spawn> | null = null;
if (!base) {
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--store', store, '--port', String(port), '--fresh'], {
    stdio: 'ignore',
    env: offlineEnv({ STORE_STATE_DIR: '.wrangler/bench' }),
  });
  await waitFor(`${base}/api/health`, 120_000);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
});
const rows: { type: string; path: string; status: number; weights: Record<Kind, Weight>; inlineJs: Weight; jsGz: number }[] = [];
try {
  for (const { type, path } of pageTypes()) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const weights = Object.fromEntries([...KINDS, 'other'].map((k) => [k, { raw: 0, gz: 0, requests: 0 }])) as Record<Kind, Weight>;
    const pending: Promise<void>[] = [];
    let html = '';
    page.on('response', (response) => {
      pending.push(
        (async () => {
          if (response.status() >= 300 && response.status() < 400) return;
          const body = await response.body().catch(() => null);
          if (!body) return;
          const kind = kindOf(response);
          if (kind === 'html' && response.url().startsWith(base + path)) html = body.toString('utf8');
          weights[kind].raw += body.length;
          weights[kind].gz += gz(body);
          weights[kind].requests++;
        })(),
      );
    });
    const response = await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll to the end so that lazy images and below-the-fold loads count.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const inline = inlineScripts(html);
    const inlineJs = { raw: Buffer.byteLength(inline), gz: inline ? gz(inline) : 0, requests: 0 };
    rows.push({ type, path, status: response?.status() ?? 0, weights, inlineJs, jsGz: weights.js.gz + inlineJs.gz });
    await page.close();
  }
} finally {
  await browser.close();
  if (server?.pid) server.kill('SIGTERM');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const header = ['page', 'path', 'status', 'HTML gz', 'CSS gz', 'JS gz (files + inline)', 'fonts', 'images gz', 'data gz', 'requests', 'total gz'];
const table = rows.map((r) => {
  const w = r.weights;
  const total = Object.values(w).reduce((s, x) => s + x.gz, 0);
  const requests = Object.values(w).reduce((s, x) => s + x.requests, 0);
  return [
    r.type,
    r.path,
    String(r.status),
    `${kb(w.html.gz)} KB (${kb(w.html.raw)} raw)`,
    `${kb(w.css.gz)} KB`,
    `${kb(r.jsGz)} KB (${kb(w.js.gz)} + ${kb(r.inlineJs.gz)})`,
    `${kb(w.font.raw)} KB`,
    `${kb(w.image.gz)} KB`,
    `${kb(w.data.gz)} KB`,
    String(requests),
    `${kb(total)} KB`,
  ];
});
const markdown = [
  `Store \`${store}\`, ${new Date().toISOString().slice(0, 10)}, Chromium at 390 x 844, every response after the page settled and was scrolled to the end. Sizes are gzip level 9 of the bodies (fonts are woff2, counted raw). "JS" is what runs before any interaction: script files plus inline scripts (JSON data and JSON-LD not counted). Rerun: \`node --import tsx scripts/bench/page-weight.ts --store ${store}\`.`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...table.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
console.log(markdown);
await writeBenchmarkSection('Page weight', markdown);
process.exit(0);
