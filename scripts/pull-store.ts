/**
 * The pull half of a store build, in a process of its own (scripts/build-store.ts starts it and holds
 * the build's lock): pulls and checks the store, writes the snapshot and its shards
 * (scripts/lib/snapshot-shards.ts) and the D1 import (scripts/lib/catalog-import.ts), and tells the
 * build (over IPC) the little it needs afterwards. A process of its own because V8 keeps the memory a
 * pull took (1.7 GB for 50,000 listings) after the listings are let go of; a large pull writes the
 * import's head only and exits before the render processes read their shards. A smaller one lets the
 * render start as soon as the snapshot is written and writes the whole import beside it.
 *
 * The listings of the last pull are taken again where their answers did not change
 * (scripts/lib/listing-cache-file.ts); --code is the digest of the code, --fresh makes every listing again.
 *
 *   pull-store.ts --store <slug> --plan free|paid --code <digest> [--fresh] [--preview] [--shards n] [--started <ms since the epoch>]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PullError, RetryExceededError } from '../src/catalog/errors';
import { storeInputs } from '../src/catalog/page-inputs';
import { pullStore } from '../src/catalog/pull';
import type { StoreSnapshot } from '../src/catalog/snapshot';
import { assertRoutableCollections, assertSellableListings, RouteClashError } from '../src/catalog/routes';
import { storeConfigOf } from '../src/server/config/from-snapshot';
import { catalogSource } from './lib/build-steps';
import { skuCount, writeImportHead, writeWholeImport } from './lib/catalog-import';
import { storeConfigSql } from './lib/catalog-sql';
import { assertSiteFits, FileLimitError, type CloudflarePlan } from './lib/file-limit';
import type { Pulled } from './lib/pull-process';
import { listingCacheFile, openListingCache } from './lib/listing-cache-file';
import { parseArgs } from './lib/run';
import { shardPlan, writeSnapshotFiles } from './lib/snapshot-shards';
import { catalogFileCount } from './lib/static-json';
import { storePaths } from './lib/store-paths';

/**
 * A pull this large (resident memory, or listings) exits before the render starts; with the pull's
 * flags (scripts/lib/pull-process.ts) 5,000 listings take about 400 MB and 50,000 about 1.2 GB. By
 * count above all: with those flags the memory threshold alone would be reached only by about 50,000
 * listings, and a pull of 1 GB left beside two render processes reading their shards would put a
 * store of that size over the 2 GB that 50,000 listings are held to (review, session 19). A
 * 10,000-listing build peaks at about 1.2 GB with its pull alive.
 */
const LARGE_PULL_BYTES = 1.2 * 2 ** 30;
const LARGE_PULL_LISTINGS = 12_500;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const slug = String(args.get('store'));
  const preview = args.has('preview');
  const plan = String(args.get('plan')) as CloudflarePlan;
  const paths = storePaths(slug, preview);
  const started = Number(args.get('started') ?? Date.now());
  const log = (message: string) => console.log(`[${paths.name} ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  const { source, storeFilesDir } = catalogSource(slug, paths, () => {});
  const listingCache = openListingCache(listingCacheFile(paths.work), String(args.get('code')), args.has('fresh'));

  const pulled = await pullStore({
    slug,
    source,
    storeFilesDir,
    preview,
    themeAccessCode: process.env.THEME_ACCESS_CODE,
    assetBase: process.env.STORE_ASSET_BASE ?? '',
    onProgress: log,
    onWarning: (message) => console.warn(`[${paths.name}] warning: ${message}`),
    listingCache,
  });
  log(`pulled ${pulled.listings.length} listings, ${pulled.tiles.length} tiles`);
  // Too many files for the plan's limit fails now, before anything renders.
  assertSiteFits(slug, pulled.listings.length, catalogFileCount(pulled), plan);
  // A collection slug that clashes with the shop's own routes fails the build, naming store and collection.
  assertRoutableCollections(pulled);
  // So does a listing whose slug a cart cannot carry (it could be shown but never bought).
  assertSellableListings(pulled);
  // A large store renders in a process per core, each with shards of the snapshot.
  const shards = shardPlan(pulled.listings.length, args.has('shards') ? Number(args.get('shards')) : undefined, pulled.listings.map((l) => l.slug));
  const writeSnapshot = (files: 'all' | 'shards' | 'whole') => writeSnapshotFiles(paths.snapshot, pulled, shards.shards, (listing) => listingCache.jsonOf(listing), listingCache.lines, (listing) => listingCache.keyOf(listing), files);
  // With shards, what the render processes read is written first; the whole snapshot and the listing
  // cache follow once they have started (the build waits for this process before it is done).
  const isLarge = () => process.memoryUsage().rss > LARGE_PULL_BYTES || pulled.listings.length > LARGE_PULL_LISTINGS;
  const later = shards.shards > 1 && !isLarge();
  await writeSnapshot(later ? 'shards' : 'all');
  // A large pull lets go of its memory (it exits) before the render processes read their shards, and
  // leaves each its shard's upserts; a smaller one lets them start at once and writes the whole D1
  // import beside them (the render processes' share of a rebuild's CPU was the larger, and nothing
  // is left to join).
  const large = isLarge();
  const result: Pulled = {
    routing: { ...pulled, listings: [], tiles: [] },
    importEnd: { pulledAt: pulled.pulledAt, skus: skuCount(pulled.listings) },
    importParts: large ? shards.shards : 0,
    storeConfig: storeConfigSql(storeConfigOf(pulled)),
    shards,
    changes: { listingsMade: pulled.listings.filter((listing) => listingCache.jsonOf(listing) === undefined).length, storeWide: storeWideChanged(paths.work, pulled) },
  };
  if (large) {
    if (later) await writeSnapshot('whole');
    await writeImportHead(paths.catalogSql, pulled.listings);
    send(result);
  } else {
    send(result);
    // Beside the render processes, at the same priority: this is the longest single thread of a
    // rebuild (a lower priority left it to run alone after the pages, a second longer).
    if (later) await writeSnapshot('whole');
    // Unchanged listings' statements copied from the last import (scripts/lib/import-cache.ts), for
    // this code only: the code digest and this script's bundle (it holds catalog-sql.ts) name it.
    const version = `${String(args.get('code'))} ${basename(fileURLToPath(import.meta.url))}`;
    await writeWholeImport(paths.catalogSql, pulled.listings, result.importEnd, result.storeConfig, { version, keyOf: (listing) => listingCache.keyOf(listing), reuse: !args.has('fresh') });
  }
}

/**
 * Whether the store-wide inputs of every page (src/catalog/page-inputs.ts storeInputs) differ from the
 * last pull's, which this pull's replace. Only a hint of how many pages will render (the build's
 * process count): the pages' own inputs decide which render.
 */
function storeWideChanged(work: string, snapshot: StoreSnapshot): boolean {
  const file = join(work, 'store-inputs.txt');
  const inputs = storeInputs(snapshot);
  const changed = !existsSync(file) || readFileSync(file, 'utf8') !== inputs;
  writeFileSync(file, inputs);
  return changed;
}

function send(pulled: Pulled): void {
  if (!process.send) throw new Error('pull-store.ts runs from scripts/build-store.ts (it reports over IPC)');
  process.send(pulled);
}

main().catch((error: unknown) => {
  if (error instanceof PullError || error instanceof RetryExceededError || error instanceof RouteClashError || error instanceof FileLimitError) console.error(`Build failed. ${error.message}`);
  else console.error(error);
  process.exit(1);
});
