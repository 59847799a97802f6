import { oncePer } from './once-per';

/**
 * The related shelf (browsing spec 2 and 9): up to 4 products sharing a collection with the listing, one
 * per listing and never the listing itself, shown only when there is more than one. On small screens it
 * is a carousel: groups of 3 on tablets, 2 on phones, its controls hidden under 3 items.
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
  for (const tile of tiles) {
    if (related.length === RELATED_MAX) break;
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

export const showRelatedShelf = (count: number): boolean => count > 1;

/** Previous/Next are hidden under 3 items (a phone's group of 2 then shows everything). */
export const showCarouselControls = (count: number): boolean => count >= 3;
