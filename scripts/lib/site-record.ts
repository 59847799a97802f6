/**
 * Whether a build starts from the store's last build, and the record that makes that safe: after a
 * build succeeds, .build/<name>/site-<folder>.json holds what its site was made with (the renderer and the
 * store's own files) and the inputs of every page. A build removes the record before it touches the
 * site and writes it back only when the site is whole again, so a build that fails midway is
 * followed by a full one.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { clearOutput } from './build-steps';
import { mergeRecord, readPageRecord, type PageRecord } from './page-record';
import { shardFile } from './snapshot-shards';
import type { storePaths } from './store-paths';

type Paths = ReturnType<typeof storePaths>;

interface SiteRecord extends PageRecord {
  key: string;
  /** The site's folder, relative to the project. */
  out: string;
}

/**
 * What every page is made of besides the snapshot: the renderer, the store's own public files (the
 * login page lists them) and the preview theme key (in every page of a preview build). Anything else
 * a page reads is in its inputs (src/catalog/page-inputs.ts).
 */
export async function siteKey(rendererKey: string, publicDir: string | null): Promise<string> {
  const hash = createHash('sha256').update(rendererKey).update(`\0${process.env.PREVIEW_THEME_KEY?.trim() ?? ''}\0`);
  if (publicDir) {
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    for (const file of entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort()) {
      hash.update(`${file.slice(publicDir.length)}\0`).update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export async function startSite(paths: Paths, key: string, full: boolean) {
  // Relative to the project: a cache restores the build into another checkout (.github/workflows/stores.yml).
  const out = relative(process.cwd(), paths.out);
  // A record per site folder: the local build (dist/<name>) and the deploy build of the same store
  // each build on their own last build.
  const site = createHash('sha256').update(out).digest('hex').slice(0, 8);
  const recordFile = join(paths.work, `site-${site}.json`);
  const previous = join(paths.work, `site-${site}.previous.json`);
  const next = join(paths.work, `pages-${site}.next.json`);
  const record = readPageRecord(recordFile) as SiteRecord | null;
  const why = full
    ? 'asked with --full'
    : !record
        ? 'no record of an earlier build'
        : record.key !== key
          ? 'the code, a dependency or the store\'s own files changed'
          : record.out !== out || !existsSync(paths.out)
            ? 'the last build\'s site is not there'
            : null;
  // A render writes a part per shard (scripts/lib/snapshot-shards.ts).
  const clearNext = async () => {
    for (const name of await readdir(paths.work)) if (name.startsWith(`pages-${site}.next`)) await rm(join(paths.work, name), { force: true });
  };
  await clearNext();
  if (why === null) {
    await rename(recordFile, previous);
  } else {
    await Promise.all([rm(recordFile, { force: true }), rm(previous, { force: true }), clearOutput(paths.out)]);
  }
  return {
    incremental: why === null,
    why,
    previous: why === null ? previous : null,
    next,
    /** What the render wrote (its pages, their inputs and inline scripts), over all its shards. */
    rendered(shards: number): PageRecord {
      const record: PageRecord = { pages: {}, inline: {} };
      for (let index = 0; index < shards; index++) {
        const file = shardFile(next, { index, of: shards });
        const part = readPageRecord(file);
        if (!part) throw new Error(`${file} is missing: the pages did not render`);
        mergeRecord(record, part);
      }
      return record;
    },
    /** The site is whole: record it for the next build. */
    async complete(pages: PageRecord): Promise<void> {
      await writeFile(`${recordFile}.part`, JSON.stringify({ key, out, ...pages } satisfies SiteRecord));
      await rename(`${recordFile}.part`, recordFile);
      await Promise.all([rm(previous, { force: true }), clearNext()]);
    },
  };
}
