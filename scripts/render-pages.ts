/**
 * Renders a store's pages with the store renderer (scripts/lib/renderer.ts), in a process of its own
 * (scripts/build-store.ts starts one per shard of the snapshot, scripts/lib/snapshot-shards.ts: it
 * holds its shard and the renderer while the build process writes the D1 import), then writes the
 * shard's catalog JSON (scripts/lib/static-json.ts) and its part of the D1 import. With --previous, a record of the last build's
 * pages and their inputs (src/catalog/page-inputs.ts), only pages whose inputs changed render again
 * and pages that are gone are deleted; without it every page renders. Writes the new record to
 * --record (with several shards, each shard's part beside it: shardFile).
 *
 *   render-pages.ts --renderer <dir> --snapshot <file> --out <site dir> --record <file> [--sql <D1 import>]
 *     [--shards i,j/n --process p/P] [--previous <file>] [--stats <file>]
 *
 * With --wait, started while the store is pulled (scripts/lib/render-site.ts warmRenderers): loads the
 * renderer, then takes the rest of its arguments from the build's first IPC message.
 */
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { mergeRecord, readPageRecord, type PageRecord } from './lib/page-record';
import { renderChanged } from './lib/render-changed';
import type { BuildStats } from './lib/render-site';
import { loadRenderer } from './lib/renderer';
import { parseArgs } from './lib/run';
import { readSnapshotFile } from './lib/snapshot-file';
import { shardFile, shardOfPage, type Shard } from './lib/snapshot-shards';
import { writeStaticJson } from './lib/static-json';
import { writeImportPart } from './lib/catalog-import';

// See scripts/lib/render-site.ts: a heap that grows 45 % past what is alive, not to a gigabyte of garbage.
setFlagsFromString('--heap-growing-percent=45');

const PROGRESS_EVERY = 1000;

async function main() {
  let args = parseArgs(process.argv.slice(2));
  const need = (name: string) => {
    const value = args.get(name);
    if (!value) throw new Error(`render-pages: --${name} is required`);
    return String(value);
  };
  // Listening before the renderer loads: orders that came during the load are taken, not lost.
  const waiting = args.has('wait') ? orders() : null;
  const renderer = await loadRenderer(need('renderer'));
  await renderer.preload?.();
  if (waiting) args = parseArgs([...process.argv.slice(2), ...(await waiting)]);
  const out = need('out');
  // This process's shards of the snapshot ("0,2/4": shards 0 and 2 of 4), one after the other, and
  // which of the render processes it is ("0/2"), which names its record and stats.
  const [list = '0', of = 1] = String(args.get('shards') ?? '0/1').split('/');
  const shards: Shard[] = list.split(',').map((index) => ({ index: Number(index), of: Number(of) }));
  const [part = 0, parts = 1] = String(args.get('process') ?? '0/1').split('/').map(Number);
  const name = parts > 1 ? ` ${part + 1}/${parts}` : '';
  const previousFile = args.get('previous') ? String(args.get('previous')) : null;
  const previous = previousFile ? readPageRecord(previousFile) : null;
  // Rendering everything over the last site would leave its deleted pages in place for good.
  if (previousFile && !previous) throw new Error(`render-pages: the last build's record ${previousFile} cannot be read`);

  const stats: BuildStats = { pages: 0, listingPages: 0, firstListingAt: null, lastListingAt: null, firstPageAt: null, lastPageAt: null, catalogFiles: 0 };
  const record: PageRecord = { pages: {}, inline: {} };
  let kept = 0;
  let removed = 0;
  const writes = pageWriter();
  for (const shard of shards) {
    // One shard at a time: its listings are let go of before the next one's are read.
    // On top of the last build, a listing is parsed only when its page or catalog file is made again;
    // not when this process writes its shard's part of the D1 import (it reads every listing).
    const { snapshot, listingKeys } = readSnapshotFile(shardFile(need('snapshot'), shard), { lazy: previous !== null && !args.get('sql') });
    const done = await renderChanged(renderer, snapshot, previous, async (page, body, count) => {
      // Written while the next pages render (a folder and a file per page cost about a millisecond of
      // file system time here; awaited one by one, they left the process idle for a fifth of the render).
      await writes.add(join(out, page.file), body);
      const now = performance.timeOrigin + performance.now(); // comparable across the render processes
      stats.firstPageAt ??= now;
      stats.lastPageAt = now;
      stats.pages++;
      if (page.route === 'src/pages/listing/[slug].astro') {
        stats.firstListingAt ??= now;
        stats.lastListingAt = now;
        stats.listingPages++;
      }
      if (stats.pages % PROGRESS_EVERY === 0) console.log(`[${snapshot.slug}${name}] pages rendered: ${stats.pages} (shard ${shards.indexOf(shard) + 1} of ${shards.length}: ${count} pages to render)`);
    }, (file) => shardOfPage(file, shard.of) === shard.index, listingKeys);
    mergeRecord(record, done.record);
    kept += done.pages - done.rendered;
    await writes.done();
    // A page that is gone leaves no empty folder behind (a listing's folder holds its page only).
    for (const file of done.gone) {
      await rm(join(out, file), { force: true });
      await rmdir(dirname(join(out, file))).catch(() => {});
    }
    removed += done.gone.length;
    // The shard's catalog JSON, only where it changed (the pages hold more of the build's time).
    const json = await writeStaticJson(out, snapshot, shard, previous?.catalog ?? null, listingKeys);
    stats.catalogFiles += json.written;
    mergeRecord(record, { pages: {}, inline: {}, catalog: json.record });
    // And the upserts of its listings, a part of the D1 import the build joins (scripts/lib/catalog-import.ts).
    if (args.get('sql')) await writeImportPart(String(args.get('sql')), snapshot.listings, snapshot.pulledAt, shard);
  }
  const mine = { index: part, of: parts };
  await writeJson(shardFile(need('record'), mine), record);
  if (args.get('stats')) await writeJson(shardFile(String(args.get('stats')), mine), { ...stats, kept, removed });
}

/**
 * The arguments the build sends once the store is pulled. A build that ends first (its pull failed)
 * disconnects: nothing is left to do.
 */
function orders(): Promise<string[]> {
  return new Promise((resolve) => {
    process.once('disconnect', () => process.exit(0));
    process.once('message', (message) => {
      process.removeAllListeners('disconnect');
      // Not inside the message's own delivery: Node's queue of held messages still uses the channel then.
      setImmediate(() => process.disconnect());
      resolve((message as { args: string[] }).args);
    });
  });
}

/** Writes files in the background, at most 32 at a time. */
function pageWriter() {
  const pending = new Set<Promise<void>>();
  const folders = new Map<string, Promise<unknown>>();
  let failed: Error | null = null;
  return {
    async add(file: string, body: Uint8Array): Promise<void> {
      while (pending.size >= 32) await Promise.race(pending);
      if (failed) throw failed;
      const folder = dirname(file);
      if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
      const write: Promise<void> = (folders.get(folder) as Promise<unknown>)
        .then(() => writeFile(file, body))
        .catch((error: unknown) => {
          failed ??= error instanceof Error ? error : new Error(String(error)); // stops the render at the next page or at the end
        })
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async done(): Promise<void> {
      await Promise.all(pending);
      if (failed) throw failed;
    },
  };
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await writeFile(`${file}.part`, JSON.stringify(value));
  await rename(`${file}.part`, file);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
