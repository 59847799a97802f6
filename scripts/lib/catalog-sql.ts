import type { CatalogRow } from '../../src/catalog/catalog-rows';

/** A SQL string literal: quotes doubled, NUL dropped (D1 files are run by `wrangler d1 execute`). */
export function sqlText(value: string | null): string {
  if (value === null) return 'NULL';
  return `'${value.replaceAll('\u0000', '').replaceAll("'", "''")}'`;
}

const int = (value: number) => String(Math.trunc(value));

const ITEM_COLUMNS =
  'sku, listing_id, listing_slug, item_group_id, product_id, variation_id, size_id, teespring_id, title, product_type, color, size_label, image, delivery_type, visibility, checkout_flow, in_catalog';
const ITEM_UPDATES = ITEM_COLUMNS.split(', ')
  .filter((column) => column !== 'sku')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ');
/** Rows per INSERT: few statements, each far below D1's 100 KB statement limit. */
const ROWS_PER_STATEMENT = 100;

function itemValues(r: CatalogRow): string {
  return `(${[
    sqlText(r.sku), int(r.listingId), sqlText(r.listingSlug), int(r.itemGroupId), int(r.productId), int(r.variationId), int(r.sizeId),
    int(r.teespringId), sqlText(r.title), sqlText(r.productType), sqlText(r.color), sqlText(r.sizeLabel), sqlText(r.image),
    sqlText(r.deliveryType), sqlText(r.visibility), sqlText(r.checkoutFlow), '1',
  ].join(', ')})`;
}

/**
 * Stock from the platform's figure, minus what this store has sold since the figure was taken
 * (orders placed at or after the snapshot's `pulledAt` and not cancelled, whose items the figure cannot
 * know about). Re-importing an old snapshot (a rebuild) then never re-opens sizes sold since (issue 17);
 * docs/decisions.md, "Stock import keeps sales".
 */
function stockStatement(rows: CatalogRow[], pulledAt: string): string {
  const values = rows.map((r) => `(${sqlText(r.sku)}, ${int(Math.max(0, r.stock))})`).join(', ');
  const sold =
    `SELECT sum(json_extract(i.value, '$.quantity')) FROM orders o, json_each(o.items) i ` +
    `WHERE o.created_at >= ${sqlText(pulledAt)} AND o.status <> 'cancelled' AND json_extract(i.value, '$.sku') = v.column1`;
  return `INSERT INTO stock (sku, quantity) SELECT v.column1, max(0, v.column2 - coalesce((${sold}), 0)) FROM (VALUES ${values}) AS v WHERE true ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity`;
}

/**
 * The statements that bring D1's catalog in line with a snapshot, one by one and without their `;`:
 * every sku upserted, skus gone from the catalog kept for old orders but marked out of it, prices
 * replaced, stock set from the platform less the sales since (stockStatement). A generator, so a
 * 10,000-listing catalog is streamed to disk; tests hand the same statements to `db.batch`
 * (catalogStatements) instead of splitting SQL text.
 */
export function* catalogStatementsOf(rows: CatalogRow[], pulledAt: string): Generator<string> {
  yield 'UPDATE catalog_items SET in_catalog = 0';
  yield 'DELETE FROM catalog_prices';
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    yield `INSERT INTO catalog_items (${ITEM_COLUMNS}) VALUES ${chunk.map(itemValues).join(', ')} ON CONFLICT (sku) DO UPDATE SET ${ITEM_UPDATES}`;
    const prices = chunk.flatMap((r) =>
      Object.entries(r.prices).map(([currency, cents]) => `(${sqlText(r.sku)}, ${sqlText(currency)}, ${int(cents ?? 0)})`),
    );
    if (prices.length) yield `INSERT INTO catalog_prices (sku, currency, amount_cents) VALUES ${prices.join(', ')}`;
    yield stockStatement(chunk, pulledAt);
  }
  yield `INSERT INTO catalog_imports (pulled_at, sku_count) VALUES (${sqlText(pulledAt)}, ${rows.length})`;
}

export const catalogStatements = (rows: CatalogRow[], pulledAt: string): string[] => [...catalogStatementsOf(rows, pulledAt)];

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
