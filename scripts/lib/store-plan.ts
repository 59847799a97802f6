import { existsSync } from 'node:fs';
import { readStoresList, STORES_FILE } from './deploy-config';
import type { CloudflarePlan } from './file-limit';

/** A plan the build cannot know: the build stops with this message. */
export class PlanError extends Error {}

/**
 * The Cloudflare plan a build checks its file count against: `--plan free|paid` (or STORE_PLAN), else the
 * store's `plan` in stores.json, else the Free plan's stricter limit for a store that is not deployed from
 * this repository (a fixture or a generated store). A plan that is neither is refused, never guessed.
 */
export async function storePlan(slug: string, asked: string | true | undefined, file = STORES_FILE): Promise<{ plan: CloudflarePlan; from: string }> {
  if (asked !== undefined) {
    if (asked === 'free' || asked === 'paid') return { plan: asked, from: 'asked for' };
    throw new PlanError(`--plan (or STORE_PLAN) must be "free" or "paid", not ${asked === true ? 'empty' : `"${asked}"`}`);
  }
  const stores = existsSync(file) ? await readStoresList(file).catch((error: unknown) => Promise.reject(new PlanError((error as Error).message))) : [];
  const entry = stores.find((e) => e.store === slug);
  if (entry) return { plan: entry.plan, from: file };
  return { plan: 'free', from: `not in ${file}: the Free plan's limit` };
}
