/** Pagination of tile grids: 12 tiles per page (browsing spec, section 9). */
export const PAGE_SIZE = 12;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageSlice<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  return pagesSlice(items, { firstPage: page, lastPage: page }, size);
}

/** The items of pages firstPage .. lastPage (a feed file, a collection page's span). */
export function pagesSlice<T>(items: readonly T[], { firstPage, lastPage }: { firstPage: number; lastPage: number }, size = PAGE_SIZE): T[] {
  return items.slice((firstPage - 1) * size, lastPage * size);
}

/**
 * The page numbers a pager shows around the current page: at most `width` numbers, the current one
 * as central as the ends allow.
 */
export function pageWindow(current: number, total: number, width = 5): number[] {
  const count = Math.min(width, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The address of a home grid page: page 1 is the home page itself. */
export function homePageHref(page: number): string {
  return page <= 1 ? '/#featured-products' : `/page/${page}/#featured-products`;
}

/** A collection's page n (pre-rendered, so that Load More works without JavaScript). */
export function collectionPageHref(slug: string, page: number): string {
  return page <= 1 ? `/${slug}/` : `/${slug}/page/${page}/`;
}
