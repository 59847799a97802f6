/**
 * Reads a snapshot file writeSnapshotFiles wrote (scripts/lib/snapshot-shards.ts): its head on the
 * first line, then a line per listing, then `]}`. Parsed line by line from the file's bytes, not as
 * one string: a 25,000-listing shard is 250 MB of JSON, and its text beside the listings parsed from
 * it was the 50,000-listing build's peak (two render processes at 0.9 GB each as they read their
 * shards; issue 20's goal is 2 GB for the whole build).
 */
import { readFileSync } from 'node:fs';
import type { Listing, StoreSnapshot } from '../../src/catalog/snapshot';
import { LISTINGS_OPEN, snapshotWithKeys } from './snapshot-shards';

const NEWLINE = 10;
const COMMA = 44;

export function readSnapshotFile(file: string): ReturnType<typeof snapshotWithKeys> {
  const bytes = readFileSync(file);
  const headEnd = bytes.indexOf(NEWLINE);
  // Any other JSON (a snapshot written whole, on one line or not) is parsed as it is.
  if (headEnd < 0 || bytes.toString('utf8', headEnd - LISTINGS_OPEN.length, headEnd) !== LISTINGS_OPEN) return snapshotWithKeys(JSON.parse(bytes.toString('utf8')) as StoreSnapshot);
  const head = JSON.parse(`${bytes.toString('utf8', 0, headEnd)}]}`) as StoreSnapshot;
  const listings: Listing[] = [];
  let start = headEnd + 1;
  for (;;) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end < 0) break;
    listings.push(JSON.parse(bytes.toString('utf8', bytes[start] === COMMA ? start + 1 : start, end)) as Listing);
    start = end + 1;
  }
  if (bytes.toString('utf8', start) !== ']}') throw new Error(`${file} is not a snapshot file writeSnapshotFiles wrote (its last line is not "]}")`);
  return snapshotWithKeys({ ...head, listings });
}
