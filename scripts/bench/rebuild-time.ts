/**
 * Time from a catalog change to a rebuilt site, for the demo store and a generated store.
 *   npm run bench:rebuild                      (demo and a generated 5,000-listing store)
 *   npm run bench:rebuild -- --listings 1000   (another generated size; 0 skips it)
 *   npm run bench:rebuild -- --runs 5          (each change made and rebuilt 5 times; 3 by default)
 *
 * For each store: a copy of the store directory under .build/bench-src/ is built from scratch
 * (`--full`); then the titles of 1 and then of 100 listings are changed in every answer that carries
 * them (all currencies, the product cache, product pages), and each rebuild (`npm run build`, which
 * builds on the last build: only pages whose inputs changed render, scripts/lib/site-record.ts) is
 * timed from the change to a deployable site. "files changed" is what `wrangler pages deploy` would
 * upload (Pages skips files it already has). Prints a table and writes docs/benchmarks.md
 * ("Rebuild after a catalog change").
 */
import { createHash } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { measure } from '../lib/measure';
import { BUILD_STORE, offlineEnv, parseArgs, run } from '../lib/run';
import { readBuildStats, statsFileOf } from '../lib/render-site';
import { storePaths } from '../lib/store-paths';
import { writeBenchmarkSection } from './report';

const SRC = resolve('.build/bench-src');

async function fingerprint(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), createHash('sha1').update(await readFile(path)).digest('hex'));
  }
  return files;
}

function changedFiles(before: Map<string, string>, after: Map<string, string>): number {
  let changed = 0;
  for (const [path, hash] of after) if (before.get(path) !== hash) changed++;
  return changed;
}

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json') && !join(e.parentPath, e.name).includes(`${dir}/public/`))
    .map((e) => join(e.parentPath, e.name));
}

/** Retitles the first `count` listings (by file name) in every answer that carries them; returns one of them to check. */
async function retitle(dir: string, count: number, edition: string): Promise<{ slug: string; title: string }> {
  const names = [...new Set((await readdir(join(dir, 'listings'))).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.[A-Z]{3}\.json$/, '').replace(/\.json$/, '')))].sort().slice(0, count);
  const changes: [string, string][] = [];
  for (const slug of names) {
    const file = (await readdir(join(dir, 'listings'))).find((f) => f.startsWith(`${slug}.`)) as string;
    const { title } = JSON.parse(await readFile(join(dir, 'listings', file), 'utf8')) as { title: string };
    changes.push([JSON.stringify(title), JSON.stringify(`${title} (${edition})`)]);
  }
  for (const file of await jsonFiles(dir)) {
    const text = await readFile(file, 'utf8');
    let next = text;
    for (const [from, to] of changes) if (next.includes(from)) next = next.replaceAll(from, to);
    if (next !== text) await writeFile(file, next);
  }
  const [from, to] = changes[0] as [string, string];
  return { slug: names[0] as string, title: (JSON.parse(to) as string) ?? JSON.parse(from) };
}

interface Rebuild {
  /** The median of the runs. */
  seconds: number;
  /** Every run's seconds, in order. */
  runs: number[];
  peakMiB: number;
  rendered: number;
  changed: number;
}

interface Row {
  store: string;
  listings: number;
  files: number;
  first: number;
  one: Rebuild;
  hundred: Rebuild;
}

