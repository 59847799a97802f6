/**
 * A large store renders in several processes (one per core), each holding a shard of the snapshot:
 * everything store-wide, every tile, and the listings whose slug hashes to it (slugHash, the bucket
 * files' hash). A listing's page, its bucket file and its unlisted file belong to its listing's shard;
 * every other page and file to the shard its path hashes to, or to shard 0 for the catalog JSON made
 * from tiles. A render process renders one or more shards (shardPlan). Pages other than listing pages read tiles and store-wide data only (src/catalog/page-inputs.ts;
 * the sitemap lists listings from their tiles), so any shard renders them as the whole snapshot would:
 * scripts/check-incremental.ts renders sharded and whole builds and holds them equal.
 */
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import type { Listing, StoreSnapshot } from '../../src/catalog/snapshot';
import { factsOf, type ListingFacts } from '../../src/catalog/listing-facts';
import { bucketCount, slugHash } from '../../src/lib/listing-buckets';

/** Below this many listings one process renders the store: a second one costs more than it saves. */
export const SHARDS_FROM = 2_000;
/**
 * At most about this many listings in a shard, for memory: a process holds one shard at a time, about
 * 750 MB with 25,000 listings of the generated store, so a larger store renders each process's part
 * as several shards one after the other. Not smaller: each shard costs its own page list, catalog
 * scan and import part, and 50,000 listings in 16 shards built in 410 s against 323 s in 2.
 */
export const SHARD_LISTINGS = 25_000;

export interface Shard {
  index: number;
  of: number;
}

export interface ShardPlan {
  /** Shards of the snapshot: a power of two, never more than the store's bucket files. */
  shards: number;
  /** Render processes: one per core, at most two; process p renders shards p, p + processes, ... */
  processes: number;
}

/**
 * How a store of `listings` listings renders. At most two processes: the render processes and the
 * build's own work beside them fill a 2-core machine, and each holds one shard at a time. A bucket
 * file belongs to one shard (bucketCount is a power of two, so bucket % shards is the shard), hence
 * never more shards than buckets. `asked`: the shard count by hand (--shards).
 */
export function shardPlan(listings: number, asked?: number, slugs: readonly string[] = []): ShardPlan {
  // A listing's page goes to the shard its file name hashes to, its data to the one its slug does:
  // the same only while the route writes the slug into the file name as it is (no escaping, no
  // Unicode normalisation). A store with any other slug renders in one shard.
  const most = slugs.every((slug) => PLAIN_SLUG.test(slug)) ? bucketCount(listings) : 1;
  let shards = 1;
  const more = () => shards * 2 <= most;
  if (asked !== undefined) while (shards * 2 <= asked && more()) shards *= 2;
  else if (listings >= SHARDS_FROM) while ((shards < 2 || listings / shards > SHARD_LISTINGS) && more()) shards *= 2;
  return { shards, processes: Math.min(shards, 2, availableParallelism()) };
}

/** A slug a route writes into a file name unchanged (URL-unreserved ASCII). */
const PLAIN_SLUG = /^[a-z0-9._~-]+$/i;

/** The shards render process `process` of `processes` renders, one after the other. */
export function shardsOfProcess(process: number, { shards, processes }: ShardPlan): number[] {
  return Array.from({ length: shards }, (_, index) => index).filter((index) => index % processes === process);
}

export const shardOfSlug = (slug: string, shards: number): number => slugHash(slug) % shards;

const LISTING_PAGE = /^listing\/([^/]+)\/index\.html$/;

/** The shard that renders the page written to `file` (relative to the site). */
export function shardOfPage(file: string, shards: number): number {
  return slugHash(LISTING_PAGE.exec(file)?.[1] ?? file) % shards;
}

const BUCKET_FILE = /^listings\/(\d+)\.json$/;
const UNLISTED_FILE = /^listings\/u\/([^/]+)\.json$/;

/** The shard that writes the catalog JSON file `path` (relative to the site's catalog/ folder). */
export function shardOfCatalogFile(path: string, shards: number): number {
  const bucket = BUCKET_FILE.exec(path)?.[1];
  if (bucket !== undefined) return Number(bucket) % shards;
  const unlisted = UNLISTED_FILE.exec(path)?.[1];
  return unlisted === undefined ? 0 : shardOfSlug(unlisted, shards);
}

/** A file of a line per listing written beside the snapshot files: `head(listing)` (null: no line) then its JSON. */
export interface SnapshotLines {
  file: string;
  head(listing: Listing): string | null;
}

/** The part of a snapshot shard `index` of `of` holds. */
export function shardOf(snapshot: StoreSnapshot, { index, of }: Shard): StoreSnapshot {
  if (of === 1) return snapshot;
  return { ...snapshot, listingCount: snapshot.listings.length, listings: snapshot.listings.filter((l) => shardOfSlug(l.slug, of) === index) };
}

/** The file of a shard of the snapshot at `file` (the whole snapshot when there is one shard). */
export const shardFile = (file: string, { index, of }: Shard): string => (of === 1 ? file : file.replace(/\.json$/, `-${index}-of-${of}.json`));

