/**
 * The last D1 import as a cache of each listing's statements. A 5,000-listing store's import is 100 MB
 * of SQL, and making it again from the listings, then encoding it, was the longest thread of a
 * one-listing rebuild (about 1.2 s of CPU beside the render, issue 20). A listing's upserts depend on
 * the listing only (catalog-sql.ts chunks never span two listings), but for the stock statements'
 * pull time: the index beside the import (`catalog.sql-index.json`) says, for each listing, its
 * listing-cache key (src/catalog/listing-cache.ts: the same key, the same listing) and where its
 * statements' bytes are in the import, the stock statements' VALUES lists apart from what surrounds
 * them. The next import copies those bytes for each listing with the same key and writes its own pull
 * time around the stock values. `version` names the code that wrote the import (the code digest and
 * the pull script's bundle, which holds catalog-sql.ts): another version's index is not read.
 * tests/unit/catalog/import-cache.test.ts holds an import written with the cache byte-equal to one
 * written without it.
 */
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { importEndHead, stockStatementParts } from './catalog-sql';

/** A listing's place in the import: its key, then for each chunk the item and price statements' offset and length, then the stock values'. */
type Entry = [key: string, ...offsets: number[]];

export interface ImportIndex {
  version: string;
  /** The import's size: an index that does not match its import is not read. */
  bytes: number;
  /** The pull time the import was written with, and where its last catalog statement (which names it) starts. */
  pulledAt: string;
  endAt: number;
  listings: Record<string, Entry>;
}

// Not `catalog.sql.*`: the build removes those at its start, as parts of a build that did not finish (scripts/build-store.ts).
export const indexFileOf = (sqlFile: string): string => `${sqlFile}-index.json`;

/** One chunk of a listing's statements: its item and price statements (each with its `;\n`), and its stock VALUES list. */
export interface ChunkBytes {
  statements: Buffer;
  stockValues: Buffer;
}

export interface ImportCache {
  /** The listing's chunks as the last import wrote them, when it had them under the same key. */
  chunksOf(slug: string, key: string | undefined): ChunkBytes[] | null;
  close(): void;
}

const NONE: ImportCache = { chunksOf: () => null, close: () => {} };

/**
 * The last import at `sqlFile` as a cache, when its index is there, of this `version`, and describes
 * it: the same size, its last catalog statement where the index says with the index's pull time, and
 * each chunk's stock values right after a stock statement's head of that time (an import another
 * writer put in place, beside an index it left alone, fails these: review). Read range by range (the
 * import of 12,500 listings is 275 MB).
 */
export function readImportCache(sqlFile: string, version: string): ImportCache {
  const index = readIndex(indexFileOf(sqlFile));
  if (!index || index.version !== version || !existsSync(sqlFile)) return NONE;
  const fd = openSync(sqlFile, 'r');
  const read = (at: number, length: number): Buffer | null => {
    if (!Number.isSafeInteger(at) || !Number.isSafeInteger(length) || at < 0 || length < 0 || at + length > index.bytes) return null;
    const bytes = Buffer.allocUnsafe(length);
    return readSync(fd, bytes, 0, length, at) === length ? bytes : null;
  };
  const end = Buffer.from(importEndHead(index.pulledAt));
  const head = Buffer.from(stockStatementParts(index.pulledAt).head);
  if (fstatSync(fd).size !== index.bytes || !read(index.endAt, end.length)?.equals(end)) {
    closeSync(fd);
    return NONE;
  }
  return {
    chunksOf(slug, key) {
      const entry = key === undefined || !Object.hasOwn(index.listings, slug) ? undefined : index.listings[slug];
      if (!Array.isArray(entry) || entry[0] !== key) return null;
      const offsets = entry.slice(1) as number[];
      if (offsets.length === 0 || offsets.length % 4 !== 0) return null;
      const chunks: ChunkBytes[] = [];
      for (let i = 0; i < offsets.length; i += 4) {
        const [at, length, valuesAt, valuesLength] = offsets.slice(i, i + 4) as [number, number, number, number];
        const statements = read(at, length);
        const stockValues = read(valuesAt, valuesLength);
        if (!statements || !stockValues || !read(valuesAt - head.length, head.length)?.equals(head)) return null;
        chunks.push({ statements, stockValues });
      }
      return chunks;
    },
    close: () => closeSync(fd),
  };
}

function readIndex(file: string): ImportIndex | null {
  if (!existsSync(file)) return null;
  try {
    const index = JSON.parse(readFileSync(file, 'utf8')) as ImportIndex | null;
    const fine = index !== null && typeof index === 'object' && typeof index.listings === 'object' && index.listings !== null && typeof index.pulledAt === 'string' && Number.isSafeInteger(index.endAt) && Number.isSafeInteger(index.bytes);
    return fine ? index : null;
  } catch {
    return null;
  }
}

/** Builds the index of an import as it is written (offsets in bytes from the file's start). */
export function importIndexer(version: string, pulledAt: string) {
  const listings: Record<string, Entry> = Object.create(null) as Record<string, Entry>;
  return {
    /** A listing's chunks at these places. */
    note(slug: string, key: string, places: number[]): void {
      listings[slug] = [key, ...places];
    },
    index(bytes: number, endAt: number): ImportIndex {
      return { version, bytes, pulledAt, endAt, listings };
    },
  };
}
