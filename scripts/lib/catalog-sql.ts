import type { CatalogRow } from '../../src/catalog/catalog-rows';

/** A SQL string literal: quotes doubled, NUL dropped (D1 files are run by `wrangler d1 execute`). */
export function sqlText(value: string | null): string {
  if (value === null) return 'NULL';
  // Most values have neither: a large store's import calls this tens of millions of times.
  if (!value.includes("'") && !value.includes('\u0000')) return `'${value}'`;
  return `'${value.replaceAll('\u0000', '').replaceAll("'", "''")}'`;
}

const int = (value: number) => String(Math.trunc(value));

const ITEM_COLUMNS =
  'sku, listing_id, listing_slug, item_group_id, product_id, variation_id, size_id, teespring_id, title, product_type, color, size_label, image, delivery_type, visibility, checkout_flow, in_catalog';
const UPDATED_COLUMNS = ITEM_COLUMNS.split(', ').filter((column) => column !== 'sku');
const ITEM_UPDATES = UPDATED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');
// A row is written only when one of its values differs (row values compared with IS NOT, so NULLs count).
const ITEM_CHANGED = `(${UPDATED_COLUMNS.map((c) => `catalog_items.${c}`).join(', ')}) IS NOT (${UPDATED_COLUMNS.map((c) => `excluded.${c}`).join(', ')})`;
/**
 * Rows per INSERT: few statements, each far below D1's 100 KB statement limit; skus named by one
 * retiring statement (whole listings, so up to one listing more): about 25 KB. Tests make both small,
 * so that a handful of rows spans several statements.
 */
export const IMPORT_SIZES = { rowsPerStatement: 100, skusPerRetire: 1000 };
export type ImportSizes = typeof IMPORT_SIZES;

// One template per row: a large store's import makes millions of these (an array joined per row cost twice the time).
function itemValues(r: CatalogRow): string {
  return `(${sqlText(r.sku)}, ${int(r.listingId)}, ${sqlText(r.listingSlug)}, ${int(r.itemGroupId)}, ${int(r.productId)}, ${int(r.variationId)}, ${int(r.sizeId)}, ${int(r.teespringId)}, ${sqlText(r.title)}, ${sqlText(r.productType)}, ${sqlText(r.color)}, ${sqlText(r.sizeLabel)}, ${sqlText(r.image)}, ${sqlText(r.deliveryType)}, ${sqlText(r.visibility)}, ${sqlText(r.checkoutFlow)}, 1)`;
}

/**
 * Stock from the platform's figure, minus what this store has sold since the figure was taken
 * (orders placed at or after the snapshot's `pulledAt` and not cancelled, whose items the figure cannot
 * know about). Re-importing an old snapshot (a rebuild) then never re-opens sizes sold since (issue 17);
 * docs/decisions.md, "Stock import keeps sales". A figure that did not change is not written.
 */
function stockStatement(rows: CatalogRow[], pulledAt: string): string {
  const { head, tail } = stockStatementParts(pulledAt);
  return `${head}${stockValues(rows)}${tail}`;
}

/** The stock statement's VALUES list: the only part of it that is the listing's (the import cache keeps it, scripts/lib/import-cache.ts). */
export function stockValues(rows: CatalogRow[]): string {
  let values = '';
  for (const r of rows) values += `${values ? ', ' : ''}(${sqlText(r.sku)}, ${int(Math.max(0, r.stock))})`;
  return values;
}

/** What a stock statement has around its VALUES list: the same for every chunk of one import. */
export function stockStatementParts(pulledAt: string): { head: string; tail: string } {
  const sold =
    `SELECT sum(json_extract(i.value, '$.quantity')) FROM orders o, json_each(o.items) i ` +
    `WHERE o.created_at >= ${sqlText(pulledAt)} AND o.status <> 'cancelled' AND json_extract(i.value, '$.sku') = v.column1`;
  return {
    head: `INSERT INTO stock (sku, quantity) SELECT v.column1, max(0, v.column2 - coalesce((${sold}), 0)) FROM (VALUES `,
    tail: ') AS v WHERE true ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity WHERE stock.quantity IS NOT excluded.quantity',
  };
}

/** What the retiring statements read of a row: its sku and its listing. */
export type RetiredRow = Pick<CatalogRow, 'sku' | 'listingId'>;

/** D1 refuses a statement over 100 KB: a retiring statement longer than this stops the build instead. */
const STATEMENT_BYTES = 90_000;

/**
 * The import's rows in runs of whole listings, by listing id, each run about skusPerRetire skus, from
 * the rows grouped in listing-id order.
 */
