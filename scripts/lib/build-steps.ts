/** The steps of scripts/build-store.ts: where a store comes from, and the files a build writes. */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CatalogSource } from '../../src/catalog/sources/source';
import { directorySource } from '../../src/catalog/sources/directory';
import { httpSource } from '../../src/catalog/sources/http';
import type { storePaths } from './store-paths';

type Paths = ReturnType<typeof storePaths>;
type Log = (message: string) => void;

/** The platform when PLATFORM_API_URL is set, otherwise the store directory; and the store's own files. */
export function catalogSource(slug: string, paths: Paths, log: Log): { source: CatalogSource; storeFilesDir: string | null } {
  if (process.env.PLATFORM_API_URL) {
    const source = httpSource({ api: process.env.PLATFORM_API_URL, theme: process.env.THEME_API_URL, productCache: process.env.PRODUCT_CACHE_URL });
    // The storefront's own files for a platform store: a settings folder (decisions 1).
    const settingsDir = process.env.STORE_SETTINGS_DIR ? join(process.env.STORE_SETTINGS_DIR, slug) : paths.directory;
    log(`pulling from ${process.env.PLATFORM_API_URL}`);
    return { source, storeFilesDir: existsSync(settingsDir) ? settingsDir : null };
  }
  if (!paths.hasDirectory) throw new Error(`No store directory at ${paths.directory} and PLATFORM_API_URL is not set`);
  log(`pulling from ${paths.directory}`);
  return { source: directorySource(paths.directory), storeFilesDir: paths.directory };
}

/**
 * Moves the last build's site out of the way at once and deletes it in the background: deleting
 * 20,000 files takes a second or more, which Astro would otherwise spend emptying its output folder.
 */
export async function clearOutput(out: string): Promise<void> {
  const old = `${out}.old-${process.pid}`;
  try {
    await rename(out, old);
  } catch {
    // nothing built there yet
  }
  // This one, and any a build that failed midway left behind (no dist/ at all in a fresh clone).
  await mkdir(dirname(out), { recursive: true });
  const leftovers = (await readdir(dirname(out))).filter((name) => name.startsWith(`${basename(out)}.old-`));
  for (const name of leftovers) void rm(join(dirname(out), name), { recursive: true, force: true });
}

/**
 * A full garbage collection, once the snapshot is no longer needed here: this process would
 * otherwise keep its heap at its peak while the render processes work beside it.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
