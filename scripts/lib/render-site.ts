/** The render half of a store build: scripts/render-pages.ts in its own process, with its pace. */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { offlineEnv } from './run';
import type { storePaths } from './store-paths';

type Paths = ReturnType<typeof storePaths>;

/**
 * Progress and pace of a store's render, written by scripts/render-pages.ts and read by the build
 * and the build benchmark. Listing pages are timed apart: they are the bulk of a store and its
 * pages-per-second goal (docs/benchmarks.md).
 */
export interface BuildStats {
  pages: number;
  listingPages: number;
  /** performance.now() in the render process when the first and the last listing page were done. */
  firstListingAt: number | null;
  lastListingAt: number | null;
  firstPageAt: number | null;
  lastPageAt: number | null;
}

export interface RenderJob {
  renderer: string;
  /** The page record written by this render (scripts/lib/page-record.ts). */
  record: string;
  /** The last build's record: render only what changed. Null: render every page. */
  previous: string | null;
}

/**
 * Renders the store's pages into paths.out from its snapshot. `--heap-growing-percent=30`: V8
 * otherwise lets garbage pile up to a gigabyte and more before a full collection, while the renderer
 * keeps little alive (its code and the snapshot); this holds the process near 550 MB for a
 * 5,000-listing store at no cost in time (docs/benchmarks.md, "Build"), whatever the store's size.
 */
export function renderPages(paths: Paths, job: RenderJob): { done: Promise<BuildStats | null>; stop(): void } {
  const statsFile = statsFileOf(paths);
  const args = ['--heap-growing-percent=30', '--import', 'tsx', 'scripts/render-pages.ts', '--renderer', job.renderer, '--snapshot', paths.snapshot, '--out', paths.out, '--record', job.record, '--stats', statsFile];
  if (job.previous) args.push('--previous', job.previous);
  // React's production build, as `astro build` renders with (the development one is twice as slow).
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: offlineEnv({ NODE_ENV: 'production' }) });
  const done = new Promise<BuildStats | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(readBuildStats(statsFile));
      else reject(new Error(`rendering the pages exited with ${code ?? signal}`));
    });
  });
  // A build that failed beside it must not leave it writing pages and records.
  return { done, stop: () => child.kill() };
}

export function statsFileOf(paths: Paths): string {
  return join(paths.work, 'build-stats.json');
}

export async function readBuildStats(file: string): Promise<BuildStats | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BuildStats;
  } catch {
    return null;
  }
}

/** Listing pages per second, from the first listing page's start to the last one's. */
export function listingPagesPerSecond(stats: BuildStats): number | null {
  if (stats.firstListingAt === null || stats.lastListingAt === null || stats.listingPages < 2) return null;
  const seconds = (stats.lastListingAt - stats.firstListingAt) / 1000;
  return seconds > 0 ? (stats.listingPages - 1) / seconds : null;
}

/** "rendered 6887 pages; listing pages at 380/s" or "rendered 14 pages, 6873 unchanged" */
export function renderSummary(stats: (BuildStats & { kept?: number; removed?: number }) | null): string {
  if (!stats) return 'rendered the pages';
  const pace = listingPagesPerSecond(stats);
  const kept = stats.kept ? `, ${stats.kept} unchanged` : '';
  const removed = stats.removed ? `, ${stats.removed} removed` : '';
  return `rendered ${stats.pages} pages${kept}${removed}${pace === null ? '' : `; listing pages at ${pace.toFixed(0)}/s`}`;
}
