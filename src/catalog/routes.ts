import { CART_SLUG_PATTERN } from '../lib/cart-cookie';
import { oncePer } from '../lib/once-per';
import type { Collection, StoreSnapshot, Tile } from './snapshot';

/**
 * The shop's own first path segments. A collection page lives at /{collectionSlug}, so a collection
 * whose slug is one of these would shadow (or be shadowed by) a page of the shop: the build refuses it.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'listing', 'listing-not-found', 'cart', 'checkout', 'checkout-complete', 'thankyou', 'search', 'about',
  'terms-of-use', 'privacy-policy', 'support', 'track', 'contact', 'contact-success', 'login', 'live-chat',
  '404', '500', 'api', 'catalog', 'images', 'fonts', '_astro', '_routes.json', '_headers', '_redirects', 'page',
  'sitemap.xml', 'robots.txt', 'favicon.ico', 'favicon.svg', 'index', 'index.html', '404.html',
]);

/** A collection slug that is a whole address: the menu item links out and opens in a new tab. */
export function isExternalSlug(slug: string): boolean {
  return /^(?:https?:)?\/\//i.test(slug.trim());
}

export const COLLECTION_SLUG = /^[a-z0-9][a-z0-9._~-]*$/;

export interface CollectionRoute {
  collection: Collection;
  parent: Collection | null;
}

/** Every collection (children too) that gets a page of its own; external menu items have none. */
export function collectionRoutes(snapshot: StoreSnapshot): CollectionRoute[] {
  const routes: CollectionRoute[] = [];
  const visit = (collection: Collection, parent: Collection | null) => {
    if (!isExternalSlug(collection.slug)) routes.push({ collection, parent });
    for (const child of collection.children) visit(child, collection);
  };
  for (const collection of snapshot.collections) visit(collection, null);
  return routes;
}

export class RouteClashError extends Error {}

/** Fails the build when a collection cannot have its page: reserved, malformed or duplicated slug. */
export function assertRoutableCollections(snapshot: StoreSnapshot): void {
  const seen = new Map<string, string>();
  const store = snapshot.slug;
  for (const { collection } of collectionRoutes(snapshot)) {
    const slug = collection.slug;
    const name = `collection "${collection.name}" (slug "${slug}")`;
    if (RESERVED_SLUGS.has(slug)) {
      throw new RouteClashError(`Store "${store}": ${name} clashes with the shop's own route /${slug}; give the collection another slug.`);
    }
    if (!COLLECTION_SLUG.test(slug)) {
      throw new RouteClashError(`Store "${store}": ${name} cannot be a page address (lower-case letters, digits, ".", "_", "~", "-").`);
    }
    const other = seen.get(slug);
    if (other !== undefined) throw new RouteClashError(`Store "${store}": ${name} has the same slug as collection "${other}".`);
    seen.set(slug, collection.name);
  }
}

/**
 * Fails the build when a listing could never be put in a cart: the cart cookie carries slugs of
 * lower-case letters, digits and "-" (at most 128), and any other would be refused as "cart full".
 */
export function assertSellableListings(snapshot: StoreSnapshot): void {
  for (const listing of snapshot.listings) {
    if (CART_SLUG_PATTERN.test(listing.slug)) continue;
    throw new RouteClashError(`Store "${snapshot.slug}": listing "${listing.title}" (slug "${listing.slug}") cannot be put in a cart: its slug must be lower-case letters, digits and "-", at most 128 characters.`);
  }
}

/** The tiles of a collection: its own and its children's, each listing product once, in catalog order. */
export function collectionTiles(tiles: readonly Tile[], collection: Collection): Tile[] {
  // Every page of a collection (and the home's category banner) asks again: one filter per collection.
  return tilesByCollection(tiles)(collection);
}
const tilesByCollection = oncePer((tiles: readonly Tile[]) => oncePer((collection: Collection) => filterCollectionTiles(tiles, collection)));

function filterCollectionTiles(tiles: readonly Tile[], collection: Collection): Tile[] {
  const slugs = new Set<string>();
  const visit = (c: Collection) => {
    slugs.add(c.slug.toLowerCase());
    c.children.forEach(visit);
  };
  visit(collection);
  return tiles.filter((tile) => tile.collections.some((c) => slugs.has(c.slug.toLowerCase())));
}
