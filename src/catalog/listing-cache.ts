import { createHash } from 'node:crypto';
import type { StockTable } from './normalize';
import type { Currency } from './platform/localization';
import type { SourceAnswer } from './sources/source';

/**
 * A rebuild takes a listing as the last pull made it when every answer it is made from is the same
 * text as then: it is neither parsed, validated nor normalized again (those were 2 s of a 5,000-listing
 * pull, issue 20). A listing's key digests everything that makes it: the code, what the whole pull
 * shares (currencies, region, preview, the store's stock table) and each answer's status and text,
 * in the order asked. A source that gives no text (tests' in-memory answers) is never cached.
 * tests/integration-node/listing-cache.test.ts holds a pull from the cache equal to one without it.
 */
export interface ListingCache {
  /** A digest of the code that pulls (the renderer's key): a listing made by other code is made again. */
  code: string;
  /** The last pull's listing, as JSON, when it was made from answers with this key. */
  find(slug: string, key: string): string | undefined;
  /** Notes a listing of this pull and its key; `cached`: it came from the cache (find). */
  keep(slug: string, key: string, cached: boolean): void;
}

/** What every listing key of a pull starts from. */
export function listingContext(code: string, shared: { currencies: Currency[]; region: string; preview: boolean; stock: StockTable | null }): string {
  const stock = shared.stock ? [...shared.stock].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : null;
  return digest(JSON.stringify([code, shared.currencies, shared.region, shared.preview, stock]));
}

/** A listing's key from its answers, or null when one of them has no text. */
export function listingKey(context: string, answers: SourceAnswer[]): string | null {
  const hash = createHash('sha256').update(context);
  for (const answer of answers) {
    if (answer.text === undefined) return null;
    hash.update(`\0${answer.status}\0${answer.text.length}\0`).update(answer.text);
  }
  return hash.digest('base64url');
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A listing's key in a slug -> key table (a snapshot file's `listingKeys`), by own property only: a
 * slug such as `constructor` must not read the object's prototype (review).
 */
export const keyOfSlug = (keys: Readonly<Record<string, string>>, slug: string): string | undefined => (Object.hasOwn(keys, slug) ? keys[slug] : undefined);
