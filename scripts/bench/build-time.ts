/**
 * Build time, pace and peak memory of generated stores, pull from the store directory to finished site.
 *   npm run bench:build -- --listings 1000,5000,10000 [--runs 3]
 * Each size is built `runs` times; the table shows the run of median time. Prints the table, writes
 * docs/benchmarks.md (section "Build") and the chart docs/build-time.svg.
 */
import { cpus, totalmem } from 'node:os';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countSiteFiles } from '../lib/file-limit';
import { measure } from '../lib/measure';
import { listingPagesPerSecond, readBuildStats, statsFileOf } from '../lib/render-site';
import { BUILD_STORE, offlineEnv, parseArgs, run } from '../lib/run';
import { storePaths } from '../lib/store-paths';
import { buildChartSvg, type BuildPoint } from './lib/build-chart';
import { writeBenchmarkSection } from './report';

/** Cloudflare Pages' limits of files per deployment: free plan, paid plan. */
const FREE_FILES = 20_000;
const PAID_FILES = 100_000;

interface Run extends BuildPoint {
  /** Every run of this size, in order (the row is the run of median time). */
  tries?: { seconds: number; peakMiB: number }[];
  pages: number;
  files: number;
  listingPace: number | null;
}

async function buildOnce(listings: number, dir: string, slug: string): Promise<Run> {
  // Paid: a 50,000-listing store needs the paid plan's limit (the table says which plan each size fits).
  const result = await measure(process.execPath, [...BUILD_STORE, '--store', slug, '--full', '--plan', 'paid'], {
    env: offlineEnv({ STORE_DIR: dir }),
  });
  const stats = await readBuildStats(statsFileOf(storePaths(slug)));
  const { files, pages } = await countSiteFiles(join('dist', slug));
  return { listings, seconds: result.seconds, peakMiB: result.peakMiB, pages, files, listingPace: stats ? listingPagesPerSecond(stats) : null };
}

const args = parseArgs(process.argv.slice(2));
const sizes = String(args.get('listings') ?? '1000,5000,10000').split(',').map(Number);
const runs = Number(args.get('runs') ?? 3);
const results: Run[] = [];
for (const listings of sizes) {
  const slug = `gen-${listings}`;
  const dir = join('.build', 'generated', slug);
  await run(process.execPath, ['--import', 'tsx', 'scripts/generate-store.ts', '--listings', String(listings), '--out', dir, '--slug', slug]);
  const tries: Run[] = [];
  for (let i = 0; i < runs; i++) tries.push(await buildOnce(listings, dir, slug));
  const median = [...tries].sort((a, b) => a.seconds - b.seconds)[Math.floor(tries.length / 2)] as Run;
  results.push({ ...median, tries: tries.map((t) => ({ seconds: t.seconds, peakMiB: t.peakMiB })) });
  console.log(`${slug}: ${tries.map((t) => `${t.seconds.toFixed(1)} s / ${t.peakMiB} MiB`).join(', ')}`);
}

const goal = (met: boolean, text: string) => (met ? `${text}` : `${text} (MISSED)`);
// Every run beside the median one: a machine whose pace drifts within the hour makes one run a poor figure.
const allRuns = (r: Run, of: (t: { seconds: number; peakMiB: number }) => string) => (r.tries && r.tries.length > 1 ? ` (${r.tries.map(of).join(', ')})` : '');
const rows = results.map((r) => {
  const five = r.listings === 5000;
  const fifty = r.listings === 50_000;
  return [
    r.listings.toLocaleString('en-US'),
    String(r.pages),
    // 10,000 listings must fit the free plan, 50,000 the paid one.
    goal(r.files <= (r.listings <= 10_000 ? FREE_FILES : PAID_FILES), `${r.files.toLocaleString('en-US')} (${r.files <= FREE_FILES ? 'free' : r.files <= PAID_FILES ? 'paid' : 'no'} plan)`),
    goal(r.files / r.listings <= 1.5, (r.files / r.listings).toFixed(2)),
    (five ? goal(r.seconds < 30, r.seconds.toFixed(1)) : fifty ? goal(r.seconds < 240, r.seconds.toFixed(1)) : r.seconds.toFixed(1)) + allRuns(r, (t) => t.seconds.toFixed(1)),
    (r.pages / r.seconds).toFixed(0),
    r.listingPace === null ? '-' : goal(r.listingPace >= 300, r.listingPace.toFixed(0)),
    (five ? goal(r.peakMiB < 1024, String(r.peakMiB)) : fifty ? goal(r.peakMiB < 2048, String(r.peakMiB)) : String(r.peakMiB)) + allRuns(r, (t) => String(t.peakMiB)),
  ];
});
const header = ['listings', 'HTML pages', 'files (plan it fits)', 'files per listing (goal <= 1.5)', 'seconds, pull to site (every run)', 'HTML pages/s overall', 'listing pages/s (render)', 'peak MiB, all processes (every run)'];
const table = [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
console.log(`\n${table}`);
await writeFile('docs/build-time.svg', buildChartSvg(results));
await writeBenchmarkSection(
  'Build',
  'Generated stores (scripts/generate-store.ts), `npm run build` from the store directory to the finished site ' +
  `(pull, snapshot, D1 import, catalog JSON, Astro render, routing files), median of ${runs} runs by time; peak memory ` +
  'is the resident memory of the whole process tree (build script, Astro, esbuild), sampled every 100 ms. "Listing pages/s" ' +
  'is the render pace from the first listing page to the last, over all render processes (scripts/render-pages.ts; from 2,000 listings ' +
  'two processes render, each with a shard of the snapshot). Goals: 5,000 listings in under 30 s and 1 GB, listing pages >= 300/s, ' +
  `10,000 listings within the free plan's 20,000 files, 50,000 listings in under 4 minutes and 2 GB within the paid plan's 100,000. ${new Date().toISOString().slice(0, 10)}, ` +
  `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. ` +
  `Rerun: \`npm run bench:build -- --listings ${sizes.join(',')} --runs ${runs}\`.\n\n${table}\n\n![Build time against store size](build-time.svg)`,
);
