import type { ListingData } from '../../lib/listing-data';
import { bucketOf, bucketUrl, listingInBucket } from '../../lib/listing-buckets';
import { withStockBySku } from '../../lib/listing-choice';
import { liveStock } from '../shared/live-stock';
import { storeContext } from '../shared/store-context';

/**
 * A listing's data, read from its bucket file (/catalog/listings/{bucket}.json, src/lib/listing-buckets.ts).
 * Each bucket is fetched once per page, so quick-adds of two listings of one bucket make one request;
 * a failure is retried next time.
 */
const cache = new Map<number, Promise<unknown>>();

export async function loadListing(slug: string): Promise<ListingData> {
  const bucket = bucketOf(slug, storeContext().listingBuckets);
  let pending = cache.get(bucket);
  if (!pending) {
    pending = fetch(bucketUrl(bucket)).then((response) => {
      if (!response.ok) throw new Error(`listing bucket ${bucket}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    pending.catch(() => cache.delete(bucket));
    cache.set(bucket, pending);
  }
  const data = listingInBucket(await pending, slug) as ListingData | undefined;
  if (!data) throw new Error(`listing ${slug}: not in bucket ${bucket}`);
  return data;
}

/** The listing with its sizes' stock as the inventory has it now (the bucket's is the build's). */
export async function loadListingLive(slug: string): Promise<ListingData> {
  const listing = await loadListing(slug);
  const live = listing.checkoutFlow === 'preorder' ? null : await liveStock(listing.slug);
  return live ? withStockBySku(listing, live) : listing;
}
