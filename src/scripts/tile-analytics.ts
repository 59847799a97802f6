/**
 * List analytics for tile pages (browsing spec 4 and 7): view_item_list on the first page and on forward
 * moves, select_item when a tile is clicked. The home page's JavaScript budget is 30 KB before any
 * interaction, so this does not use track() (src/islands/shared/analytics.ts) and its store-context
 * check: it reads the same data block with JSON.parse and pushes the same GA4 shape (tests/unit/quick-add/tile-analytics
 * keeps the two in step).
 */
export interface ListItem {
  item_id: string;
  item_name: string;
  item_category: string;
  item_list_name: string;
  index: number;
  price: number;
  quantity: number;
}

interface Ids {
  slug: string;
  storeId: string;
  sellerId: string;
  currencies: string[];
  currency: string;
}

let ids: Ids | null = null;

/** The store's ids from the page's #store-context block; a damaged block gives empty ids, never an error. */
export function storeIds(text = typeof document === 'undefined' ? '' : (document.getElementById('store-context')?.textContent ?? '')): Ids {
  let data: Record<string, unknown> = {};
  try {
    data = (JSON.parse(text) as Record<string, unknown>) ?? {};
  } catch {
    // keep the defaults
  }
  const currencies = Array.isArray(data.currencies) && data.currencies.length ? data.currencies.map(String) : ['USD'];
  const wanted = (data.localization as { currency?: unknown } | undefined)?.currency;
  return {
    slug: typeof data.slug === 'string' ? data.slug : 'store',
    storeId: String(data.storeId ?? ''),
    sellerId: String(data.sellerId ?? ''),
    currencies,
    currency: typeof wanted === 'string' && currencies.includes(wanted) ? wanted : currencies[0]!,
  };
}

/**
 * The shopper's currency: `<html data-currency>` when the localization script set one the store
 * sells, else the store's default (as $localization starts).
 */
export function shopperCurrency(): string {
  ids ??= storeIds();
  const chosen = document.documentElement.dataset.currency;
  return chosen && ids.currencies.includes(chosen) ? chosen : ids.currency;
}

/** The data layer entry, exactly as track() in src/islands/shared/analytics.ts builds it. */
export function listEvent(event: 'view_item_list' | 'select_item', store: Pick<Ids, 'slug' | 'storeId' | 'sellerId'>, currency: string, items: ListItem[], listName: string) {
  const value = Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;
  return { event, ecommerce: { currency, value, items, item_list_name: listName }, sellerId: store.sellerId, storeId: store.storeId, storeSlug: store.slug };
}

/** The GA4 item of a tile element (Tile.astro or src/scripts/tile-dom.ts markup). */
export function tileItem(tile: HTMLElement, listName: string, currency: string, fallbackIndex: number): ListItem {
  let prices: Record<string, number> = {};
  try {
    prices = JSON.parse(tile.querySelector('[data-prices]')?.getAttribute('data-prices') ?? '{}') as Record<string, number>;
  } catch {
    // a tile without prices counts as 0
  }
  const index = Number(tile.dataset.index ?? fallbackIndex);
  return {
    item_id: tile.dataset.listing ?? '',
    item_name: tile.querySelector('.tile__name')?.textContent?.trim() ?? '',
    item_category: tile.querySelector('.tile__type')?.textContent?.trim() ?? '',
    item_list_name: listName,
    index: Number.isFinite(index) ? index : fallbackIndex,
    price: Math.round(prices[currency] ?? 0) / 100,
    quantity: 1,
  };
}

/** A list's name: its data-item-list, else the heading of its section ("You might also like"). */
export function listNameOf(element: Element): string {
  const list = element.closest<HTMLElement>('[data-item-list]');
  if (list) return list.dataset.itemList ?? '';
  return element.closest('section')?.querySelector('h1, h2')?.textContent?.trim() ?? '';
}

export function trackTiles(event: 'view_item_list' | 'select_item', tiles: HTMLElement[]): void {
  if (tiles.length === 0) return;
  ids ??= storeIds();
  const currency = shopperCurrency();
  const listName = listNameOf(tiles[0]!);
  const items = tiles.map((tile) => tileItem(tile, listName, currency, [...(tile.parentElement?.children ?? [])].indexOf(tile)));
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(listEvent(event, ids, currency, items, listName));
}
