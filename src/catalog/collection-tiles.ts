import type { PlatformCall } from './calls';
import { collectionItemsPageSchema, nextItemsPage, storeCollectionListSchema, type CollectionItemsPage } from './platform/collection-items';
import type { PlatformTile } from './platform/products';
import { fetchParsed, isMiss, refusal, type Miss } from './read-answer';
import type { CatalogSource } from './sources/source';

/** A platform that keeps answering `next` would page forever; no store has this many pages. */
const MAX_PAGES = 10_000;

/**
 * The store's tiles from the alternative collections calls (browsing spec 7), for a store whose
 * collectionsOption is on: GET /v1/collections?storeSlug, then every page of
 * GET /v1/collection/{collections[0].id}/items. Null when the store has no collection, so the pull
 * falls back to the product cache and the products call rather than building an empty shop.
 * A refused or missing answer stops the pull: the seller asked for this catalog, not another one.
 */
export async function pullCollectionItems(
  source: CatalogSource,
  slug: string,
  warn: (message: string) => void,
  progress: (message: string) => void,
): Promise<PlatformTile[] | null> {
  const listCall: PlatformCall = { kind: 'storeCollectionList', slug };
  const list = await fetchParsed(source, slug, listCall, storeCollectionListSchema);
  if (isMiss(list)) throw refusal(slug, listCall, list);
  const first = list.collections[0];
  if (!first) {
    warn('the collections option is on but the store has no collection; using the product list');
    return null;
  }
  const tiles: PlatformTile[] = [];
  for (let page: number | null = 1, pages = 0; page !== null && pages < MAX_PAGES; pages++) {
    const call: PlatformCall = { kind: 'collectionItems', collectionId: first.id, page };
    const answer: CollectionItemsPage | Miss = await fetchParsed(source, slug, call, collectionItemsPageSchema);
    if (isMiss(answer)) throw refusal(slug, call, answer);
    tiles.push(...answer.items);
    progress(`collection ${first.id} items fetched: ${tiles.length}`);
    page = nextItemsPage(answer, page);
  }
  return tiles;
}
