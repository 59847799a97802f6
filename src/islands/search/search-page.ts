import { $messages, loadLocale, registerEnglish, t } from '../../i18n';
import searchMessages from '../../i18n/en/search';
import { units, type AnalyticsItem } from '../../lib/analytics';
import { track } from '../shared/analytics';
import { prepareSearch, searchableTerm, type CatalogSearch, type SearchHit } from '../../lib/search';
import { decodeSearchIndex, type SearchEntry } from '../../lib/search-index';
import { closeTarget, readSearchState, resultsPage, searchQuery, SUGGESTIONS, suggestionDetail, type SearchState } from '../../lib/search-page';
import { storeContext } from '../shared/store-context';
import { $localization } from '../../state/localization';
import { combobox, type Suggestion } from './combobox';
import { entryTile, renderPager, renderTiles, tilePrice } from './results';
import './search.css';

registerEnglish(searchMessages);

/**
 * The search page (/search/): a plain script rather than a React island, since nothing here needs
 * React and the page then costs a few KB instead of React's 60 KB. The pure rules are in
 * src/lib/search*.ts; this file wires them to the page's markup (src/pages/search.astro).
 */
const root = document.querySelector<HTMLElement>('[data-search]')!;
const form = root.querySelector<HTMLFormElement>('[data-search-form]')!;
const input = root.querySelector<HTMLInputElement>('#searchterm')!;
const status = root.querySelector<HTMLElement>('[data-search-status]')!;
const count = root.querySelector<HTMLElement>('[data-search-count]')!;
const grid = root.querySelector<HTMLElement>('[data-search-results]')!;
const pager = root.querySelector<HTMLElement>('[data-search-pager]')!;
const template = document.querySelector<HTMLTemplateElement>('#tile-template')!;
const context = storeContext();
const LIST_NAME = 'Search results';

let search: CatalogSearch | null = null;
let entries: SearchEntry[] = [];
let failed = false;
let state: SearchState = readSearchState(location.search);
let hits: SearchHit[] = [];
let trackedPage = 0;
let impression = 0;
/** Set by a submit, cleared by typing: suggestions do not reopen over the results meanwhile. */
let submitted = false;
const IMPRESSION_DELAY_MS = 1000;

const suggestions = combobox(input, root.querySelector<HTMLElement>('#search-suggestions')!, {
  onOpen: (suggestion, index) => {
    const hit = hits[index];
    if (hit) trackSelect(entries[hit.index]!, index);
    location.assign(suggestion.href);
  },
  onClear: () => {
    input.value = '';
    update({ term: '', page: 1 });
  },
});

const priceOf = (entry: SearchEntry) => {
  const { currency, locale } = $localization.get();
  return tilePrice(entry.prices, currency, context.currencies, locale);
};
const hrefFor = (page: number) => `${location.pathname}${searchQuery(location.search, { term: state.term, page })}`;

function analyticsItem(entry: SearchEntry, index: number): AnalyticsItem {
  const { currency } = $localization.get();
  return { item_id: entry.listingSlug, item_name: entry.name, item_category: entry.productName, item_list_name: LIST_NAME, index, price: units(entry.prices[currency] ?? 0), quantity: 1 };
}
function trackSelect(entry: SearchEntry, index: number) {
  track('select_item', { currency: $localization.get().currency, item_list_name: LIST_NAME, items: [analyticsItem(entry, index)] });
}

/** Shows the results for the current state; `mirror` writes the state into the address. */
function render() {
  const term = searchableTerm(state.term);
  count.textContent = '';
  status.textContent = '';
  if (!term) {
    hits = [];
  } else if (!search) {
    status.textContent = failed ? t('search.unavailable') : t('search.loading');
  } else {
    hits = search.search(state.term);
  }
  const shown = term && search ? hits : [];
  const page = resultsPage(shown, state.page);
  if (term && search && shown.length === 0) status.textContent = t('search.noResults', { term: state.term.trim() });
  if (shown.length > 0) {
    const label = t('search.resultCount', { count: shown.length, term: state.term.trim() });
    count.textContent = page.total > 1 ? `${label}. ${t('search.resultRange', { from: page.from + 1, to: page.from + page.items.length, count: shown.length })}` : label;
  }
  renderTiles(grid, template, page.items.map((hit) => entries[hit.index]!), priceOf);
  grid.hidden = page.items.length === 0;
  renderPager(pager, page.page, shown.length > 0 ? page.total : 0, hrefFor);
  suggestions.show(
    shown.slice(0, SUGGESTIONS).map((hit): Suggestion => {
      const entry = entries[hit.index]!;
      return { label: entry.name, detail: suggestionDetail(entry.name, entry.productName), href: entryTile(entry).url, image: entry.image || undefined, price: priceOf(entry) };
    }),
    { open: !submitted },
  );
  // view_item_list on the first page and on forward moves (browsing spec 4), once the shopper has
  // stopped typing for a moment: one event per list seen, not one per key.
  window.clearTimeout(impression);
  if (page.items.length > 0 && (page.page === 1 || page.page > trackedPage)) {
    const items = page.items.map((hit, i) => analyticsItem(entries[hit.index]!, page.from + i));
    impression = window.setTimeout(() => track('view_item_list', { currency: $localization.get().currency, item_list_name: LIST_NAME, items }), IMPRESSION_DELAY_MS);
  }
  trackedPage = page.items.length > 0 ? page.page : 0;
}

function update(next: SearchState) {
  state = next;
  // The address mirrors the term (replaceState: typing is not a history of its own, and Close's
  // history.back() still leads to the page before the search).
  history.replaceState(history.state, '', hrefFor(state.page));
  render();
}

input.value = state.term;
/** Texts this script writes outside render(): again once the shopper's catalog has loaded. */
function label() {
  pager.setAttribute('aria-label', t('search.pager'));
  if (input.hasAttribute('data-default-placeholder')) input.placeholder = t('search.placeholder');
}
label();
input.addEventListener('input', () => {
  submitted = false;
  update({ term: input.value, page: 1 });
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  // The shopper asked for the results: the suggestions stay shut over them until the term changes.
  submitted = true;
  suggestions.close();
  update({ term: input.value, page: 1 });
});
grid.addEventListener('click', (event) => {
  const tile = (event.target as Element).closest('a') ? (event.target as Element).closest<HTMLElement>('[data-tile]') : null;
  const index = tile ? Array.prototype.indexOf.call(grid.children, tile) : -1;
  const hit = index >= 0 ? hits[resultsPage(hits, state.page).from + index] : undefined;
  if (hit) trackSelect(entries[hit.index]!, resultsPage(hits, state.page).from + index);
});
pager.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]');
  if (!link) return;
  event.preventDefault();
  update({ ...state, page: Number(link.dataset.page) });
  root.querySelector('#search-results-heading')?.scrollIntoView({ block: 'start' });
});
root.querySelector<HTMLAnchorElement>('[data-search-close]')!.addEventListener('click', (event) => {
  if (closeTarget(document.referrer, location.origin, history.length) !== 'back') return; // the link's own href: /
  event.preventDefault();
  history.back();
});
$localization.listen(() => render());
$messages.listen(() => {
  label();
  render();
});
void loadLocale();

render();
// The page is for typing: the box takes focus, unless results are already shown for a term.
if (!state.term) input.focus();
fetch('/catalog/search-index.json')
  .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`search index: ${response.status}`))))
  .then((file: unknown) => {
    entries = decodeSearchIndex(file);
    search = prepareSearch(entries);
  })
  .catch(() => {
    failed = true;
  })
  .finally(render);
