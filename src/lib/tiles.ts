import type { Tile } from '../catalog/snapshot';
import type { Cents } from './money';

/** A tile as the static catalog JSON carries it (and as islands render it). */
export interface TileData {
  productId: number;
  listingSlug: string;
  name: string;
  url: string;
  productName: string;
  productGroupName: string;
  image: string;
  images: string[];
  prices: Partial<Record<string, Cents>>;
}

/** A page of a collection's tile feed, as /catalog/collections/{slug}/page-{n}.json (Load More). */
export interface TileFeedPage {
  page: number;
  totalPages: number;
  perPage: number;
  total: number;
  next: number | null;
  tiles: TileData[];
}

/**
 * A tile's listing address with the page's trailing slash (/listing/{slug}/?product=266), so that a
 * click does not cost a redirect; the product query parameter is kept.
 */
export function tileHref(tile: Pick<Tile, 'url' | 'listingSlug' | 'productId'>): string {
  const query = tile.url.includes('?') ? tile.url.slice(tile.url.indexOf('?')) : `?product=${tile.productId}`;
  return `/listing/${encodeURIComponent(tile.listingSlug)}/${query}`;
}

export function tileData(tile: Tile): TileData {
  return {
    productId: tile.productId,
    listingSlug: tile.listingSlug,
    name: tile.name,
    url: tileHref(tile),
    productName: tile.productName,
    productGroupName: tile.productGroupName,
    image: tile.imageUrl,
    images: [tile.additionalImages.front, tile.additionalImages.back].filter((src): src is string => Boolean(src)),
    prices: tile.prices,
  };
}