function* listingRuns(byListingId: Iterable<RetiredRow[]>, skusPerRetire: number): Generator<RetiredRow[]> {
  let run: RetiredRow[] = [];
  let last: number | null = null;
  for (const group of byListingId) {
    for (const row of group) {
      if (run.length >= skusPerRetire && row.listingId !== last) {
        yield run;
        run = [];
      }
      run.push(row);
      last = row.listingId;
    }
  }
  yield run;
}

/**
 * Skus of D1's catalog that this import does not have are kept for old orders but marked out of it,
 * and their prices deleted. Run by run: each covers every listing id from its first listing up to the
 * next run's first (the first and last runs reach to either end), so a sku whose listing is in no run
 * still falls in one, and only rows that change are written. The import is applied whole (db.batch, or
 * wrangler's import, which rolls back on failure); these come first all the same, so that were it ever
 * cut short, skus would be out of the catalog rather than a removed one left in it.
 */
export function* retireStatements(byListingId: Iterable<RetiredRow[]>, skusPerRetire: number): Generator<string> {
  let first = true;
  const retire = function* (run: RetiredRow[], next: RetiredRow[] | null): Generator<string> {
    const from = first ? '' : ` AND listing_id >= ${int(run[0]!.listingId)}`;
    first = false;
    const to = next ? ` AND listing_id < ${int(next[0]!.listingId)}` : '';
    const skus = run.map((r) => sqlText(r.sku)).join(', ');
    if (skus.length > STATEMENT_BYTES) throw new Error(`Listing ${run[run.length - 1]!.listingId} has too many skus (${run.length} in its run) for one D1 statement: the catalog import cannot retire what it lacks.`);
    yield `UPDATE catalog_items SET in_catalog = 0 WHERE in_catalog = 1${from}${to} AND sku NOT IN (${skus})`;
    yield `DELETE FROM catalog_prices WHERE sku IN (SELECT sku FROM catalog_items WHERE true${from}${to}) AND sku NOT IN (${skus})`;
  };
  // One run behind: a run's statements name where the next one starts.
  let run: RetiredRow[] | null = null;
  for (const next of listingRuns(byListingId, skusPerRetire)) {
    if (run) yield* retire(run, next);
    run = next;
  }
  if (run) yield* retire(run, null);
}

/** A chunk's prices: currencies a sku no longer has deleted, the others written where they changed. */
function* priceStatements(chunk: CatalogRow[]): Generator<string> {
  let skus = '';
  let kept = '';
  let values = '';
  for (const r of chunk) {
    const sku = sqlText(r.sku);
    skus += `${skus ? ', ' : ''}${sku}`;
    for (const currency in r.prices) {
      const cents = r.prices[currency as keyof typeof r.prices] ?? 0;
      const code = sqlText(currency);
      kept += `${kept ? ', ' : ''}(${sku}, ${code})`;
      values += `${values ? ', ' : ''}(${sku}, ${code}, ${int(cents)})`;
    }
  }
  yield `DELETE FROM catalog_prices WHERE sku IN (${skus})${kept ? ` AND (sku, currency) NOT IN (VALUES ${kept})` : ''}`;
  if (!values) return;
  yield `INSERT INTO catalog_prices (sku, currency, amount_cents) VALUES ${values} ON CONFLICT (sku, currency) DO UPDATE SET amount_cents = excluded.amount_cents WHERE catalog_prices.amount_cents IS NOT excluded.amount_cents`;
}

/**
 * The statements that bring D1's catalog in line with a snapshot, one by one and without their `;`,
 * writing only the rows that change (issue 20: a re-import of the same snapshot writes one row, its
 * catalog_imports entry): skus gone from the catalog kept for old orders but marked out of it
 * (retireStatements), every sku upserted where it changed, prices likewise, stock set from the
 * platform less the sales since (stockStatement). A generator, so a 10,000-listing catalog is streamed
 * to disk; tests hand the same statements to `db.batch` (catalogStatements) instead of splitting SQL
 * text. tests/integration/catalog-import.test.ts holds any import on top of another equal to the same
 * import into an empty database.
 */
export function catalogStatementsOf(rows: CatalogRow[], pulledAt: string, sizes: ImportSizes = IMPORT_SIZES): Generator<string> {
  return importStatements([[...rows].sort((a, b) => a.listingId - b.listingId)], [[rows]], pulledAt, sizes);
}

/**
 * The import as a store rendered in shards writes it (scripts/lib/catalog-import.ts): the retiring
 * statements over every row, then each part's upserts, then the end. `parts` split `rows` (whole
 * listings each); the upserts name one sku each, so this leaves D1 as catalogStatementsOf does
 * (tests/integration/catalog-import.test.ts).
 */
