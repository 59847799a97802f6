/**
 * What a page's parts cost on a phone's main thread, over the zero-JavaScript control (issue 21):
 *   node --import tsx scripts/bench/page-parts.ts [--store demo] [--runs 5] [--no-write]
 * Lighthouse (the same runs as bench:lighthouse: mobile, a fresh Chrome each) on the control page alone
 * and with one part added: each distinct image of the home page once, shown at 160 px, in the store's own
 * format (SVG drawings in the demo); the same images as PNG at their full size (what a store with photos
 * serves); ten small module scripts. Each part's cost is its page's median main-thread work minus the
 * control's, per item. Writes docs/benchmarks.md ("Main thread: what a page's parts cost").
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { parseArgs } from '../lib/run';
import { storePaths } from '../lib/store-paths';
import { startGzipFront, type OwnAnswer } from './lib/gzip-front';
import { CONTROL_PAGE, lighthouseRun, median } from './lib/lighthouse-run';
import { writeBenchmarkSection } from './report';
import { serveStore } from './lib/serve-store';

const args = parseArgs(process.argv.slice(2));
const store = String(args.get('store') ?? 'demo');
const runs = Number(args.get('runs') ?? 5);
const MODULES = 10;

// The images the home page shows, in its order (logo, hero, tiles): what a shopper's phone loads there.
const home = readFileSync(`${storePaths(store).out}/index.html`, 'utf8');
const images = [...new Set([...home.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')))];
if (images.length === 0) throw new Error(`${store}'s home page shows no <img>: nothing to measure`);
// Lighthouse's Chrome reaches only 127.0.0.1, and a picture from elsewhere could not be drawn as PNG.
const foreign = images.filter((src) => !src.startsWith('/') || src.startsWith('//'));
if (foreign.length) throw new Error(`images from other hosts cannot be measured here: ${foreign.join(', ')}`);

const server = await serveStore(store, 8793, '.wrangler/bench-parts');
// Whatever fails (drawing the PNGs, starting the front, a run), the server and the front stop.
const stops: (() => void)[] = [server.stop];
process.on('exit', () => stops.forEach((stop) => stop()));
/** Each image drawn at its own size by Chromium and encoded as PNG: the same pictures as rasters. */
async function asPng(urls: string[]): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const encoded = await page.evaluate(async (srcs) => {
      const out: string[] = [];
      for (const src of srcs) {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        // An SVG without a size of its own has none here: drawn at the size the page shows it.
        canvas.width = img.naturalWidth || 160;
        canvas.height = img.naturalHeight || 160;
        canvas.getContext('2d')!.drawImage(img, 0, 0);
        out.push(canvas.toDataURL('image/png').split(',')[1]!);
      }
      return out;
    }, urls);
    const pngs = encoded.map((b64) => Buffer.from(b64, 'base64'));
    const empty = pngs.findIndex((png) => png.length === 0);
    if (empty >= 0) throw new Error(`${urls[empty]} could not be drawn as PNG`);
    return pngs;
  } finally {
    await browser.close();
  }
}

const withImages = (srcs: string[]) => CONTROL_PAGE.replace('</main>', `${srcs.map((s) => `<img src="${s}" width="160" height="160" alt="">`).join('')}</main>`);
const own: Record<string, string | OwnAnswer> = { '/__control/': CONTROL_PAGE, '/__control-images/': withImages(images) };
(await asPng(images)).forEach((png, i) => (own[`/__parts/${i}.png`] = { type: 'image/png', body: png }));
own['/__control-png/'] = withImages(images.map((_, i) => `/__parts/${i}.png`));
// Small modules (about 1.4 KB, 0.7 KB gzipped), each doing one thing to the page when it runs; no
// functions, so what they cost is their request, instantiation and evaluation, not compiles.
for (let i = 0; i < MODULES; i++) {
  own[`/__parts/m${i}.js`] = { type: 'text/javascript', body: `const part${i} = [${Array.from({ length: 300 }, (_, k) => k * (i + 1)).join(',')}];\ndocument.documentElement.dataset.part${i} = String(part${i}.length);\n` };
}
own['/__control-modules/'] = CONTROL_PAGE.replace('</body>', `${Array.from({ length: MODULES }, (_, i) => `<script type="module" src="/__parts/m${i}.js"></script>`).join('')}</body>`);
const front = await startGzipFront(new URL(server.url), 8794, own);
stops.push(() => front.close());

const pages = [
  { name: 'control (no JS, fonts, images)', path: '/__control/', items: 0, unit: '' },
  { name: `control + the home page's ${images.length} images, once each at 160 px, as the store serves them`, path: '/__control-images/', items: images.length, unit: 'image' },
  { name: `control + the same ${images.length} images as PNG (full size)`, path: '/__control-png/', items: images.length, unit: 'image' },
  { name: `control + ${MODULES} module scripts`, path: '/__control-modules/', items: MODULES, unit: 'module' },
];
const figures = new Map<string, number[]>(pages.map((p) => [p.path, []]));
try {
  // Round the pages, so that a slow moment of the machine touches every page alike.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const result = await lighthouseRun(`http://127.0.0.1:8794${page.path}`);
      figures.get(page.path)!.push(result.mainThreadMs);
      console.log(`run ${run}/${runs} ${page.name}: main thread ${Math.round(result.mainThreadMs)} ms`);
    }
  }
} finally {
  stops.forEach((stop) => stop());
  stops.length = 0;
}

const control = median(figures.get('/__control/')!);
const extra = (path: string) => median(figures.get(path)!) - control;
const rows = pages.map((p) => {
  const all = figures.get(p.path)!;
  const each = p.items ? `${Math.round(extra(p.path) / p.items)} ms per ${p.unit}` : '';
  return `| ${p.name} | ${Math.round(median(all))} ms | ${all.map(Math.round).join(', ')} | ${p.items ? `+${Math.round(extra(p.path))} ms` : ''} | ${each} |`;
});
const times = (path: string) => (extra(path) / control).toFixed(1);
const markdown = [
  `Store \`${store}\`, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, Lighthouse 12.8.2 mobile, ${runs} runs per page, each in a fresh Chrome, as in "Lighthouse" above: the control page alone and with one part added. Rerun: \`npm run bench:parts\`.`,
  '',
  '| page | main thread (median) | every run | over the control | per item |',
  '| --- | --- | --- | --- | --- |',
  ...rows,
  '',
  `The home page's ${images.length} distinct images, each once at 160 px, add ${times('/__control-images/')} times the control's main-thread work in the store's own format and ${times('/__control-png/')} times as full-size PNG; the goal of 3 times the control leaves 2 times for everything a page has beyond it. An SVG in an \`<img>\` is a document of its own, parsed, styled, laid out and painted on the main thread; a PNG is decoded off it.`,
].join('\n');
console.log(`\n${markdown}`);
if (!args.has('no-write')) await writeBenchmarkSection("Main thread: what a page's parts cost", markdown);
process.exit(0);
