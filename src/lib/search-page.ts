import { pageCount, PAGE_SIZE } from './pagination';
import { fold, wordsOf } from './search-words';

/**
 * The search page's rules, apart from the DOM: the address it keeps (browsing spec 2: the term is
 * mirrored as `searchterm`; the results page as `page`), paging 12 results per page (decisions 18),
 * the at most 5 suggestions and their keyboard moves, and where Close goes.
 */
export const SUGGESTIONS = 5;
export const TERM_PARAM = 'searchterm';
export const PAGE_PARAM = 'page';

export interface SearchState {
  term: string;
  page: number;
}

export function readSearchState(query: string): SearchState {
  const params = new URLSearchParams(query);
  const page = Number(params.get(PAGE_PARAM));
  return { term: params.get(TERM_PARAM) ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string for a state, keeping the address's other parameters (e.g. a currency override). */
export function searchQuery(current: string, state: SearchState): string {
  const params = new URLSearchParams(current);
  if (state.term) params.set(TERM_PARAM, state.term);
  else params.delete(TERM_PARAM);
  if (state.term && state.page > 1) params.set(PAGE_PARAM, String(state.page));
  else params.delete(PAGE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The slice of results a page shows, with the page clamped to those there are. */
export function resultsPage<T>(hits: readonly T[], page: number): { page: number; total: number; items: T[]; from: number } {
  const total = pageCount(hits.length);
  const current = Math.min(Math.max(1, page), total);
  const from = (current - 1) * PAGE_SIZE;
  return { page: current, total, items: hits.slice(from, from + PAGE_SIZE), from };
}

/** The next active suggestion for a key: down and up wrap around; -1 is none. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * Where Close leads: back in history when the shopper came from a page of this store (so the page
 * comes back as it was), otherwise to the home page.
 */
export function closeTarget(referrer: string, origin: string, historyLength: number): 'back' | '/' {
  if (historyLength < 2 || !referrer) return '/';
  try {
    return new URL(referrer).origin === origin ? 'back' : '/';
  } catch {
    return '/';
  }
}

/**
 * The product type beside a suggestion's name, unless the name already says it ("Luna Moth Sticker"
 * is not followed by "Sticker" again). Compared as whole words, folded as the search folds them.
 */
export function suggestionDetail(name: string, productName: string): string {
  const type = wordsOf(fold(productName)).join(' ');
  if (!type) return '';
  return ` ${wordsOf(fold(name)).join(' ')} `.includes(` ${type} `) ? '' : productName;
}
