import { writeFileSync } from 'node:fs';
import type { StoreSnapshot } from '../catalog/snapshot';

/**
 * Progress and pace of a store build, noted by Base.astro for every page it renders. Silent unless
 * scripts/build-store.ts asks: STORE_BUILD_PROGRESS (print a line every that many pages) and
 * STORE_BUILD_STATS (a JSON file written when the build process ends, read by the build script and
 * the build benchmark). Listing pages are timed apart: they are the bulk of a store and its
 * pages-per-second goal (docs/benchmarks.md).
 */
export interface BuildStats {
  pages: number;
  listingPages: number;
  /** performance.now() in the Astro process when the first and the last listing page began. */
  firstListingAt: number | null;
  lastListingAt: number | null;
  firstPageAt: number | null;
  lastPageAt: number | null;
}

const stats: BuildStats = { pages: 0, listingPages: 0, firstListingAt: null, lastListingAt: null, firstPageAt: null, lastPageAt: null };
const every = Number(process.env.STORE_BUILD_PROGRESS ?? 0);
const statsFile = process.env.STORE_BUILD_STATS;
if (statsFile) process.once('exit', () => writeFileSync(statsFile, JSON.stringify(stats)));

export function notePageRendered(snapshot: Pick<StoreSnapshot, 'slug' | 'listings'>, pathname: string): void {
  if (!every && !statsFile) return;
  const now = performance.now();
  stats.pages++;
  stats.firstPageAt ??= now;
  stats.lastPageAt = now;
  if (pathname.startsWith('/listing/')) {
    stats.listingPages++;
    stats.firstListingAt ??= now;
    stats.lastListingAt = now;
  }
  if (every > 0 && stats.pages % every === 0) {
    console.log(`[${snapshot.slug}] pages rendered: ${stats.pages} (listing pages ${stats.listingPages}/${snapshot.listings.length})`);
  }
}
