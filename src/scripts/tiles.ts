import { trackTiles } from './tile-analytics';

/**
 * Every page with tiles loads this (Tile.astro), so it must stay a few hundred bytes: it listens on the
 * document, so tiles added later (Load More, the home grid's paging) work the same.
 * - view_item_list for each list of tiles the page was rendered with (the first page);
 * - select_item when a tile's link is followed;
 * - the quick-add button loads the quick-add island (React) on first use, not before.
 */
const lists = new Map<Element, HTMLElement[]>();
for (const tile of document.querySelectorAll<HTMLElement>('[data-tile]:not([data-from-feed])')) {
  const list = tile.parentElement!;
  lists.set(list, [...(lists.get(list) ?? []), tile]);
}
// The search page's results are not an impression list of tiles (and carry no quick-add).
if (!document.body.classList.contains('page-search')) for (const tiles of lists.values()) trackTiles('view_item_list', tiles);

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const link = target?.closest('[data-tile] a.tile__link');
  if (link) {
    trackTiles('select_item', [link.closest<HTMLElement>('[data-tile]')!]);
    return;
  }
  const button = target?.closest<HTMLButtonElement>('[data-quick-add-button]');
  const box = button?.closest<HTMLElement>('[data-quick-add]');
  if (!button || !box || document.body.classList.contains('page-search')) return;
  button.setAttribute('aria-busy', 'true');
  import('../islands/quick-add/mount').then(
    (island) => island.openQuickAdd(box),
    () => {
      // The island did not load (offline, a new deploy): the product page can still add to the cart.
      button.removeAttribute('aria-busy');
      const href = box.closest('[data-tile]')?.querySelector<HTMLAnchorElement>('a.tile__link')?.href;
      if (href) window.location.href = href;
    },
  );
});
