/**
 * Progress and pace of a store's render (scripts/render-pages.ts), written to a JSON file that the
 * build script and the build benchmark read. Listing pages are timed apart: they are the bulk of a
 * store and its pages-per-second goal (docs/benchmarks.md).
 */
export interface BuildStats {
  pages: number;
  listingPages: number;
  /** performance.now() in the render process when the first and the last listing page began. */
  firstListingAt: number | null;
  lastListingAt: number | null;
  firstPageAt: number | null;
  lastPageAt: number | null;
}
