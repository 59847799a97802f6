/**
 * Time from a one-listing change to a rebuilt site, for the demo store and a generated store.
 *   npm run bench:rebuild                      (demo and a generated 5,000-listing store)
 *   npm run bench:rebuild -- --listings 1000   (another generated size; 0 skips it)
 *
 * For each store: a store directory copy under .build/bench-src/ is built once; then one listing's
 * title is changed in every answer that carries it (all currencies, the product cache, product
 * pages), and the rebuild (`npm run build`: pull, Astro, routing files) is timed. The output before
 * and after is compared: the changed files are what `wrangler pages deploy` uploads (Pages skips
 * files it already has). Prints a table and writes docs/benchmarks.md ("Rebuild after a one-listing change").
 */
import { createHash } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { measure } from '../lib/measure';
import { offlineEnv, parseArgs, run } from '../lib/run';
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

/** Changes the title of the store's first listing in every answer that carries it; returns the listing and the files touched. */
async function changeOneListing(dir: string): Promise<{ slug: string; title: string; files: number }> {
  const first = (await readdir(join(dir, 'listings'))).filter((f) => f.endsWith('.json')).sort()[0];
  if (!first) throw new Error(`${dir}/listings has no listing`);
  const listing = JSON.parse(await readFile(join(dir, 'listings', first), 'utf8')) as { title: string };
  const slug = first.replace(/\.[A-Z]{3}\.json$/, '').replace(/\.json$/, '');
  const title = `${listing.title} (new edition)`;
  const from = JSON.stringify(listing.title);
  const to = JSON.stringify(title);
  let files = 0;
  for (const file of await jsonFiles(dir)) {
    const text = await readFile(file, 'utf8');
    if (!text.includes(from)) continue;
    await writeFile(file, text.replaceAll(from, to));
    files++;
  }
  return { slug, title, files };
}

interface Row {
  store: string;
  listings: number;
  pages: number;
  files: number;
  firstBuild: number;
  rebuild: number;
  peakMiB: number;
  changed: number;
  answers: number;
}

async function bench(name: string, prepare: (dir: string) => Promise<void>): Promise<Row> {
  const dir = join(SRC, name);
  await rm(dir, { recursive: true, force: true });
  await prepare(dir);
  const out = resolve('dist', name);
  const build = () =>
    measure(process.execPath, ['--import', 'tsx', 'scripts/build-store.ts', '--store', name], { env: offlineEnv({ STORE_DIR: dir }) });

  console.log(`\n=== ${name}: first build`);
  const first = await build();
  const before = await fingerprint(out);
  const change = await changeOneListing(dir);
  console.log(`\n=== ${name}: listing "${change.slug}" retitled "${change.title}" in ${change.files} answer files; rebuilding`);
  const again = await build();
  const after = await fingerprint(out);
  const page = await readFile(join(out, 'listing', change.slug, 'index.html'), 'utf8').catch(() => '');
  if (!page.includes(change.title.replaceAll('&', '&amp;'))) throw new Error(`${name}: the rebuilt listing page does not show "${change.title}"`);
  const snapshot = JSON.parse(await readFile(resolve('.build', name, 'snapshot.json'), 'utf8')) as { listings: unknown[] };
  const listings = snapshot.listings.length;
  return {
    store: name,
    listings,
    pages: [...after.keys()].filter((p) => p.endsWith('.html')).length,
    files: after.size,
    firstBuild: first.seconds,
    rebuild: again.seconds,
    peakMiB: again.peakMiB,
    changed: changedFiles(before, after),
    answers: change.files,
  };
}

const args = parseArgs(process.argv.slice(2));
const generated = Number(args.get('listings') ?? 5000);
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

const header = ['store', 'listings', 'HTML pages', 'files', 'first build s', 'rebuild after the change s', 'peak MiB', 'files changed (uploaded)'];
const table = [
  header,
  header.map(() => '---'),
  ...rows.map((r) => [r.store, r.listings.toLocaleString('en-US'), r.pages.toLocaleString('en-US'), r.files.toLocaleString('en-US'), r.firstBuild.toFixed(1), r.rebuild.toFixed(1), String(r.peakMiB), String(r.changed)]),
]
  .map((r) => `| ${r.join(' | ')} |`)
  .join('\n');
console.log(`\n${table}`);
await writeBenchmarkSection(
  'Rebuild after a one-listing change',
  `\`npm run bench:rebuild\` (scripts/bench/rebuild-time.ts): a copy of the store directory is built, one listing's title ` +
  'is changed in every answer that carries it (all currencies, product cache, product pages), and `npm run build` ' +
  '(pull, Astro build, routing files) is timed from the change to the finished site. "files changed" is what ' +
  `\`wrangler pages deploy\` would upload (Pages skips files it already has). ${new Date().toISOString().slice(0, 10)}, ` +
  `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.\n\n${table}`,
);
