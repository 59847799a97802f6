import { t, registerEnglish } from '../../i18n';
import searchMessages from '../../i18n/en/search';
import { formatMoney } from '../../lib/money';
import { pageWindow } from '../../lib/pagination';
import type { SearchEntry } from '../../lib/search-index';
import { renderTile } from '../../scripts/tile-dom';
import { tileHref, type TileData } from '../../lib/tiles';

registerEnglish(searchMessages);

/** A search entry as a tile (the grid's own markup, from the page's tile template). */
export function entryTile(entry: SearchEntry): TileData {
  return {
    productId: entry.productId,
    listingSlug: entry.listingSlug,
    name: entry.name,
    url: tileHref(entry),
    productName: entry.productName,
    productGroupName: entry.productGroupName,
    image: entry.image,
    images: [],
    prices: entry.prices,
  };
}

/** The tile's price in the shopper's currency, or in the store's first currency when it has none. */
export function tilePrice(prices: SearchEntry['prices'], currency: string, storeCurrencies: readonly string[], locale: string): string {
  const chosen = prices[currency] !== undefined ? currency : storeCurrencies.find((c) => prices[c] !== undefined);
  return chosen ? formatMoney(prices[chosen]!, chosen, locale) : '';
}

/**
 * Renders one page of result tiles. No quick-add button: it is hidden on search pages (browsing
 * spec 2), so the template's quick-add hook is dropped.
 */
export function renderTiles(grid: HTMLElement, template: HTMLTemplateElement, entries: SearchEntry[], price: (entry: SearchEntry) => string): void {
  grid.replaceChildren(
    ...entries.map((entry, i) => {
      const tile = renderTile(template, entryTile(entry), 'USD');
      tile.querySelectorAll('[data-quick-add]').forEach((node) => node.remove());
      tile.querySelector('.tile__price')!.textContent = price(entry);
      tile.querySelector('img')?.setAttribute('loading', i < 4 ? 'eager' : 'lazy');
      return tile;
    }),
  );
}

/** The pager under the results: the same markup as the grids' (src/components/Pagination.astro). */
export function renderPager(nav: HTMLElement, current: number, total: number, href: (page: number) => string): void {
  nav.hidden = total < 2;
  if (total < 2) return nav.replaceChildren();
  const link = (page: number, text: string, label: string, cls = '') => {
    const li = document.createElement('li');
    const disabled = page < 1 || page > total || (page === current && cls !== '');
    const node = document.createElement(disabled ? 'span' : 'a');
    node.className = `pager__link ${cls}`.trim();
    node.textContent = text;
    node.setAttribute('aria-label', label);
    if (disabled) {
      node.classList.add('is-disabled');
      node.setAttribute('aria-disabled', 'true');
    } else {
      (node as HTMLAnchorElement).href = href(page);
      node.dataset.page = String(page);
      if (page === current) {
        node.classList.add('is-current');
        node.setAttribute('aria-current', 'page');
      }
    }
    li.appendChild(node);
    return li;
  };
  const list = document.createElement('ul');
  list.replaceChildren(
    link(1, '«', t('search.pager.first'), 'pager__first'),
    link(current - 1, t('search.pager.prev'), t('search.pager.previous'), 'pager__prev'),
    ...pageWindow(current, total, 5).map((page) => link(page, String(page), t('search.pager.page', { page }))),
    link(current + 1, t('search.pager.nextShort'), t('search.pager.next'), 'pager__next'),
    link(total, '»', t('search.pager.last'), 'pager__last'),
  );
  nav.replaceChildren(list);
}
