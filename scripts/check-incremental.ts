/**
 * Proof that an incremental build equals a full one: random sequences of catalog edits
 * (scripts/lib/catalog-edits.ts) are applied to a small store; after each edit the site is rebuilt
 * incrementally from the previous one (only pages whose inputs changed, src/catalog/page-inputs.ts;
 * the catalog JSON written over the last build's) and from scratch, and the two must be
 * byte-identical, file for file. The incremental build renders in two shards, as a large store's
 * build does (scripts/lib/snapshot-shards.ts), the full one whole. Run by
 * tests/integration-node/incremental-equivalence.test.ts; by hand with more runs:
 *   node --import tsx scripts/check-incremental.ts --runs 500 [--seed 42]
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import fc from 'fast-check';
import { digest } from '../src/catalog/page-inputs';
import { pullStore } from '../src/catalog/pull';
import type { StoreSnapshot } from '../src/catalog/snapshot';
import { directorySource } from '../src/catalog/sources/directory';
import { applyEdit, type CatalogEdit } from './lib/catalog-edits';
import { mergeRecord, type PageRecord } from './lib/page-record';
import { renderChanged } from './lib/render-changed';
import { ensureRenderer, loadRenderer, rendererKey } from './lib/renderer';
import { parseArgs } from './lib/run';
import { readSnapshotFile } from './lib/snapshot-file';
import { shardFile, shardOf, shardOfPage, shardPlan, writeSnapshotFiles } from './lib/snapshot-shards';
import { writeStaticJson } from './lib/static-json';

/** A site as file -> contents: the rendered pages, and the catalog JSON as written in a folder. */
type Site = Map<string, string>;

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.get('runs') ?? 50);
const seed = args.get('seed') === undefined ? undefined : Number(args.get('seed'));
// Every listing of the demo store (37): the first collection then has four grid pages, so its page 3
// shows pages 3-4 (a collection page's span, src/lib/tiles.ts collectionPageSpan).
const LISTINGS = 37;

// Render as a build does, with React's production build (scripts/lib/render-site.ts).
process.env.NODE_ENV = 'production';
const renderer = await loadRenderer(await ensureRenderer(await rendererKey(), console.log).done);
const base = smallStore(await pullStore({ slug: 'demo', source: directorySource('stores/demo'), storeFilesDir: 'stores/demo' }));

interface Built {
  site: Site;
  record: PageRecord;
}

const scratch = await mkdtemp(join(tmpdir(), 'incremental-'));
let folders = 0;
/** Pages an incremental build did not render: were it none, the check would prove nothing. */
let skipped = 0;
/** Catalog files an incremental build did not make again: the same, for the catalog's skip. */
let catalogKept = 0;

const full = (snapshot: StoreSnapshot): Promise<Built> => build(null, snapshot, 1);
const incremental = (previous: Built, snapshot: StoreSnapshot): Promise<Built> => build(previous, snapshot, shardPlan(snapshot.listings.length, 2).shards);

/**
 * Renders what changed since `previous` (null: everything) in `shards` shards, one after the other,
 * and writes each shard's catalog JSON over the last build's.
 */
async function build(previous: Built | null, snapshot: StoreSnapshot, shards: number): Promise<Built> {
  const site = new Map([...(previous?.site ?? [])].filter(([file]) => !file.startsWith('catalog/')));
  const record: PageRecord = { pages: {}, inline: {} };
  // Keys as the pull's listing cache gives them: one key, one listing (here a hash of the listing
  // itself), so the builds digest listings and skip catalog files by their keys as a real build does.
  const keys = Object.fromEntries(snapshot.listings.map((listing) => [listing.slug, digest(listing)]));
  // An incremental build reads its shards as a render process on top of the last build does: from
  // the snapshot files, each listing parsed only when read beyond its facts (scripts/lib/lazy-listing.ts).
  const parts = previous ? await throughFiles(snapshot, shards, keys) : Array.from({ length: shards }, (_, index) => shardOf(snapshot, { index, of: shards }));
  for (let index = 0; index < shards; index++) {
    const mine = (file: string) => shardOfPage(file, shards) === index;
    const part = await renderChanged(renderer, parts[index]!, previous?.record ?? null, async (page, body) => {
      site.set(page.file, Buffer.from(body).toString('utf8'));
    }, mine, keys);
    if (previous) skipped += part.pages - part.rendered;
    for (const file of part.gone) site.delete(file);
    mergeRecord(record, part.record);
  }
  // What the routing files are made from: the inline scripts the record holds for every page.
  const scripts = Object.values(record.inline).flatMap((scan) => [...scan.hashes, ...scan.handlers]);
  site.set('(inline scripts)', JSON.stringify([...new Set(scripts)].sort()));
  const folder = join(scratch, String(folders++));
  for (const [file, body] of previous?.site ?? []) if (file.startsWith('catalog/')) await put(join(folder, file), body);
  for (let index = 0; index < shards; index++) {
    const json = await writeStaticJson(folder, parts[index]!, { index, of: shards }, previous?.record.catalog ?? null, keys);
    mergeRecord(record, { pages: {}, inline: {}, catalog: json.record });
    catalogKept += json.kept;
  }
  for (const [file, body] of await readTree(folder)) site.set(file, body);
  await rm(folder, { recursive: true });
  return { site, record };
}

