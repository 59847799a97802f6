/**
 * The first taps on a listing page, as a phone meets them (issue 21 item 4): a fresh Chromium, a phone's
 * viewport and touch, the CPU slowed 4x through the DevTools protocol, the page loaded and left to settle,
 * then a tap on another colour, a tap on a size and a tap on Add to cart. For each tap it reports
 * interaction to next paint (the Event Timing API's duration for that interaction: input delay,
 * handlers and the paint after them) and how long until the shopper sees the answer (the colour checked
 * and its photo shown; the size checked; the added-to-cart dialog open).
 *   node --import tsx scripts/bench/first-tap.ts [--store demo] [--runs 5] [--slowdown 4] [--no-write]
 * Serves the already built store; writes docs/benchmarks.md ("First tap") unless --no-write.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { parseArgs } from '../lib/run';
import { storePaths } from '../lib/store-paths';
import { median } from './lib/lighthouse-run';
import { firstTapListing, type TapFigures, tapAndWatch } from './lib/first-tap-page';
import { serveStore } from './lib/serve-store';
import { writeBenchmarkSection } from './report';

const args = parseArgs(process.argv.slice(2));
const store = String(args.get('store') ?? 'demo');
const runs = Number(args.get('runs') ?? 5);
const slowdown = Number(args.get('slowdown') ?? 4);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${String(args.get('runs'))}`);
const snapshot = JSON.parse(readFileSync(storePaths(store).snapshot, 'utf8')) as StoreSnapshot;
const listing = firstTapListing(snapshot);

const startedAt = new Date();
const loadBefore = loadavg()[0]!;
const server = await serveStore(store, 8797);
const taps: Record<string, TapFigures[]> = { colour: [], size: [], 'add to cart': [] };
try {
  for (let run = 1; run <= runs; run++) {
    // A browser of its own per run: a first visit meets a cold cache and a cold renderer.
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      const page: Page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(`${server.url}/listing/${listing.slug}/`, { waitUntil: 'load' });
      // A shopper reads before tapping: the page settles (idle callbacks, late scripts) first.
      await page.waitForTimeout(1500);
      const steps = [
        { name: 'colour', ...listing.colour },
        { name: 'size', ...listing.size },
        { name: 'add to cart', ...listing.add },
      ];
      for (const step of steps) {
        const figures = await tapAndWatch(page, step.tap, step.answered);
        taps[step.name]!.push(figures);
        console.log(`run ${run}/${runs} ${step.name}: INP ${figures.inpMs} ms, answered after ${Math.round(figures.answeredMs)} ms`);
        await page.waitForTimeout(800);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  server.stop();
}

const header = ['tap', 'INP (median)', 'INP, every run', 'answer seen (median)', 'answer seen, every run'];
const rows = Object.entries(taps).map(([name, figures]) => {
  const inp = median(figures.map((f) => f.inpMs));
  return [
    name,
    `${inp} ms${inp < 200 ? '' : ' (missed)'}`,
    figures.map((f) => f.inpMs).join(', '),
    `${Math.round(median(figures.map((f) => f.answeredMs)))} ms`,
    figures.map((f) => Math.round(f.answeredMs)).join(', '),
  ];
});
const table = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`;
const intro =
  `Store \`${store}\`, listing \`/listing/${listing.slug}/\`, ${startedAt.toISOString().slice(0, 16)}Z, ${machine}. ` +
  `Chromium (headless) with a 390 px phone viewport and touch, CPU slowed ${slowdown}x by the DevTools protocol, a browser of its own per run, ${runs} runs. ` +
  'After load and 1.5 s of rest: a tap on another colour, on a size, on Add to cart. INP is the Event Timing API\'s duration of the tap (input delay, handlers, next paint); ' +
  '"answer seen" runs from the tap to the frame where the shopper sees its answer (the colour checked and its photo shown, the size checked, the added-to-cart dialog open). ' +
  'Goal (issue 21): INP under 200 ms for each. Rerun: `npm run bench:tap`.';
const markdown = `${intro}\n\n${table}`;
console.log(`\n${markdown}`);
if (!args.has('no-write')) await writeBenchmarkSection('First tap', markdown);
process.exit(0);
