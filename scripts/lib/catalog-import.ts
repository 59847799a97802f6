/**
 * The build's D1 import file (`.build/<name>/catalog.sql`, scripts/lib/catalog-sql.ts) written in
 * parts from the listings, listing by listing: a 50,000-listing store has 2.5 million skus and a
 * gigabyte of SQL. For a large store the pull process writes the retiring statements (they need every
 * listing, by listing id) before it lets go of the snapshot, each render process writes the upserts
 * of its shard's listings (scripts/lib/snapshot-shards.ts), and the build joins them, then the
 * import's last statement and the store config. A smaller store's pull process writes all of it in one
 * pass (writeWholeImport). The upserts name one sku each, so their order does not matter.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { listingRows, listingSkus, type CatalogRow } from '../../src/catalog/catalog-rows';
import type { Listing } from '../../src/catalog/snapshot';
import { chunksOf, chunkStatements, importEndStatement, importStatements, IMPORT_SIZES, retireStatements, stockStatementParts, stockValues, upsertStatements, type ImportSizes } from './catalog-sql';
import { importIndexer, indexFileOf, readImportCache } from './import-cache';
import type { Shard } from './snapshot-shards';

function* rowsOf(listings: Iterable<Listing>): Generator<CatalogRow[]> {
  for (const listing of listings) yield listingRows(listing);
}

// Stable, as the rows' sort in catalogStatementsOf is: rows of one listing id stay in the store's order.
const byListingId = (listings: Listing[]) => [...listings].sort((a, b) => a.listingId - b.listingId);

/** The skus the retiring statements read, by listing id (not the whole rows: a 5,000-listing store has 250,000). */
function* skusOf(listings: Listing[]): Generator<Pick<CatalogRow, 'sku' | 'listingId'>[]> {
  for (const listing of byListingId(listings)) yield listingSkus(listing);
}

/** catalogStatementsOf (catalog-sql.ts) from the listings, one listing's rows at a time. */
export function catalogStatementsOfListings(listings: Listing[], pulledAt: string, sizes: ImportSizes = IMPORT_SIZES): Generator<string> {
  return importStatements(rowsOf(byListingId(listings)), [rowsOf(listings)], pulledAt, sizes);
}

const lines = function* (statements: Iterable<string>): Generator<string> {
  for (const statement of statements) yield `${statement};\n`;
};

const headFile = (sqlFile: string) => `${sqlFile}.head`;
const partFile = (sqlFile: string, { index, of }: Shard) => `${sqlFile}.${index}-of-${of}`;

/** The import's first part, the retiring statements over every listing (which read only the skus). */
export async function writeImportHead(sqlFile: string, listings: Listing[]): Promise<void> {
  await pipeline(Readable.from(lines(retireStatements(skusOf(listings), IMPORT_SIZES.skusPerRetire))), createWriteStream(headFile(sqlFile)));
}

/** How many skus (catalog rows, listingRows) the listings have. */
export function skuCount(listings: Listing[]): number {
  return listings.reduce((skus, listing) => skus + listing.products.reduce((n, p) => n + p.variations.reduce((m, v) => m + v.sizes.length, 0), 0), 0);
}

/** A shard's upserts (written by its render process). */
export async function writeImportPart(sqlFile: string, listings: Listing[], pulledAt: string, shard: Shard): Promise<void> {
  await pipeline(Readable.from(lines(upsertStatements(rowsOf(listings), pulledAt, IMPORT_SIZES.rowsPerStatement))), createWriteStream(partFile(sqlFile, shard)));
}

/** Where writeWholeImport and joinImport write: the build puts it in place of the import once the site is built (placeWholeImport). */
const wholeFile = (sqlFile: string) => `${sqlFile}.whole`;

/** The whole import: the head, every shard's upserts, the import's last statement, then `tail` (the store config). */
export async function joinImport(sqlFile: string, shards: number, end: { pulledAt: string; skus: number }, tail: string): Promise<void> {
  const parts = [headFile(sqlFile), ...Array.from({ length: shards }, (_, index) => partFile(sqlFile, { index, of: shards }))];
  const joined = async function* () {
    for (const part of parts) yield* createReadStream(part);
    yield `${importEndStatement(end.pulledAt, end.skus)};\n${tail}`;
  };
  // Beside the last import, as writeWholeImport writes: placeWholeImport puts it in place (with no
  // index: the last one's is removed, it must not describe this import).
  await rm(indexFileOf(wholeFile(sqlFile)), { force: true });
  await pipeline(Readable.from(joined()), createWriteStream(wholeFile(sqlFile)));
  await Promise.all(parts.map((part) => rm(part, { force: true })));
}

