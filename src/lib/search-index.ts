import type { Tile } from '../catalog/snapshot';
import type { Cents } from './money';

/**
 * The whole catalog for search, as one static file (/catalog/search-index.json, decisions 18), written
 * at build time and decoded by the search page. Compact: one array per tile, field names once, and the
 * values many tiles share (product types, groups, collection names and slugs) once in `strings`,
 * referenced by position. Prices are in cents, aligned with `currencies`. A tile's url is left out
 * (null) when it is the usual one, which the reader rebuilds.
 */
export const SEARCH_INDEX_VERSION = 2;

/** The row's columns; the first six are the spec's search fields (in weight order). */
export const SEARCH_FIELDS = ['name', 'url', 'productName', 'collectionNames', 'collectionSlugs', 'productGroupName', 'image', 'listingSlug', 'productId', 'prices'] as const;

export type SearchIndexRow = [
  name: string,
  /** null when it is the usual /listing/{listingSlug}?product={productId} */
  url: string | null,
  productName: number,
  collectionNames: number[],
  collectionSlugs: number[],
  productGroupName: number,
  image: string,
  listingSlug: string,
  productId: number,
  prices: (Cents | null)[],
];

export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  store: string;
  currencies: string[];
  fields: typeof SEARCH_FIELDS;
  strings: string[];
  rows: SearchIndexRow[];
}

/** One searchable tile: the six search fields in Fuse's shape (collections as objects) and what a result tile shows. */
export interface SearchEntry {
  name: string;
  url: string;
  productName: string;
  collections: { name: string; slug: string }[];
  productGroupName: string;
  image: string;
  listingSlug: string;
  productId: number;
  prices: Partial<Record<string, Cents>>;
}

const usualUrl = (listingSlug: string, productId: number) => `/listing/${listingSlug}?product=${productId}`;

export function buildSearchIndex(store: string, currencies: readonly string[], tiles: readonly Tile[]): SearchIndexFile {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const ref = (value: string) => {
    let id = ids.get(value);
    if (id === undefined) {
      id = strings.length;
      strings.push(value);
      ids.set(value, id);
    }
    return id;
  };
  const rows = tiles.map((t): SearchIndexRow => [
    t.name,
    t.url === usualUrl(t.listingSlug, t.productId) ? null : t.url,
    ref(t.productName),
    t.collections.map((c) => ref(c.name)),
    t.collections.map((c) => ref(c.slug)),
    ref(t.productGroupName),
    t.imageUrl,
    t.listingSlug,
    t.productId,
    currencies.map((currency) => t.prices[currency as keyof Tile['prices']] ?? null),
  ]);
  return { version: SEARCH_INDEX_VERSION, store, currencies: [...currencies], fields: SEARCH_FIELDS, strings, rows };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The index file as search entries. The file comes over the network, so it is read defensively: a
 * file of another version or shape gives no entries (the page then finds nothing) instead of a crash.
 */
export function decodeSearchIndex(file: unknown): SearchEntry[] {
  const index = file as Partial<SearchIndexFile> | null;
  if (!index || index.version !== SEARCH_INDEX_VERSION || !Array.isArray(index.rows)) return [];
  const strings = list(index.strings).map(text);
  const currencies = list(index.currencies).map(text);
  const shared = (id: unknown) => (typeof id === 'number' ? (strings[id] ?? '') : '');
  return index.rows.filter(Array.isArray).map((row) => {
    const names = list(row[3]).map(shared);
    const slugs = list(row[4]).map(shared);
    const prices: Partial<Record<string, Cents>> = {};
    list(row[9]).forEach((cents, i) => {
      if (typeof cents === 'number' && currencies[i]) prices[currencies[i]] = cents;
    });
    const listingSlug = text(row[7]);
    const productId = typeof row[8] === 'number' ? row[8] : 0;
    return {
      name: text(row[0]),
      url: typeof row[1] === 'string' ? row[1] : usualUrl(listingSlug, productId),
      productName: shared(row[2]),
      collections: names.map((name, i) => ({ name, slug: slugs[i] ?? '' })),
      productGroupName: shared(row[5]),
      image: text(row[6]),
      listingSlug,
      productId,
      prices,
    };
  });
}