/** The snapshot's shards as writeSnapshotFiles writes them and a rebuild's render process reads them. */
async function throughFiles(snapshot: StoreSnapshot, shards: number, keys: Record<string, string>): Promise<StoreSnapshot[]> {
  const file = join(scratch, `snapshot-${folders}.json`);
  await writeSnapshotFiles(file, snapshot, shards, undefined, undefined, (listing) => keys[listing.slug]);
  return Array.from({ length: shards }, (_, index) => readSnapshotFile(shardFile(file, { index, of: shards }), { lazy: true }).snapshot);
}

async function put(file: string, body: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
}

async function readTree(dir: string): Promise<Site> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (file) => [relative(dir, file), await readFile(file, 'utf8')] as const)));
}

const text = fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.replace(/[<>&"]/g, '') || 'x');
const index = fc.nat(1000);
const edit: fc.Arbitrary<CatalogEdit> = fc.oneof(
  fc.record({ kind: fc.constant('title'), at: index, text }),
  fc.record({ kind: fc.constant('price'), at: index, cents: fc.integer({ min: 100, max: 9_999 }) }),
  fc.record({ kind: fc.constant('stock'), at: index, size: index, stock: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('visibility'), at: index, to: fc.constantFrom('public', 'unlisted', 'private') }),
  fc.record({ kind: fc.constant('add'), at: index, position: index }),
  fc.record({ kind: fc.constant('delete'), at: index }),
  fc.record({ kind: fc.constant('collection'), at: index, collection: index }),
  fc.record({ kind: fc.constant('move'), at: index, position: index }),
  fc.record({ kind: fc.constant('details'), at: index, text }),
  fc.record({ kind: fc.constant('store'), text }),
  fc.record({ kind: fc.constant('day'), days: fc.integer({ min: 0, max: 2 }) }),
) as fc.Arbitrary<CatalogEdit>;

const started = performance.now();
// Half the sequences start from the store without its hero image, where every page's preview image
// is the first tile's (src/layouts/Base.astro).
const bases = await Promise.all([base, applyEdit(base, { kind: 'no-hero' })].map(async (snapshot) => ({ snapshot, built: await full(snapshot) })));
let rendered = 0;
let kept = 0;
await fc.assert(
  fc.asyncProperty(fc.nat(1), fc.array(edit, { minLength: 1, maxLength: 3 }), async (start, edits) => {
    let { snapshot, built } = bases[start] as (typeof bases)[number];
    for (const change of edits) {
      snapshot = applyEdit(snapshot, change);
      const before = built.site;
      built = await incremental(built, snapshot);
      const expected = await full(snapshot);
      const changed = [...built.site].filter(([file, body]) => before.get(file) !== body).length;
      rendered += changed;
      kept += built.site.size - changed;
      const differs = sameSite(built.site, expected.site);
      if (differs) throw new Error(`after ${JSON.stringify(change)}: ${differs}`);
    }
  }),
  { numRuns: runs, seed, endOnFailure: true },
);
await rm(scratch, { recursive: true, force: true });
if (skipped === 0) throw new Error('no incremental build skipped a page: the check compared full builds only');
if (catalogKept === 0) throw new Error('no incremental build kept a catalog file by its inputs: the catalog skip went unchecked');
console.log(`incremental equals full: ${runs} edit sequences, ${skipped} pages and ${catalogKept} catalog files skipped, ${rendered} pages changed and ${kept} kept, ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** null when the two sites have the same files with the same bytes, else what differs. */
function sameSite(got: Site, want: Site): string | null {
  for (const [file, body] of want) {
    if (!got.has(file)) return `${file} is missing from the incremental build`;
    if (got.get(file) !== body) return `${file} differs from the full build's`;
  }
  for (const file of got.keys()) if (!want.has(file)) return `${file} is left over in the incremental build`;
  return null;
}

/**
 * The demo store cut to LISTINGS listings, with every route kind: a second page of the home grid, and
 * of the first collection's (every tile joins it), and a collection page of two grid pages.
 */
function smallStore(snapshot: StoreSnapshot): StoreSnapshot {
  const first = snapshot.collections[0];
  const tiles = snapshot.tiles.slice(0, LISTINGS + 2).map((tile) =>
    first && !tile.collections.some((c) => c.slug === first.slug) ? { ...tile, collections: [...tile.collections, { name: first.name, slug: first.slug }] } : tile,
  );
  const slugs = new Set(tiles.map((t) => t.listingSlug));
  return { ...snapshot, tiles, listings: snapshot.listings.filter((l) => slugs.has(l.slug)) };
}
