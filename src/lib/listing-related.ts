import { oncePer } from './once-per';

/**
 * The related shelf (browsing spec 2 and 9): up to 4 products sharing a collection with the listing, one
 * per listing and never the listing itself, shown only when there is more than one. On small screens it
 * is a carousel: groups of 3 on tablets, 2 on phones, its controls hidden under 3 items.
 *
 * They are the listing's neighbours: the first that follow it in the store's order, wrapping round to
 * the start. Each listing suggests different products (not every page the same top four), and a change
 * to one listing changes the shelves of the few listings before it only, so an incremental build
 * renders a handful of pages, not a whole collection's (docs/decisions.md, "Related shelf").
 */
export const RELATED_MAX = 4;

interface RelatedTile {
  listingSlug: string;
  collections: { slug: string }[];
}

export function relatedTiles<T extends RelatedTile>(tiles: readonly T[], listingSlug: string): T[] {
  const own = new Set((tilesBySlug(tiles).get(listingSlug) ?? []).flatMap((t) => t.collections.map((c) => c.slug)));
  const seen = new Set<string>([listingSlug]);
  const related: T[] = [];
  const start = positions(tiles).get(listingSlug) ?? -1;
  for (let step = 1; step <= tiles.length && related.length < RELATED_MAX; step++) {
    const tile = tiles[(start + step) % tiles.length] as T;
    if (seen.has(tile.listingSlug) || !tile.collections.some((c) => own.has(c.slug))) continue;
    seen.add(tile.listingSlug);
    related.push(tile);
  }
  return related;
}

// A build asks for every listing's shelf from the same tiles: index them once, not once per listing.
const slugIndex = oncePer((tiles: readonly RelatedTile[]) => {
  const index = new Map<string, RelatedTile[]>();
  for (const tile of tiles) index.set(tile.listingSlug, [...(index.get(tile.listingSlug) ?? []), tile]);
  return index;
});
const tilesBySlug = <T extends RelatedTile>(tiles: readonly T[]) => slugIndex(tiles) as Map<string, T[]>;
/** Where each listing's first tile is. */
const positions = oncePer((tiles: readonly RelatedTile[]) => {
  const index = new Map<string, number>();
  tiles.forEach((tile, i) => {
    if (!index.has(tile.listingSlug)) index.set(tile.listingSlug, i);
  });
  return index;
});

export const showRelatedShelf = (count: number): boolean => count > 1;

/** Previous/Next are hidden under 3 items (a phone's group of 2 then shows everything). */
export const showCarouselControls = (count: number): boolean => count >= 3;
