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
import { existsSync, readFileSync, statSync } from 'node:fs';

/** A listing's place in the import: its key, then for each chunk the item and price statements' offset and length, then the stock values'. */
type Entry = [key: string, ...offsets: number[]];

export interface ImportIndex {
  version: string;
  /** The import's size: an index that does not match its import is not read. */
  bytes: number;
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
}

const NONE: ImportCache = { chunksOf: () => null };

/** The last import at `sqlFile` as a cache, when its index is there, of this `version`, and matches it. */
export function readImportCache(sqlFile: string, version: string): ImportCache {
  const indexFile = indexFileOf(sqlFile);
  if (!existsSync(indexFile) || !existsSync(sqlFile)) return NONE;
  let index: ImportIndex;
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8')) as ImportIndex;
  } catch {
    return NONE;
  }
  if (index.version !== version || index.bytes !== statSync(sqlFile).size || typeof index.listings !== 'object') return NONE;
  const bytes = readFileSync(sqlFile);
  if (bytes.length !== index.bytes) return NONE;
  return {
    chunksOf(slug, key) {
      const entry = key === undefined ? undefined : index.listings[slug];
      if (!entry || entry[0] !== key) return null;
      const offsets = entry.slice(1) as number[];
      if (offsets.length === 0 || offsets.length % 4 !== 0) return null;
      const chunks: ChunkBytes[] = [];
      for (let i = 0; i < offsets.length; i += 4) {
        const [at, length, valuesAt, valuesLength] = offsets.slice(i, i + 4) as [number, number, number, number];
        if (![at, length, valuesAt, valuesLength].every(Number.isSafeInteger) || at < 0 || valuesAt < 0 || at + length > bytes.length || valuesAt + valuesLength > bytes.length) return null;
        chunks.push({ statements: bytes.subarray(at, at + length), stockValues: bytes.subarray(valuesAt, valuesAt + valuesLength) });
      }
      return chunks;
    },
  };
}

/** Builds the index of an import as it is written (offsets in bytes from the file's start). */
export function importIndexer(version: string) {
  const listings: Record<string, Entry> = {};
  return {
    /** A listing's chunks at these places. */
    note(slug: string, key: string, places: number[]): void {
      listings[slug] = [key, ...places];
    },
    index(bytes: number): ImportIndex {
      return { version, bytes, listings };
    },
  };
}
