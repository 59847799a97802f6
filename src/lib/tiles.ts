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

/**
 * A file of a collection's tile feed, /catalog/collections/{slug}/from-{firstPage}.json (Load More):
 * the tiles of pages firstPage .. lastPage (feedFileOf), or fewer where the collection ends.
 */
export interface TileFeedFile {
  firstPage: number;
  totalPages: number;
  perPage: number;
  total: number;
  tiles: TileData[];
}

/**
 * Which feed file holds page `page` (2 or more; page 1 is the collection page's own HTML): page 2
 * alone, which the page loads at once (decisions 19), then pages 3-4, 5-8, and eight at a time from 9.
 * A shopper who loads more gets the next few pages with the one asked for (at most seven ahead, about
 * 6 KB gzipped), and a large collection needs an eighth of the files (decisions, "Catalog files at
 * scale"). Boundaries depend on the page number only, so a file's name is stable as a collection grows.
 */
export function feedFileOf(page: number): { firstPage: number; lastPage: number } {
  if (!Number.isInteger(page) || page < 2) throw new RangeError(`no feed file holds page ${page}`);
  if (page === 2) return { firstPage: 2, lastPage: 2 };
  if (page <= 4) return { firstPage: 3, lastPage: 4 };
  if (page <= 8) return { firstPage: 5, lastPage: 8 };
  const firstPage = 9 + Math.floor((page - 9) / 8) * 8;
  return { firstPage, lastPage: firstPage + 7 };
}

/** Every feed file of a collection of `totalPages` pages, in order (none for a single page). */
export function feedFiles(totalPages: number): { firstPage: number; lastPage: number }[] {
  const files: { firstPage: number; lastPage: number }[] = [];
  for (let page = 2; page <= totalPages; page = files[files.length - 1]!.lastPage + 1) {
    const file = feedFileOf(page);
    files.push({ firstPage: file.firstPage, lastPage: Math.min(file.lastPage, totalPages) });
  }
  return files;
}

/**
 * The grid pages that a collection's pre-rendered page /{slug}/page/{n}/ shows (Load More without
 * JavaScript): page 1 is the collection page alone; from 2 on, a page shows the pages of the feed file
 * that starts there (feedFileOf), so a collection has one HTML page per feed file, not one per 12
 * tiles (decisions, "Catalog files at scale"). Only a file's first page has an address.
 */
export function collectionPageSpan(page: number, totalPages: number): { firstPage: number; lastPage: number } {
  if (page === 1) return { firstPage: 1, lastPage: 1 };
  const file = feedFileOf(page);
  return { firstPage: file.firstPage, lastPage: Math.min(file.lastPage, totalPages) };
}

/** The first page of the span before the one that starts at `firstPage` (its Previous link). */
export const previousCollectionPage = (firstPage: number): number => (firstPage <= 2 ? 1 : feedFileOf(firstPage - 1).firstPage);

/** The tiles of page `page` from the feed file that holds it (empty when the file does not reach it). */
export function feedPageTiles(file: TileFeedFile, page: number): TileData[] {
  const offset = (page - file.firstPage) * file.perPage;
  return offset < 0 ? [] : file.tiles.slice(offset, offset + file.perPage);
}

/** The address of the feed file that starts at `firstPage`. */
export const feedFileUrl = (collectionSlug: string, firstPage: number) => `/catalog/collections/${encodeURIComponent(collectionSlug)}/from-${firstPage}.json`;

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
