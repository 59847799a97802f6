import { readFileSync } from 'node:fs';
import type { StoreSnapshot } from './snapshot';
import { oncePer } from '../lib/once-per';

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

/**
 * The snapshot the pages render from next: the store renderer (src/renderer/store-pages.ts) sets it
 * before it lists or renders a store's pages.
 */
export function useSnapshot(snapshot: StoreSnapshot): void {
  cached = snapshot;
}

/** Listings a shopper may browse: public ones, and private ones only in a preview build (decisions 6, 7). */
// Asked by every collection page and every listing's related shelf: filtered once per snapshot.
export const listedTiles = oncePer((snapshot: StoreSnapshot): StoreSnapshot['tiles'] =>
  snapshot.tiles.filter((tile) => tile.visibility === 'public' || (snapshot.preview && tile.visibility === 'private')),
);

/** The tile of a listing (its collections, its card), by listing slug; indexed once per snapshot. */
export function tileOf(snapshot: StoreSnapshot, listingSlug: string): StoreSnapshot['tiles'][number] | undefined {
  return tileIndex(snapshot).get(listingSlug);
}
const tileIndex = oncePer((snapshot: StoreSnapshot) => {
  const index = new Map<string, StoreSnapshot['tiles'][number]>();
  for (const tile of snapshot.tiles) if (!index.has(tile.listingSlug)) index.set(tile.listingSlug, tile);
  return index;
});
