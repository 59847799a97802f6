/**
 * npm run build -- --store <slug> [--preview]
 *
 * Pulls one store (from the platform when PLATFORM_API_URL is set, otherwise from its store
 * directory stores/<slug>), validates it, writes its snapshot and catalog SQL under .stores/<name>/,
 * and builds its site into dist/<name>/ (name is the slug, or <slug>-preview for a preview build).
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import { catalogRows } from '../src/catalog/catalog-rows';
import { PullError, RetryExceededError } from '../src/catalog/errors';
import { pullStore } from '../src/catalog/pull';
import type { CatalogSource } from '../src/catalog/sources/source';
import { directorySource } from '../src/catalog/sources/directory';
import { httpSource } from '../src/catalog/sources/http';
import { catalogSqlChunks, storeConfigSql } from './lib/catalog-sql';
import { storeConfigOf } from '../src/server/config/from-snapshot';
import { bin, offlineEnv, parseArgs, run } from './lib/run';
import { STORE_SLUG, storePaths } from './lib/store-paths';
import { writeRoutingFiles } from './lib/routing-files';
import { writeListingNotFound, writeStaticJson } from './lib/static-json';
import { assertRoutableCollections, RouteClashError } from '../src/catalog/routes';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const slug = String(args.get('store') ?? process.env.STORE ?? 'demo').toLowerCase();
  const preview = args.has('preview');
  if (!STORE_SLUG.test(slug)) throw new Error(`"${slug}" is not a store slug (lower-case letters, digits and hyphens)`);
  const paths = storePaths(slug, preview);
  const started = performance.now();
  const log = (message: string) => console.log(`[${paths.name}] ${message}`);

  let source: CatalogSource;
  let storeFilesDir: string | null;
  if (process.env.PLATFORM_API_URL) {
    source = httpSource({ api: process.env.PLATFORM_API_URL, theme: process.env.THEME_API_URL, productCache: process.env.PRODUCT_CACHE_URL });
    // The storefront's own files for a platform store: a settings folder (decisions 1).
    const settingsDir = process.env.STORE_SETTINGS_DIR ? join(process.env.STORE_SETTINGS_DIR, slug) : paths.directory;
    storeFilesDir = existsSync(settingsDir) ? settingsDir : null;
    log(`pulling from ${process.env.PLATFORM_API_URL}`);
  } else {
    if (!paths.hasDirectory) throw new Error(`No store directory at ${paths.directory} and PLATFORM_API_URL is not set`);
    source = directorySource(paths.directory);
    storeFilesDir = paths.directory;
    log(`pulling from ${paths.directory}`);
  }

  const snapshot = await pullStore({
    slug,
    source,
    storeFilesDir,
    preview,
    themeAccessCode: process.env.THEME_ACCESS_CODE,
    assetBase: process.env.STORE_ASSET_BASE ?? '',
    onProgress: log,
    onWarning: (message) => console.warn(`[${paths.name}] warning: ${message}`),
  });
  const pulled = performance.now();
  log(`pulled ${snapshot.listings.length} listings, ${snapshot.tiles.length} tiles in ${((pulled - started) / 1000).toFixed(1)} s`);

  // A collection slug that clashes with the shop's own routes fails the build, naming store and collection.
  assertRoutableCollections(snapshot);

  await mkdir(paths.work, { recursive: true });
  await writeFile(paths.snapshot, JSON.stringify(snapshot));
  // One import for the store's D1, from this snapshot: the catalog, then the run-time store config.
  const importSql = function* () {
    yield* catalogSqlChunks(catalogRows(snapshot), snapshot.pulledAt);
    yield storeConfigSql(storeConfigOf(snapshot));
  };
  await pipeline(Readable.from(importSql()), createWriteStream(paths.catalogSql));

  await rm(paths.out, { recursive: true, force: true });
  await run(process.execPath, [bin.astro, 'build', '--silent'], {
    env: offlineEnv({ STORE_SNAPSHOT: paths.snapshot, STORE_OUT_DIR: paths.out }),
  });
  const storePublic = join(paths.directory, 'public');
  if (storeFilesDir && existsSync(storePublic)) await cp(storePublic, paths.out, { recursive: true });
  await writeRoutingFiles(paths.out, snapshot);
  await writeListingNotFound(paths.out);
  const json = await writeStaticJson(paths.out, snapshot);
  log(`wrote ${json.files} catalog JSON files (${(json.bytes / 1024).toFixed(0)} KB)`);
  log(`built ${paths.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  if (error instanceof PullError || error instanceof RetryExceededError || error instanceof RouteClashError) console.error(`Build failed. ${error.message}`);
  else console.error(error);
  process.exit(1);
});
