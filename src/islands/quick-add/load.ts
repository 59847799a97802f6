import type { ListingData } from '../../lib/listing-data';

/** A listing's static JSON (/catalog/listings/{slug}.json), fetched once per page; a failure is retried next time. */
const cache = new Map<string, Promise<ListingData>>();

export function loadListing(slug: string): Promise<ListingData> {
  let pending = cache.get(slug);
  if (!pending) {
    pending = fetch(`/catalog/listings/${encodeURIComponent(slug)}.json`).then((response) => {
      if (!response.ok) throw new Error(`listing ${slug}: ${response.status}`);
      return response.json() as Promise<ListingData>;
    });
    pending.catch(() => cache.delete(slug));
    cache.set(slug, pending);
  }
  return pending;
}
