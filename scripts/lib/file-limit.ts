import { readdir } from 'node:fs/promises';
import { DEPLOY_LIMITS } from './deploy-checks';

/**
 * Cloudflare Pages takes at most 20,000 files per deployment (Free plan, docs/deploy.md): a store
 * whose site has more cannot be deployed at all, so its build fails, naming the store, the count and
 * the limit, rather than its deploy failing later with an upload error.
 */
export class FileLimitError extends Error {}

/** The files under `dir`, at any depth (folders themselves are not files Pages uploads). */
export async function countFiles(dir: string): Promise<number> {
  return (await countSiteFiles(dir)).files;
}

/** The files under `dir` and how many of them are HTML pages (the build benchmark reports both). */
export async function countSiteFiles(dir: string): Promise<{ files: number; pages: number }> {
  let files = 0;
  let pages = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    if (entry.name.endsWith('.html')) pages++;
  }
  return { files, pages };
}

/** Throws a FileLimitError when a store's site has more files than one Pages deployment takes. */
export function assertWithinFileLimit(store: string, files: number, limit: number = DEPLOY_LIMITS.pagesFiles): void {
  if (files <= limit) return;
  const n = (x: number) => x.toLocaleString('en-US');
  throw new FileLimitError(
    `Store "${store}" builds to ${n(files)} files, over Cloudflare Pages' limit of ${n(limit)} files per deployment: it cannot be deployed. ` +
    'See docs/decisions.md, "Catalog files at scale".',
  );
}
