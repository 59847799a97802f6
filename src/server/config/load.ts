import { ApiError } from '../errors/api-error';
import { storeConfigSchema, type StoreConfig } from './schema';

// Parsed once per database binding and isolate: the row changes only with a catalog import (a deploy).
const cache = new WeakMap<D1Database, { at: number; config: StoreConfig | null }>();
const TTL_MS = 30_000;

/** The store's run-time config, or null when the catalog import has not written one. */
export async function readStoreConfig(db: D1Database): Promise<StoreConfig | null> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.config;
  const row = await db.prepare('SELECT config FROM store_config WHERE id = 1').first<{ config: string }>();
  const config = row ? storeConfigSchema.parse(JSON.parse(row.config)) : null;
  cache.set(db, { at: Date.now(), config });
  return config;
}

export async function storeConfig(db: D1Database): Promise<StoreConfig> {
  const config = await readStoreConfig(db);
  if (!config) throw new ApiError(503, 'store_not_configured', 'The store is not ready for checkout yet.');
  return config;
}

/** A storeSlug sent by a client must name this database's store (slugs are lower-cased, decisions 5). */
export function assertStore(config: StoreConfig, storeSlug: string | undefined): void {
  if (storeSlug !== undefined && storeSlug.toLowerCase() !== config.slug) {
    throw new ApiError(404, 'store_not_found', 'This store does not exist.', '/storeSlug');
  }
}