async function bench(name: string, prepare: (dir: string) => Promise<void>): Promise<Row> {
  const dir = join(SRC, name);
  await rm(dir, { recursive: true, force: true });
  await prepare(dir);
  const out = resolve('dist', name);
  const build = (...extra: string[]) =>
    measure(process.execPath, [...BUILD_STORE, '--store', name, ...extra], { env: offlineEnv({ STORE_DIR: dir }) });

  console.log(`\n=== ${name}: full build`);
  const first = await build('--full');
  const rebuildOnce = async (count: number, edition: string): Promise<Omit<Rebuild, 'runs'>> => {
    const before = await fingerprint(out);
    const change = await retitle(dir, count, edition);
    console.log(`\n=== ${name}: ${count} listing(s) retitled ("${change.title}"); rebuilding`);
    const again = await build();
    const after = await fingerprint(out);
    const page = await readFile(join(out, 'listing', change.slug, 'index.html'), 'utf8').catch(() => '');
    if (!page.includes(change.title.replaceAll('&', '&amp;'))) throw new Error(`${name}: the rebuilt listing page does not show "${change.title}"`);
    const stats = await readBuildStats(statsFileOf(storePaths(name)));
    return { seconds: again.seconds, peakMiB: again.peakMiB, rendered: stats?.pages ?? 0, changed: changedFiles(before, after) };
  };
  // Each change made `runs` times (a new edition each time): one rebuild is at the mercy of the
  // machine's moment; the table gives the median and every run.
  const rebuildAfter = async (count: number, edition: string): Promise<Rebuild> => {
    const tries: Omit<Rebuild, 'runs'>[] = [];
    for (let run = 1; run <= runs; run++) tries.push(await rebuildOnce(count, `${edition} ${run}`));
    const middle = [...tries].sort((a, b) => a.seconds - b.seconds)[Math.floor(tries.length / 2)]!;
    return { ...middle, runs: tries.map((t) => t.seconds), peakMiB: Math.max(...tries.map((t) => t.peakMiB)) };
  };
  const one = await rebuildAfter(1, 'new edition');
  const hundred = await rebuildAfter(100, 'spring edition');
  const snapshot = JSON.parse(await readFile(resolve('.build', name, 'snapshot.json'), 'utf8')) as { listings: unknown[] };
  return { store: name, listings: snapshot.listings.length, files: (await fingerprint(out)).size, first: first.seconds, one, hundred };
}

const args = parseArgs(process.argv.slice(2));
const generated = Number(args.get('listings') ?? 5000);
const runs = Number(String(args.get('runs') ?? 3));
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${String(args.get('runs'))}`);
const load = loadavg()[0]?.toFixed(2);
const rows: Row[] = [];
rows.push(await bench('demo-rebuild', (dir) => cp('stores/demo', dir, { recursive: true })));
if (generated > 0) {
  const slug = `gen-${generated}`;
  rows.push(
    await bench(slug, (dir) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/generate-store.ts', '--listings', String(generated), '--out', dir, '--slug', slug]),
    ),
  );
}

const fiveK = (r: Row, goal: number, rebuild: Rebuild) => {
  const figure = `${rebuild.seconds.toFixed(1)}${rebuild.runs.length > 1 ? ` (${rebuild.runs.map((s) => s.toFixed(1)).join(', ')})` : ''}`;
  return r.listings === 5000 && rebuild.seconds > goal ? `${figure} (MISSED, goal <= ${goal})` : figure;
};
const header = ['store', 'listings', 'files', 'full build s', '1 listing changed: s, median (runs)', 'pages rendered', 'files changed', '100 listings changed: s, median (runs)', 'pages rendered', 'files changed', 'peak MiB'];
const table = [
  header,
  header.map(() => '---'),
  ...rows.map((r) => [
    r.store,
    r.listings.toLocaleString('en-US'),
    r.files.toLocaleString('en-US'),
    r.first.toFixed(1),
    fiveK(r, 5, r.one),
    String(r.one.rendered),
    String(r.one.changed),
    fiveK(r, 10, r.hundred),
    String(r.hundred.rendered),
    String(r.hundred.changed),
    String(Math.max(r.one.peakMiB, r.hundred.peakMiB)),
  ]),
]
  .map((r) => `| ${r.join(' | ')} |`)
  .join('\n');
console.log(`\n${table}`);
await writeBenchmarkSection(
  'Rebuild after a catalog change',
  '`npm run bench:rebuild` (scripts/bench/rebuild-time.ts): a copy of the store directory is built from scratch ' +
  '(`--full`); then the titles of 1 and then of 100 listings are changed in every answer that carries them (all ' +
  `currencies, product cache, product pages), ${runs} times each with a new title, and \`npm run build\` is timed from the change to a deployable site: pull, ` +
  'snapshot, D1 import, catalog JSON, the pages whose inputs changed (scripts/lib/site-record.ts; the pages that read ' +
  'more than one listing render every time), routing files. "pages rendered" counts those; "files changed" is what ' +
  `\`wrangler pages deploy\` would upload (Pages skips files it already has). ${new Date().toISOString().slice(0, 10)}, ` +
  `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${load} at the start. ` +
  `Goals for 5,000 listings: one listing changed <= 5 s, 100 listings <= 10 s.\n\n${table}`,
);
