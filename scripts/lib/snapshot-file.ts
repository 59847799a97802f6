/**
 * Reads a snapshot file writeSnapshotFiles wrote (scripts/lib/snapshot-shards.ts): its head on the
 * first line, then a line per listing, then `]}`. Parsed line by line from the file's bytes, not as
 * one string: a 25,000-listing shard is 250 MB of JSON, and its text beside the listings parsed from
 * it was the 50,000-listing build's peak (two render processes at 0.9 GB each as they read their
 * shards; issue 20's goal is 2 GB for the whole build).
 */
import { readFileSync } from 'node:fs';
import type { Listing, StoreSnapshot } from '../../src/catalog/snapshot';
import { lazyListing } from './lazy-listing';
import { LISTINGS_OPEN, snapshotWithKeys } from './snapshot-shards';

const NEWLINE = 10;
const COMMA = 44;

/**
 * `lazy` (a render on top of the last build): a listing whose facts the head has is parsed only when
 * read beyond them (scripts/lib/lazy-listing.ts), from the file's bytes, which it keeps.
 */
export function readSnapshotFile(file: string, { lazy = false } = {}): ReturnType<typeof snapshotWithKeys> {
  const bytes = readFileSync(file);
  const headEnd = bytes.indexOf(NEWLINE);
  // Any other JSON (a snapshot written whole, on one line or not) is parsed as it is.
  if (headEnd < 0 || bytes.toString('utf8', headEnd - LISTINGS_OPEN.length, headEnd) !== LISTINGS_OPEN) return snapshotWithKeys(JSON.parse(bytes.toString('utf8')) as StoreSnapshot);
  const head = snapshotWithKeys(JSON.parse(`${bytes.toString('utf8', 0, headEnd)}]}`) as StoreSnapshot);
  const listings: Listing[] = [];
  let start = headEnd + 1;
  for (;;) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end < 0) break;
    const from = bytes[start] === COMMA ? start + 1 : start;
    const parse = () => JSON.parse(bytes.toString('utf8', from, end)) as Listing;
    const slug = lazy ? slugOfLine(bytes, from, end) : null;
    const facts = slug !== null && Object.hasOwn(head.listingFacts, slug) ? head.listingFacts[slug] : undefined;
    listings.push(slug !== null && facts ? lazyListing(slug, facts, parse) : parse());
    start = end + 1;
  }
  if (bytes.toString('utf8', start) !== ']}') throw new Error(`${file} is not a snapshot file writeSnapshotFiles wrote (its last line is not "]}")`);
  return { ...head, snapshot: { ...head.snapshot, listings } };
}

// How JSON.stringify begins a listing (the fields' order of src/catalog/normalize.ts): the slug is
// read from there without parsing the rest. A line that begins otherwise is parsed whole.
const LINE_START = /^\{"listingId":-?\d+,"itemGroupId":-?\d+,"slug":("(?:[^"\\]|\\.)*")/;

function slugOfLine(bytes: Buffer, from: number, end: number): string | null {
  const match = LINE_START.exec(bytes.toString('utf8', from, Math.min(end, from + 1024)));
  return match ? (JSON.parse(match[1]!) as string) : null;
}
