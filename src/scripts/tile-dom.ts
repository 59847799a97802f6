import { formatMoney } from '../lib/money';
import type { TileData } from '../lib/tiles';

const SAFE_SRC = /^(?:\/(?!\/)|https?:)/;

/**
 * Browser side: a tile element from the page's <template id="tile-template"> and a tile's JSON, the
 * same markup as Tile.astro (price in a data-prices span, the quick-add button, hover images), so the
 * document-wide tile scripts (hover, quick-add, select_item) treat it like a pre-rendered tile.
 * `position` is the tile's 1-based place in the whole list (anchor #tile-n and analytics index).
 */
export function renderTile(template: HTMLTemplateElement, tile: TileData, currency: string, position?: number): HTMLElement {
  const node = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  node.dataset.listing = tile.listingSlug;
  node.dataset.product = String(tile.productId);
  // Added after load: the page's first view_item_list does not count it (its own event does).
  node.dataset.fromFeed = '';
  if (position) {
    node.id = `tile-${position}`;
    node.dataset.index = String(position - 1);
  }
  const link = node.querySelector('a')!;
  link.href = tile.url.startsWith('/') ? tile.url : `/listing/${encodeURIComponent(tile.listingSlug)}/`;
  const img = node.querySelector('img')!;
  if (SAFE_SRC.test(tile.image)) img.src = tile.image;
  else img.remove();
  const more = tile.images.filter((src) => SAFE_SRC.test(src) && src !== tile.image);
  if (more.length > 0) node.querySelector<HTMLElement>('.tile__media')!.dataset.hoverImages = more.join(' ');
  node.querySelector('.tile__name')!.textContent = tile.name;
  node.querySelector('.tile__type')!.textContent = tile.productName;
  const price = tile.prices[currency];
  const priceSpan = node.querySelector<HTMLElement>('[data-prices]')!;
  priceSpan.dataset.prices = JSON.stringify(tile.prices);
  priceSpan.textContent = price === undefined ? '' : formatMoney(price, currency);
  const quickAdd = node.querySelector<HTMLElement>('[data-quick-add]')!;
  quickAdd.dataset.listing = tile.listingSlug;
  quickAdd.dataset.product = String(tile.productId);
  const name = quickAdd.querySelector('.visually-hidden');
  if (name) name.textContent = ` ${tile.name}`;
  return node;
}
