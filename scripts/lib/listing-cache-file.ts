/**
 * The pull's listing cache (src/catalog/listing-cache.ts) on disk, `.build/<name>/listings-cache.tsv`:
 * a line per listing of the last pull, its slug, key and JSON, tab-separated (JSON.stringify never
 * writes a raw tab or newline). Read as bytes and cut into lines without copying them: a
 * 50,000-listing store's file is half a gigabyte, about V8's longest string. Written by the pull
 * process with the snapshot files, in their pass (scripts/lib/snapshot-shards.ts), under the build's lock.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListingCache } from '../../src/catalog/listing-cache';
import type { Listing } from '../../src/catalog/snapshot';
import type { SnapshotLines } from './snapshot-shards';

export const listingCacheFile = (work: string): string => join(work, 'listings-cache.tsv');

/** A slug the line format cannot hold (a tile address may decode to a tab or newline): never cached. */
const UNCACHEABLE = /[\t\n\r]/;
const TAB = 9;
const NEWLINE = 10;

export interface ListingCacheFile extends ListingCache {
  /** The file's path and each listing's line up to its JSON: writeSnapshotFiles writes the next file in its pass. */
  lines: SnapshotLines;
  /** A listing's JSON bytes when this pull took it from the cache (what JSON.stringify gives for it), else undefined. */
  jsonOf(listing: Listing): Buffer | undefined;
  /** The key this pull made the listing under (the same key, the same listing), else undefined. */
  keyOf(listing: Listing): string | undefined;
}

/** The cache for a pull: the last pull's file unless `fresh` (a --full build makes every listing again). */
export function openListingCache(file: string, code: string, fresh: boolean): ListingCacheFile {
  const previous = new Map<string, { key: string; json: Buffer }>();
  if (!fresh && existsSync(file)) {
    const bytes = readFileSync(file);
    for (let start = 0; start < bytes.length;) {
      const end = bytes.indexOf(NEWLINE, start);
      const first = bytes.indexOf(TAB, start);
      const second = bytes.indexOf(TAB, first + 1);
      // A line cut short (a disk that filled up) ends the cache there: what follows is pulled afresh.
      if (end < 0 || first < 0 || second < 0 || second > end) break;
      previous.set(bytes.toString('utf8', start, first), { key: bytes.toString('latin1', first + 1, second), json: bytes.subarray(second + 1, end) });
      start = end + 1;
    }
  }
  const kept = new Map<string, { key: string; cached: boolean }>();
  const head = (listing: Listing) => {
    const entry = kept.get(listing.slug);
    return entry ? `${listing.slug}\t${entry.key}\t` : null;
  };
  return {
    lines: { file, head },
    code,
    find(slug, key) {
      if (UNCACHEABLE.test(slug)) return undefined;
      const entry = previous.get(slug);
      return entry?.key === key ? entry.json.toString('utf8') : undefined;
    },
    keep(slug, key, cached) {
      if (!UNCACHEABLE.test(slug)) kept.set(slug, { key, cached });
    },
    jsonOf(listing) {
      return kept.get(listing.slug)?.cached ? previous.get(listing.slug)?.json : undefined;
    },
    keyOf(listing) {
      return kept.get(listing.slug)?.key;
    },
  };
}
