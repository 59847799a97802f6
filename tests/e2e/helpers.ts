import { readFileSync } from 'node:fs';
import type { StoreSnapshot } from '../../src/catalog/snapshot';

/** The snapshot a served build was rendered from (written by scripts/build-store.ts). */
export function snapshotOf(name: string): StoreSnapshot {
  return JSON.parse(readFileSync(`.stores/${name}/snapshot.json`, 'utf8')) as StoreSnapshot;
}

/** Tiles a shopper may browse in a public build. */
export function publicTiles(snapshot: StoreSnapshot) {
  return snapshot.tiles.filter((tile) => tile.visibility === 'public');
}
