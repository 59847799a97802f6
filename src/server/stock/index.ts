import { pricedSkus, type PricedSku } from '../catalog/queries';
import { availabilityCount, servedByAvailability, type AvailabilityConfig } from './availability';

export { servedByAvailability } from './availability';

/**
 * The one stock interface of the API. Stock is kept in D1 per sku (decisions 3), imported from the
 * snapshot and decremented by orders, except for the special digital products (product 1816 or type
 * nft) whose count the availability service gives per listing (./availability.ts). Every stock read
 * of the API (cart validation, /v1/inventory, checkout pricing) goes through here.
 */
export interface StockEnv {
  DB: D1Database;
  STORE_SLUG?: string | undefined;
  AVAILABILITY_API_URL?: string | undefined;
  AVAILABILITY_API_KEY?: string | undefined;
}

export interface StockRow {
  listingId: number;
  productId: number;
  productType: string;
  stock: number;
}

function configOf(env: StockEnv, fetchImpl?: typeof fetch): AvailabilityConfig {
  return { url: env.AVAILABILITY_API_URL, apiKey: env.AVAILABILITY_API_KEY, userToken: env.STORE_SLUG ?? '', ...(fetchImpl ? { fetchImpl } : {}) };
}

/**
 * The listing page's reads of the service (GET /v1/listing-stock), kept this long per listing in one
 * isolate, so that every view of a drop is not a call to the service and its quota. What decides a sale
 * (cart check, checkout, submit) always asks.
 */
export const BROWSING_COUNT_TTL_MS = 30_000;
const browsing = new Map<number, { count: number; until: number }>();

async function browsingCount(config: AvailabilityConfig, listingId: number): Promise<number> {
  const kept = browsing.get(listingId);
  if (kept && kept.until > Date.now()) return kept.count;
  const count = await availabilityCount(config, listingId);
  browsing.set(listingId, { count, until: Date.now() + BROWSING_COUNT_TTL_MS });
  return count;
}

/** Rows with the service's count in place of D1's for availability products; one call per listing. */
export async function withLiveStock<T extends StockRow>(env: StockEnv, rows: T[], fetchImpl?: typeof fetch, options: { browsing?: boolean } = {}): Promise<T[]> {
  const listings = [...new Set(rows.filter((r) => servedByAvailability(r.productId, r.productType)).map((r) => r.listingId))];
  if (listings.length === 0) return rows;
  const config = configOf(env, fetchImpl);
  const count = options.browsing ? browsingCount : availabilityCount;
  const counts = new Map(await Promise.all(listings.map(async (id) => [id, await count(config, id)] as const)));
  return rows.map((r) => (servedByAvailability(r.productId, r.productType) ? { ...r, stock: counts.get(r.listingId) ?? 0 } : r));
}

/** Skus priced in one currency with their live stock (see pricedSkus for the D1 side). */
export async function stockedSkus(env: StockEnv, skus: string[], currency: string): Promise<Map<string, PricedSku>> {
  const priced = await pricedSkus(env.DB, skus, currency);
  const live = await withLiveStock(env, [...priced.values()]);
  return new Map(live.map((row) => [row.sku, row]));
}

// The stock reads shopper pages make: a sku's row with D1's count, for what the store sells and shows
// (private listings and colours are answered like unknown ones).
const STOCK_COLUMNS = 'i.listing_id AS listingId, i.product_id AS productId, i.product_type AS productType, coalesce(s.quantity, 0) AS stock';
const STOCK_ROWS = 'catalog_items i LEFT JOIN stock s ON s.sku = i.sku';
const ON_SALE = "i.in_catalog = 1 AND i.visibility <> 'private'";

/** GET /v1/inventory?colorId&sizeId: units of a colour and size on sale (private listings' are not told), live where the service counts them. */
export async function inventoryCount(env: StockEnv, colorId: number, sizeId: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT ${STOCK_COLUMNS} FROM ${STOCK_ROWS}
     WHERE i.variation_id = ?1 AND i.size_id = ?2 AND ${ON_SALE}`,
  )
    .bind(colorId, sizeId)
    .all<StockRow>();
  const live = await withLiveStock(env, results);
  return live.reduce((sum, r) => sum + r.stock, 0);
}

/**
 * GET /v1/listing-stock?slug: every sku of one listing with the units on sale, live where the service
 * counts them (the listing page and quick-add mark sizes sold since the build). A private listing or
 * colour, or one the shop does not sell, answers no skus, like an unknown one; an unlisted listing
 * answers to its slug only, which is how the shopper who has its link finds it.
 */
export async function listingStock(env: StockEnv, slug: string): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    `SELECT i.sku AS sku, ${STOCK_COLUMNS} FROM ${STOCK_ROWS}
     WHERE i.listing_slug = ?1 AND ${ON_SALE}
     LIMIT 2000`,
  )
    .bind(slug)
    .all<StockRow & { sku: string }>();
  const live = await withLiveStock(env, results, undefined, { browsing: true });
  return Object.fromEntries(live.map((row) => [row.sku, Math.max(0, row.stock)]));
}
