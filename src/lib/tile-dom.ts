import type { TileData } from './tiles';

/** Browser side: a tile element from the page's <template id="tile-template"> and a tile's JSON. */
export function renderTile(template: HTMLTemplateElement, tile: TileData, currency: string): HTMLElement {
  const node = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  node.dataset.listing = tile.listingSlug;
  node.dataset.product = String(tile.productId);
  const link = node.querySelector('a')!;
  link.href = tile.url.startsWith('/') ? tile.url : `/listing/${encodeURIComponent(tile.listingSlug)}/`;
  const img = node.querySelector('img')!;
  if (/^(?:\/(?!\/)|https?:)/.test(tile.image)) img.src = tile.image;
  else img.remove();
  const more = tile.images.filter((src) => /^(?:\/(?!\/)|https?:)/.test(src) && src !== tile.image);
  if (more.length > 0) node.querySelector<HTMLElement>('.tile__media')!.dataset.hoverImages = more.join(' ');
  node.querySelector('.tile__name')!.textContent = tile.name;
  node.querySelector('.tile__type')!.textContent = tile.productName;
  const price = tile.prices[currency];
  node.querySelector('.tile__price')!.textContent =
    price === undefined ? '' : new Intl.NumberFormat('en', { style: 'currency', currency }).format(price / 100);
  const quickAdd = node.querySelector<HTMLElement>('[data-quick-add]')!;
  quickAdd.dataset.listing = tile.listingSlug;
  quickAdd.dataset.product = String(tile.productId);
  return node;
}
