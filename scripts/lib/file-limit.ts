import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * Cloudflare Pages takes at most 20,000 files per deployment on the Free plan and 100,000 on a paid
 * plan (docs/deploy.md): a store whose site has more cannot be deployed at all, so its build fails,
 * naming the store, the count, the plan and its limit, rather than its deploy failing later with an
 * upload error. The plan is each store's in stores.json (scripts/lib/store-plan.ts).
 */
export class FileLimitError extends Error {}

/** The plans, once: stores.json's schema, --plan and the limits below all read this list. */
export const CLOUDFLARE_PLANS = ['free', 'paid'] as const;
export type CloudflarePlan = (typeof CLOUDFLARE_PLANS)[number];

export const PAGES_FILE_LIMITS: Record<CloudflarePlan, number> = { free: 20_000, paid: 100_000 };

const PLAN_NAMES: Record<CloudflarePlan, string> = { free: 'Free plan', paid: 'paid plan' };

/** The files under `dir`, at any depth (folders themselves are not files Pages uploads). */
export async function countFiles(dir: string): Promise<number> {
  return (await countSiteFiles(dir)).files;
}

/** Every file under `dir`, relative to it. */
export async function siteFileList(dir: string): Promise<string[]> {
  // In one go: a listing's page has a folder of its own, and a 5,000-listing site's walk took
  // 0.15-0.4 s through the thread pool against 0.05 s here, at the end of a rebuild.
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
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

const n = (x: number) => x.toLocaleString('en-US');

function refusal(store: string, what: string, plan: CloudflarePlan): FileLimitError {
  const limit = PAGES_FILE_LIMITS[plan];
  const paid = plan === 'free' ? ` A paid plan takes ${n(PAGES_FILE_LIMITS.paid)} ("plan": "paid" in stores.json).` : '';
  return new FileLimitError(
    `Store "${store}" ${what}, over Cloudflare Pages' limit of ${n(limit)} files per deployment on the ${PLAN_NAMES[plan]}: it cannot be deployed.${paid} ` +
    'See docs/decisions.md, "Catalog files at scale".',
  );
}

/** Throws a FileLimitError when a store's built site has more files than one deployment on its plan takes. */
export function assertWithinFileLimit(store: string, files: number, plan: CloudflarePlan = 'free'): void {
  if (files > PAGES_FILE_LIMITS[plan]) throw refusal(store, `builds to ${n(files)} files`, plan);
}

/**
 * Before rendering: every listing of a build is one page of its own (src/pages/listing/[slug].astro),
 * and the catalog JSON files are known from the snapshot (static-json.ts catalogFileCount). A store
 * whose listing pages and catalog files alone are over its plan's limit cannot fit whatever else it
 * has; it fails before Astro renders anything.
 */
export function assertSiteFits(store: string, listings: number, catalogFiles: number, plan: CloudflarePlan = 'free'): void {
  const atLeast = listings + catalogFiles;
  if (atLeast > PAGES_FILE_LIMITS[plan]) throw refusal(store, `has ${n(listings)} listings to render, one page each, and ${n(catalogFiles)} catalog files to write: at least ${n(atLeast)} files`, plan);
}
