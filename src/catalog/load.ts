import { existsSync, readFileSync } from 'node:fs';
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
  if (process.env.STORE_SNAPSHOT_WAIT) waitForFile(path, SNAPSHOT_WAIT_MS);
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

/** How long a build started before its pull waits for the snapshot (a large store over the platform's API). */
const SNAPSHOT_WAIT_MS = 15 * 60 * 1000;

/**
 * scripts/build-store.ts starts Astro while it pulls the store, so that Vite bundles in the meantime;
 * the first page to render waits here until the snapshot is written (atomically, by a rename). The
 * wait is synchronous because every page reads the snapshot synchronously.
 */
function waitForFile(path: string, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(path)) {
    if (Date.now() > deadline) throw new Error(`${path} did not appear within ${timeoutMs / 1000} s: the pull did not finish`);
    Atomics.wait(sleeper, 0, 0, 25);
  }
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
