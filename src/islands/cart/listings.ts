import { atom } from 'nanostores';
import type { ListingResult } from '../../lib/cart-view';
import type { ListingData } from '../../lib/listing-data';

/**
 * The listings the cart's lines come from, read from the static catalog JSON (/catalog/listings/{slug}.json,
 * no function call). A 4xx (the listing is gone) or an unreadable file is the spec's "listing returned
 * errors": its lines are unavailable. A network failure or 5xx is retried twice; if it still fails the
 * slug is marked failed, its lines stay in the cart (not dropped for a flaky connection) and the page
 * offers to try again.
 */
export const $listings = atom<ReadonlyMap<string, ListingResult>>(new Map());
export const $failedSlugs = atom<ReadonlySet<string>>(new Set());

const inFlight = new Set<string>();
const RETRIES = 2;
const RETRY_DELAY_MS = 300;

export function loadListings(slugs: Iterable<string>): void {
  for (const slug of new Set(slugs)) {
    if ($listings.get().has(slug) || inFlight.has(slug)) continue;
    inFlight.add(slug);
    void fetchListing(slug).then((result) => {
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

async function fetchListing(slug: string): Promise<ListingResult | 'failed'> {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    try {
      const response = await fetch(`/catalog/listings/${encodeURIComponent(slug)}.json`, { headers: { accept: 'application/json' } });
      if (response.status >= 400 && response.status < 500) return { status: 'error' };
      if (!response.ok) continue;
      const data: unknown = await response.json().catch(() => null);
      return isListingData(data, slug) ? { status: 'ok', data } : { status: 'error' };
    } catch {
      // network error: try again
    }
  }
  return 'failed';
}

/** Enough of the shape to derive lines from; the file is our own build output, so this guards only against damage. */
function isListingData(value: unknown, slug: string): value is ListingData {
  const data = value as Partial<ListingData> | null;
  return !!data && typeof data === 'object' && data.slug === slug && typeof data.title === 'string' && Array.isArray(data.products);
}
