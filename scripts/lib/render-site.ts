/** The render half of a store build: scripts/render-pages.ts in one or two processes (scripts/lib/snapshot-shards.ts), with its pace. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { offlineEnv } from './run';
import { shardFile, shardsOfProcess, type ShardPlan } from './snapshot-shards';
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
  /** Catalog JSON files written (the others were unchanged). */
  catalogFiles: number;
  /** When (ms since the epoch, performance.timeOrigin + now()) the first and the last listing page were done. */
  firstListingAt: number | null;
  lastListingAt: number | null;
  firstPageAt: number | null;
  lastPageAt: number | null;
}

export interface RenderJob {
  renderer: string;
  /** scripts/render-pages.ts bundled (scripts/lib/child-scripts.ts). */
  script: string;
  /** The page record written by this render (scripts/lib/page-record.ts). */
  record: string;
  /** The last build's record: render only what changed. Null: render every page. */
  previous: string | null;
  /** Shards of the snapshot and the processes that render them (scripts/lib/snapshot-shards.ts). */
  shards: ShardPlan;
  /** Parts of the D1 import's upserts (scripts/lib/pull-process.ts Pulled): when any, each render process writes its shards'. */
  importParts: number;
}

type Stats = BuildStats & { kept?: number; removed?: number };

/** A render process started ahead of its orders: it loads the renderer while the store is pulled. */
export interface WarmRender {
  child: ChildProcess;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

// React's production build, as `astro build` renders with (the development one is twice as slow).
const RENDER_FLAGS = ['--heap-growing-percent=45'];

function startRender(script: string, args: string[], ipc: boolean): WarmRender {
  const child = spawn(process.execPath, [...RENDER_FLAGS, script, ...args], { stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit', env: offlineEnv({ NODE_ENV: 'production' }) });
  // Noted from the start: a warm process can end before the build gives it its orders.
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  ended.catch(() => {}); // seen where the process is used
  return { child, ended };
}

/**
 * `count` render processes started before the store is pulled, when its renderer is there already:
 * loading it (about 1.2 s of each process) overlaps the pull. renderPages gives them their orders;
 * those it does not need are stopped.
 */
export function warmRenderers(script: string, renderer: string, count: number): WarmRender[] {
  return Array.from({ length: count }, () => startRender(script, ['--renderer', renderer, '--wait'], true));
}

/**
 * Renders the store's pages into paths.out from its snapshot, in the warm processes first (their
 * renderer and script must be the job's). `--heap-growing-percent=45`: V8
 * otherwise lets garbage pile up to a gigabyte and more before a full collection, while the renderer
 * keeps little alive (its code and its shard), whatever the store's size. 45, not 30 (session 19):
 * back to back on the 50,000-listing store, 30 rendered 413 listing pages/s and peaked at 1,688 MiB,
 * 45 rendered 494/s at 1,772 MiB (a full collection marks the whole shard, so fewer of them is faster).
 */
export function renderPages(paths: Paths, job: RenderJob, warm: WarmRender[] = []): { done: Promise<Stats | null>; stop(): void } {
  const statsFile = statsFileOf(paths);
  const { processes } = job.shards;
  for (const spare of warm.slice(processes)) spare.child.kill();
  const children = Array.from({ length: processes }, (_, index) => {
    const part = { index, of: processes };
    const shards = `${shardsOfProcess(index, job.shards).join(',')}/${job.shards.shards}`;
    const args = ['--snapshot', paths.snapshot, '--shards', shards, '--process', `${index}/${processes}`, '--out', paths.out, '--record', job.record, '--stats', statsFile];
    if (job.previous) args.push('--previous', job.previous);
    // The shards' parts of the D1 import, when the pull process does not write it whole (a large store).
    if (job.importParts > 0) args.push('--sql', paths.catalogSql);
    const ready = warm[index];
    if (ready) ready.child.send({ args }, () => {}); // a process that has ended is seen below
    const { child, ended } = ready ?? startRender(job.script, ['--renderer', job.renderer, ...args], false);
    const done = ended.then(async ({ code, signal }) => {
      if (code === 0) return readBuildStats(shardFile(statsFile, part));
      throw new Error(`rendering the pages${processes > 1 ? ` (process ${index + 1} of ${processes})` : ''} exited with ${code ?? signal}`);
    });
    return { child, done };
  });
  // A build that failed beside them, or one process that failed, must not leave the others writing pages and records.
  const stop = () => children.forEach(({ child }) => child.kill());
  const done = Promise.all(children.map((c) => c.done)).then(
    async (parts) => {
      const stats = mergeStats(parts);
      // Where the benchmarks read a build's stats (each shard wrote its own part).
      if (stats && processes > 1) await writeFile(statsFile, JSON.stringify(stats));
      return stats;
    },
    (error: unknown) => {
      stop();
      throw error;
    },
  );
  return { done, stop };
}

/** The shards' stats as one render's: counts added, the first and last pages over all of them. */
function mergeStats(parts: (Stats | null)[]): Stats | null {
  if (parts.some((part) => part === null)) return null;
  const all = parts as Stats[];
  const at = (pick: (s: Stats) => number | null, which: (...n: number[]) => number) => {
    const times = all.map(pick).filter((t): t is number => t !== null);
    return times.length ? which(...times) : null;
  };
  const sum = (pick: (s: Stats) => number | undefined) => all.reduce((total, s) => total + (pick(s) ?? 0), 0);
  return {
    pages: sum((s) => s.pages),
    listingPages: sum((s) => s.listingPages),
    catalogFiles: sum((s) => s.catalogFiles),
    firstListingAt: at((s) => s.firstListingAt, Math.min),
    lastListingAt: at((s) => s.lastListingAt, Math.max),
    firstPageAt: at((s) => s.firstPageAt, Math.min),
    lastPageAt: at((s) => s.lastPageAt, Math.max),
    kept: sum((s) => s.kept),
    removed: sum((s) => s.removed),
  };
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
export function renderSummary(stats: Stats | null): string {
  if (!stats) return 'rendered the pages';
  const pace = listingPagesPerSecond(stats);
  const kept = stats.kept ? `, ${stats.kept} unchanged` : '';
  const removed = stats.removed ? `, ${stats.removed} removed` : '';
  return `rendered ${stats.pages} pages${kept}${removed}${pace === null ? '' : `; listing pages at ${pace.toFixed(0)}/s`}; wrote ${stats.catalogFiles} changed catalog JSON files`;
}