/**
 * Writes the whole snapshot to `file`, and with several shards each shard's part beside it, listing
 * by listing: a 50,000-listing snapshot is about 500 MB of JSON, which as one string (and the buffer
 * written from it) would double the build's memory. Each file is whole or absent (written to .part,
 * then renamed). Listings come last in each file, a line each: readers parse it with JSON.parse, or
 * line by line (readSnapshotFile, scripts/lib/snapshot-file.ts). `jsonOf`: a
 * listing's JSON bytes when they are known already (the pull's listing cache), instead of
 * stringifying it; each listing's JSON is encoded once for all the files it goes to.
 * `lines`: one more file, a line per listing (`head` then the listing's JSON), written in the same pass
 * (the listing cache: a second JSON.stringify of a 50,000-listing store took seconds). `keyOf`: a
 * listing's listing-cache key, written in each file's head as `listingKeys` (slug -> key, that file's
 * listings): a render process digests a listing by its key instead of stringifying it
 * (src/catalog/page-inputs.ts), and `listingFacts` (slug -> visibility and product ids,
 * src/catalog/listing-facts.ts): a rebuild's render process parses only the listings it renders
 * (scripts/lib/lazy-listing.ts). Readers of a snapshot take both fields out (snapshotWithKeys).
 * `files`: 'shards' writes only the shards' files (what the render processes read first), 'whole' the
 * rest (the whole snapshot and the lines), 'all' everything in one pass.
 */
export async function writeSnapshotFiles(
  file: string,
  snapshot: StoreSnapshot,
  shards: number,
  jsonOf: (listing: Listing) => Uint8Array | undefined = () => undefined,
  lines?: SnapshotLines,
  keyOf: (listing: Listing) => string | undefined = () => undefined,
  files: 'all' | 'shards' | 'whole' = 'all',
): Promise<void> {
  if (shards === 1 && files !== 'all') throw new Error(`writeSnapshotFiles: one shard is the whole snapshot, written with 'all'`);
  const { listings, ...rest } = snapshot;
  // Without a prototype: a slug such as `__proto__` is a key like any other.
  const keys = Array.from({ length: shards > 1 ? shards + 1 : 1 }, (): Record<string, string> => Object.create(null) as Record<string, string>);
  const facts = keys.map((): Record<string, ListingFacts> => Object.create(null) as Record<string, ListingFacts>);
  for (const listing of listings) {
    const key = keyOf(listing);
    if (key === undefined) continue;
    const shard = shards > 1 ? 1 + shardOfSlug(listing.slug, shards) : null;
    keys[0]![listing.slug] = key;
    facts[0]![listing.slug] = factsOf(listing);
    if (shard !== null) {
      keys[shard]![listing.slug] = key;
      facts[shard]![listing.slug] = facts[0]![listing.slug]!;
    }
  }
  const targets = files === 'shards' ? [] : [{ file, head: { ...rest, listingKeys: keys[0], listingFacts: facts[0] } as object }];
  if (shards > 1 && files !== 'whole') for (let index = 0; index < shards; index++) targets.push({ file: shardFile(file, { index, of: shards }), head: { ...rest, listingCount: listings.length, listingKeys: keys[1 + index], listingFacts: facts[1 + index] } });
  const outs = targets.map((target) => ({ ...target, stream: createWriteStream(`${target.file}.part`), first: true, chunk: [] as Uint8Array[], size: 0 }));
  const whole = files !== 'shards' ? outs[0] : undefined;
  const shardOuts = files === 'whole' ? [] : outs.slice(files === 'shards' ? 0 : 1);
  const extra = lines && files !== 'shards' ? { file: lines.file, stream: createWriteStream(`${lines.file}.part`), chunk: [] as Uint8Array[], size: 0 } : null;
  const flush = async (out: Pick<(typeof outs)[number], 'stream' | 'chunk' | 'size'>) => {
    if (!out.stream.write(Buffer.concat(out.chunk, out.size))) await once(out.stream, 'drain');
    out.chunk = [];
    out.size = 0;
  };
  const put = async (out: Pick<(typeof outs)[number], 'stream' | 'chunk' | 'size'>, bytes: Uint8Array) => {
    out.chunk.push(bytes);
    out.size += bytes.length;
    if (out.size >= 1 << 20) await flush(out);
  };
  for (const out of outs) await put(out, Buffer.from(`${JSON.stringify(out.head).slice(0, -1)},${LISTINGS_OPEN}`));
  for (const listing of listings) {
    // Encoded once for every file it goes to (or the listing cache's bytes as they are).
    const json = jsonOf(listing) ?? Buffer.from(JSON.stringify(listing));
    const mine = [whole, shards > 1 ? shardOuts[shardOfSlug(listing.slug, shards)] : undefined].filter((out) => out !== undefined);
    for (const out of mine) {
      await put(out, out.first ? NEWLINE : NEWLINE_COMMA);
      await put(out, json);
      out.first = false;
    }
    const head = lines?.head(listing);
    if (extra && head) {
      await put(extra, Buffer.from(head));
      await put(extra, json);
      await put(extra, NEWLINE);
    }
  }
  if (extra) {
    await flush(extra);
    extra.stream.end();
    await once(extra.stream, 'finish');
    await rename(`${extra.file}.part`, extra.file);
  }
  for (const out of outs) {
    await put(out, END);
    await flush(out);
    out.stream.end();
    await once(out.stream, 'finish');
    await rename(`${out.file}.part`, out.file);
  }
}

/** How a snapshot file's first line ends: its listings follow, a line each (readSnapshotFile). */
export const LISTINGS_OPEN = '"listings":[';
const NEWLINE = Buffer.from('\n');
const NEWLINE_COMMA = Buffer.from('\n,');
const END = Buffer.from('\n]}');

/**
 * A snapshot file as parsed, with what writeSnapshotFiles put in its head beside the snapshot taken
 * out: the listing-cache keys and the listings' facts (src/catalog/listing-facts.ts).
 */
export function snapshotWithKeys(parsed: StoreSnapshot & { listingKeys?: Record<string, string>; listingFacts?: Record<string, ListingFacts> }): { snapshot: StoreSnapshot; listingKeys: Record<string, string>; listingFacts: Record<string, ListingFacts> } {
  const { listingKeys = {}, listingFacts = {}, ...snapshot } = parsed;
  return { snapshot, listingKeys, listingFacts };
}