export function catalogStatementsInParts(rows: CatalogRow[], parts: CatalogRow[][], pulledAt: string, sizes: ImportSizes = IMPORT_SIZES): Generator<string> {
  return importStatements([[...rows].sort((a, b) => a.listingId - b.listingId)], parts.map((part) => [part]), pulledAt, sizes);
}

/**
 * Every import: the retiring statements over the rows grouped by whole listings in listing-id order,
 * then each part's upserts (rows in any grouping), then the end with the count of rows upserted.
 */
export function* importStatements(byListingId: Iterable<CatalogRow[]>, parts: Iterable<CatalogRow[]>[], pulledAt: string, sizes: ImportSizes): Generator<string> {
  yield* retireStatements(byListingId, sizes.skusPerRetire);
  const count = { skus: 0 };
  for (const part of parts) yield* upsertStatements(part, pulledAt, sizes.rowsPerStatement, count);
  yield importEndStatement(pulledAt, count.skus);
}

/**
 * Every sku upserted where it changed, its prices and its stock, in chunks of at most `rowsPerStatement`
 * rows of one listing each (counted into `count`). A chunk never spans two listings, so a listing's
 * statements are the same whatever comes before it: the import cache (scripts/lib/import-cache.ts)
 * copies an unchanged listing's from the last import.
 */
export function* upsertStatements(groups: Iterable<CatalogRow[]>, pulledAt: string, rowsPerStatement: number, count = { skus: 0 }): Generator<string> {
  for (const chunk of chunksOf(groups, rowsPerStatement)) {
    count.skus += chunk.length;
    yield* chunkStatements(chunk);
    yield stockStatement(chunk, pulledAt);
  }
}

/** A chunk's statements but its stock: the sku rows, then its prices. */
export function* chunkStatements(chunk: CatalogRow[]): Generator<string> {
  let values = '';
  for (const row of chunk) values += `${values ? ', ' : ''}${itemValues(row)}`;
  yield `INSERT INTO catalog_items (${ITEM_COLUMNS}) VALUES ${values} ON CONFLICT (sku) DO UPDATE SET ${ITEM_UPDATES} WHERE ${ITEM_CHANGED}`;
  yield* priceStatements(chunk);
}

/** The import's last catalog statement: when it was pulled and how many skus it has. */
export const importEndStatement = (pulledAt: string, skus: number): string => `${importEndHead(pulledAt)}${skus})`;

/** The last catalog statement up to its sku count: what names an import's pull time (scripts/lib/import-cache.ts checks it). */
export const importEndHead = (pulledAt: string): string => `INSERT INTO catalog_imports (pulled_at, sku_count) VALUES (${sqlText(pulledAt)}, `;

/** Rows in chunks of at most `size`, a new chunk at each listing (rows of one listing are adjacent). */
export function* chunksOf(groups: Iterable<CatalogRow[]>, size: number): Generator<CatalogRow[]> {
  let chunk: CatalogRow[] = [];
  for (const group of groups) {
    for (const row of group) {
      if (chunk.length === size || (chunk.length > 0 && chunk[0]!.listingSlug !== row.listingSlug)) {
        yield chunk;
        chunk = [];
      }
      chunk.push(row);
    }
  }
  if (chunk.length) yield chunk;
}

export const catalogStatements = (rows: CatalogRow[], pulledAt: string, sizes: ImportSizes = IMPORT_SIZES): string[] => [...catalogStatementsOf(rows, pulledAt, sizes)];

/** The catalog SQL file (`wrangler d1 execute --file`), one statement per line, in pieces for streaming. */
export function* catalogSqlChunks(rows: CatalogRow[], pulledAt: string): Generator<string> {
  for (const statement of catalogStatementsOf(rows, pulledAt)) yield `${statement};\n`;
}

export function catalogSql(rows: CatalogRow[], pulledAt: string): string {
  return [...catalogSqlChunks(rows, pulledAt)].join('');
}

/**
 * The store's run-time config row (src/server/config): delivery zones, tax, promo codes and flags
 * from the same snapshot as the catalog, so one function bundle serves every store.
 */
export function storeConfigStatement(config: unknown): string {
  return `INSERT INTO store_config (id, config) VALUES (1, ${sqlText(JSON.stringify(config))}) ON CONFLICT (id) DO UPDATE SET config = excluded.config, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

export const storeConfigSql = (config: unknown): string => `${storeConfigStatement(config)};\n`;
