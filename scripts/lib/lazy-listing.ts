/**
 * A listing of a snapshot file that is parsed when it is first read beyond its slug, visibility and
 * products' ids (src/catalog/listing-facts.ts). A rebuild renders the pages of a few listings, but
 * every page's inputs are compared: parsing each listing of a 2,500-listing shard, and collecting the
 * garbage, was 0.8 s of each render process's CPU in a rebuild whose goal is 5 s (issue 20). Only for
 * a render on top of the last build (scripts/render-pages.ts): a full render reads every listing, and
 * holding the file's bytes beside them would raise its memory. Unlike a plain object it is read-only,
 * and structuredClone, v8.serialize and Object.freeze refuse it (nothing on the render's path uses
 * them); JSON.stringify, spread, Object.keys and `in` see the parsed listing.
 */
import type { Listing } from '../../src/catalog/snapshot';
import { PRODUCT_IDS, type ListingFacts } from '../../src/catalog/listing-facts';

export function lazyListing(slug: string, facts: ListingFacts, parse: () => Listing): Listing {
  let listing: Listing | undefined;
  const whole = () => (listing ??= parse());
  const [visibility, ...productIds] = facts;
  return new Proxy({} as Listing, {
    get(_, field) {
      if (field === 'slug') return slug;
      if (field === 'visibility') return visibility;
      if (field === PRODUCT_IDS) return productIds;
      return Reflect.get(whole(), field);
    },
    has: (_, field) => Reflect.has(whole(), field),
    ownKeys: () => Reflect.ownKeys(whole()),
    getOwnPropertyDescriptor: (_, field) => Reflect.getOwnPropertyDescriptor(whole(), field),
    // Read only: a change of its slug or visibility would not be seen (they answer from the facts).
    set: () => readOnly(),
    defineProperty: () => readOnly(),
    deleteProperty: () => readOnly(),
    getPrototypeOf: () => Reflect.getPrototypeOf(whole()),
  });
}

function readOnly(): never {
  throw new TypeError('A listing read from a snapshot file is read-only (scripts/lib/lazy-listing.ts)');
}
