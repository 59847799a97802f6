/** The Astro half of a store build: `astro build` in its own process, with its progress and pace. */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildStats } from '../../src/lib/build-progress';
import { bin, offlineEnv } from './run';
import type { storePaths } from './store-paths';

type Paths = ReturnType<typeof storePaths>;

/** A line of progress every this many rendered pages. */
const PROGRESS_EVERY = 1000;

export interface Rendering {
  /** Settles when Astro has written the site (rejects when it fails). */
  done: Promise<BuildStats | null>;
  /** Ends the Astro process: the pull failed, there is nothing to render. */
  stop(): void;
}

/**
 * Starts `astro build` into paths.out before the store is pulled: Vite bundles the site's code (a
 * fixed 5 s or so) while the pull runs, and the pages wait for the snapshot file (src/catalog/load.ts).
 *
 * `--heap-growing-percent=30`: V8 otherwise lets garbage pile up to a gigabyte and more before a full
 * collection, while the build keeps little alive (its code, Vite's module graph, the snapshot). Letting
 * the heap grow 30% past what is alive holds the process near 550 MB for a 5,000-listing store at no
 * cost in time (docs/benchmarks.md, "Build"), whatever the store's size.
 */
export function startRender(paths: Paths, statsFile: string): Rendering {
  const child = spawn(process.execPath, ['--heap-growing-percent=30', bin.astro, 'build', '--silent'], {
    stdio: 'inherit',
    env: offlineEnv({
      STORE_SNAPSHOT: paths.snapshot,
      STORE_SNAPSHOT_WAIT: '1',
      STORE_OUT_DIR: paths.out,
      STORE_BUILD_PROGRESS: String(PROGRESS_EVERY),
      STORE_BUILD_STATS: statsFile,
    }),
  });
  const done = new Promise<BuildStats | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(readBuildStats(statsFile));
      else reject(new Error(`astro build exited with ${code ?? signal}`));
    });
  });
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

/** "rendered 6887 pages; listing pages at 380/s" */
export function renderSummary(stats: BuildStats | null): string {
  if (!stats) return 'rendered the pages';
  const pace = listingPagesPerSecond(stats);
  return `rendered ${stats.pages} pages${pace === null ? '' : `; listing pages at ${pace.toFixed(0)}/s`}`;
}
