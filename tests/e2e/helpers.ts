import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { bucketCount, listingBucketUrl, listingInBucket } from '../../src/lib/listing-buckets';
import type { ListingData } from '../../src/lib/listing-data';

/** The snapshot a served build was rendered from (written by scripts/build-store.ts). */
export function snapshotOf(name: string): StoreSnapshot {
  return JSON.parse(readFileSync(`.build/${name}/snapshot.json`, 'utf8')) as StoreSnapshot;
}

/** Tiles a shopper may browse in a public build. */
export function publicTiles(snapshot: StoreSnapshot) {
  return snapshot.tiles.filter((tile) => tile.visibility === 'public');
}

/**
 * A listing's data as the islands read it: from its bucket file (src/lib/listing-buckets.ts), the
 * bucket count being the one the build of `store` (a snapshot name) wrote. `data` is undefined when the
 * bucket file is missing (404) or lacks the slug.
 */
export async function listingFromBucket(request: APIRequestContext, slug: string, store = 'demo'): Promise<{ url: string; status: number; data: ListingData | undefined }> {
  const url = listingBucketUrl(slug, bucketCount(snapshotOf(store).listings.length));
  const response = await request.get(url);
  const data = response.ok() ? (listingInBucket(await response.json(), slug) as ListingData | undefined) : undefined;
  return { url, status: response.status(), data };
}
