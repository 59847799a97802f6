import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where one store's files live. Every store gets its own folders, so builds never disturb each other. */
export function storePaths(slug: string, preview = false) {
  const name = preview ? `${slug}-preview` : slug;
  const directory = resolve(process.env.STORE_DIR ?? `stores/${slug}`);
  return {
    name,
    /** The store directory (the platform's answers as files, plus the store's own files). */
    directory,
    hasDirectory: existsSync(directory),
    /** Working files of a build: the snapshot and the catalog SQL for D1. */
    work: resolve(`.build/${name}`),
    snapshot: resolve(`.build/${name}/snapshot.json`),
    catalogSql: resolve(`.build/${name}/catalog.sql`),
    /** The deployable site. */
    out: resolve(process.env.STORE_OUT_DIR ?? `dist/${name}`),
    /** Local D1 state of the store (wrangler --persist-to). */
    state: resolve(process.env.STORE_STATE_DIR ? `${process.env.STORE_STATE_DIR}/${name}` : `.wrangler/state/${name}`),
  };
}

export const STORE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