/** What writeWholeImport may take from the last import (scripts/lib/import-cache.ts), and how it knows a listing. */
export interface ImportReuse {
  /** The code that writes the import: an index of another version is not read. */
  version: string;
  /** The listing-cache key the pull made the listing under (undefined: not cached, its statements are made). */
  keyOf(listing: Listing): string | undefined;
  /** False for a --full build: every listing's statements are made again (the index is still written). */
  reuse: boolean;
}

/**
 * The whole import in one pass, as joinImport joins a head and one part: what the pull process of a
 * store that is not large writes beside the render (nothing is left to join). Beside the import, not
 * over it: a build that fails after the pull leaves the last import in place, as it leaves the last site.
 * With `cache`, a listing the last import had under the same key is copied from it, and an index of
 * this import is written beside it for the next (scripts/lib/import-cache.ts).
 */
export async function writeWholeImport(sqlFile: string, listings: Listing[], end: { pulledAt: string; skus: number }, tail: string, cache?: ImportReuse): Promise<void> {
  const last = cache?.reuse ? readImportCache(sqlFile, cache.version) : null;
  const indexer = importIndexer(cache?.version ?? '', end.pulledAt);
  const out = await bytesWriter(wholeFile(sqlFile));
  let endAt = 0;
  try {
    for (const statement of retireStatements(skusOf(listings), IMPORT_SIZES.skusPerRetire)) await out.add(Buffer.from(`${statement};\n`));
    const { head, tail: stockTail } = stockStatementParts(end.pulledAt);
    const stockHead = Buffer.from(head);
    const stockEnd = Buffer.from(`${stockTail};\n`);
    for (const listing of listings) {
      const key = cache?.keyOf(listing);
      const chunks = last?.chunksOf(listing.slug, key) ?? [...chunksOf([listingRows(listing)], IMPORT_SIZES.rowsPerStatement)].map((chunk) => ({
        statements: Buffer.from([...chunkStatements(chunk)].map((statement) => `${statement};\n`).join('')),
        stockValues: Buffer.from(stockValues(chunk)),
      }));
      const places: number[] = [];
      for (const chunk of chunks) {
        places.push(out.at, chunk.statements.length);
        await out.add(chunk.statements);
        await out.add(stockHead);
        places.push(out.at, chunk.stockValues.length);
        await out.add(chunk.stockValues);
        await out.add(stockEnd);
      }
      if (key !== undefined) indexer.note(listing.slug, key, places);
    }
    endAt = out.at;
    await out.add(Buffer.from(`${importEndStatement(end.pulledAt, end.skus)};\n${tail}`));
    await out.close();
  } catch (error) {
    await out.close().catch(() => {});
    throw error;
  } finally {
    last?.close();
  }
  if (cache) await writeFile(indexFileOf(wholeFile(sqlFile)), JSON.stringify(indexer.index(out.at, endAt)));
}

/** Buffers written to a file in batches of about a megabyte (writev: no copy), `at` bytes so far. */
async function bytesWriter(file: string) {
  const handle = await open(file, 'w');
  let batch: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    const buffers = batch;
    batch = [];
    size = 0;
    if (buffers.length) await handle.writev(buffers);
  };
  const writer = {
    at: 0,
    /** Awaited when a batch is full: the import is not held in memory ahead of the disk. */
    async add(bytes: Buffer): Promise<void> {
      batch.push(bytes);
      size += bytes.length;
      writer.at += bytes.length;
      if (size >= 1 << 20) await flush();
    },
    async close(): Promise<void> {
      try {
        await flush();
      } finally {
        await handle.close();
      }
    },
  };
  return writer;
}

/**
 * The import writeWholeImport wrote, put in place (the build's rendering succeeded), with its index when
 * it wrote one. The last index goes first: an index never stands beside an import it does not describe.
 */
export async function placeWholeImport(sqlFile: string): Promise<void> {
  await rm(indexFileOf(sqlFile), { force: true });
  await rename(wholeFile(sqlFile), sqlFile);
  if (existsSync(indexFileOf(wholeFile(sqlFile)))) await rename(indexFileOf(wholeFile(sqlFile)), indexFileOf(sqlFile));
}
