import { readFileSync } from 'node:fs';
import type { StoreSnapshot } from './snapshot';

let cached: StoreSnapshot | undefined;

/**
 * The snapshot the build renders, written by scripts/build-store.ts. Read once per build: every
 * page of a store renders from the same validated data.
 */
export function loadSnapshot(): StoreSnapshot {
  if (cached) return cached;
  const path = process.env.STORE_SNAPSHOT;
  if (!path) throw new Error('STORE_SNAPSHOT is not set: build a store with `npm run build -- --store <slug>`');
  const snapshot = JSON.parse(readFileSync(path, 'utf8')) as StoreSnapshot;
  if (snapshot.schemaVersion !== 1) throw new Error(`${path} has schema version ${String(snapshot.schemaVersion)}; rebuild the store`);
  cached = snapshot;
  return snapshot;
}

/** Listings a shopper may browse: public ones, and private ones only in a preview build (decisions 6, 7). */
export function listedTiles(snapshot: StoreSnapshot) {
  return snapshot.tiles.filter((tile) => tile.visibility === 'public' || (snapshot.preview && tile.visibility === 'private'));
}
