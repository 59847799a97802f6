import { atom } from 'nanostores';
import type { ListingResult } from '../../lib/cart-view';
import { bucketOf, bucketUrl, listingInBucket, unlistedListingUrl } from '../../lib/listing-buckets';
import type { ListingData } from '../../lib/listing-data';
import { storeContext } from '../shared/store-context';

/**
 * The listings the cart's lines come from, read from the static catalog's bucket files
 * (/catalog/listings/{bucket}.json, src/lib/listing-buckets.ts; no function call), one request per
 * bucket however many lines share it. A 404 or 410 (no such file), a slug missing from its bucket or an
 * unreadable file is the spec's "listing returned errors": its lines are unavailable. A network failure,
 * 5xx, 408, 425 or 429 is retried twice; if it still fails, or on any other 4xx (an edge's 403 or
 * challenge), the bucket's slugs are marked failed: their lines stay in the cart (not dropped for a
 * flaky connection or a busy edge) and the page offers to try again. A slug its bucket
 * does not hold may be an unlisted listing, whose data has a file of its own (unlistedListingUrl).
 */
export const $listings = atom<ReadonlyMap<string, ListingResult>>(new Map());
export const $failedSlugs = atom<ReadonlySet<string>>(new Set());

type BucketResult = { status: 'ok'; body: unknown } | { status: 'error' } | 'failed';

const inFlight = new Set<string>();
/** The bucket fetches under way, so slugs of one bucket asked for apart still share a request. */
const bucketsInFlight = new Map<number, Promise<BucketResult>>();
const RETRIES = 2;
const RETRY_DELAY_MS = 300;
/** The file is not there: the listing is gone. */
const GONE = new Set([404, 410]);
/** Answers that may differ a moment later (timeout, too early, rate limited), like a 5xx. */
const TRANSIENT = new Set([408, 425, 429]);

export function loadListings(slugs: Iterable<string>): void {
  const count = storeContext().listingBuckets;
  for (const slug of new Set(slugs)) {
    if ($listings.get().has(slug) || inFlight.has(slug)) continue;
    inFlight.add(slug);
    void bucketFetch(bucketOf(slug, count)).then(async (bucket) => {
      let result = listingOf(bucket, slug);
      if (bucket !== 'failed' && bucket.status === 'ok' && result !== 'failed' && result.status === 'error') result = listingOf(await fetchFile(unlistedListingUrl(slug)), slug);
      inFlight.delete(slug);
      const failed = new Set($failedSlugs.get());
      if (result === 'failed') failed.add(slug);
      else {
        failed.delete(slug);
        $listings.set(new Map($listings.get()).set(slug, result));
      }
      $failedSlugs.set(failed);
    });
  }
}

/** Tries the failed slugs again (the page's "Try again"). */
export function retryFailed(): void {
  const slugs = [...$failedSlugs.get()];
  $failedSlugs.set(new Set());
  loadListings(slugs);
}

function bucketFetch(bucket: number): Promise<BucketResult> {
  let pending = bucketsInFlight.get(bucket);
  if (!pending) {
    pending = fetchFile(bucketUrl(bucket)).finally(() => bucketsInFlight.delete(bucket));
    bucketsInFlight.set(bucket, pending);
  }
  return pending;
}

async function fetchFile(url: string): Promise<BucketResult> {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      if (GONE.has(response.status)) return { status: 'error' };
      if (response.ok) return { status: 'ok', body: await response.json().catch(() => null) };
      // Any other 4xx says nothing about the listing, and asking again at once will not change it.
      if (response.status >= 400 && response.status < 500 && !TRANSIENT.has(response.status)) return 'failed';
    } catch {
      // network error: try again
    }
  }
  return 'failed';
}

function listingOf(bucket: BucketResult, slug: string): ListingResult | 'failed' {
  if (bucket === 'failed' || bucket.status === 'error') return bucket;
  const data = listingInBucket(bucket.body, slug);
  return isListingData(data, slug) ? { status: 'ok', data } : { status: 'error' };
}

/** Enough of the shape to derive lines from; the file is our own build output, so this guards only against damage. */
function isListingData(value: unknown, slug: string): value is ListingData {
  const data = value as Partial<ListingData> | null;
  return !!data && typeof data === 'object' && data.slug === slug && typeof data.title === 'string' && Array.isArray(data.products);
}
