/** The steps of scripts/build-store.ts: where a store comes from, and the files a build writes. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
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
 * Moves the last build's site out of the way at once, under a name no other build uses;
 * removeOldSites deletes it once the build is done.
 */
export async function clearOutput(out: string): Promise<void> {
  // No dist/ at all in a fresh clone.
  await mkdir(dirname(out), { recursive: true });
  try {
    await rename(out, `${out}.old-${process.pid}-${Date.now()}`);
  } catch (error) {
    // Nothing built there yet; anything else would leave the last site's pages under the new one.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Deletes the sites clearOutput moved aside (this build's, and any a failed build left), in a process
 * at the lowest priority. Not while the pages render: removing a 5,000-listing site beside the render
 * slowed it from 370 to 235 listing pages/s, and removing a 50,000-listing one in this process took
 * its file system threads for half a minute. Locally it outlives the build; in CI (`CI` set) the build
 * waits for it, or the Actions cache (.github/workflows/stores.yml) could save a half-deleted site.
 */
export async function removeOldSites(out: string): Promise<void> {
  const leftovers = (await readdir(dirname(out))).filter((name) => name.startsWith(`${basename(out)}.old-`));
  const wait = Boolean(process.env.CI);
  await Promise.all(leftovers.map((name) => new Promise<void>((resolve) => {
    const child = spawn('nice', ['-n', '19', 'rm', '-rf', join(dirname(out), name)], { detached: !wait, stdio: 'ignore' });
    // Not there (another system): the old site stays until a later build removes it.
    child.on('error', (error) => {
      console.warn(`could not remove ${name}: ${error.message}`);
      resolve();
    });
    if (wait) child.on('close', () => resolve());
    else {
      child.unref();
      resolve();
    }
  })));
}
