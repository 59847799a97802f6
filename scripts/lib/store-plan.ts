import { existsSync } from 'node:fs';
import { readStoresList, STORES_FILE } from './deploy-config';
import { CLOUDFLARE_PLANS, type CloudflarePlan } from './file-limit';

/** A plan the build cannot know, or two that disagree: the build stops with this message. */
export class PlanError extends Error {}

/**
 * The Cloudflare plan a build checks its file count against: the store's `plan` in stores.json; for a
 * store not deployed from this repository (a fixture, a generated store) `--plan free|paid` (or
 * STORE_PLAN), else the Free plan's stricter limit. A plan that is neither value, or one asked for that
 * contradicts stores.json (a STORE_PLAN left in the shell), is refused, never guessed or preferred.
 */
export async function storePlan(slug: string, asked: string | true | undefined, file = STORES_FILE): Promise<{ plan: CloudflarePlan; from: string }> {
  const isPlan = (value: string | true): value is CloudflarePlan => CLOUDFLARE_PLANS.some((plan) => plan === value);
  if (asked !== undefined && !isPlan(asked)) {
    throw new PlanError(`--plan (or STORE_PLAN) must be "free" or "paid", not ${asked === true ? 'empty' : `"${asked}"`}`);
  }
  const stores = existsSync(file) ? await readStoresList(file).catch((error: unknown) => Promise.reject(new PlanError((error as Error).message))) : [];
  const entry = stores.find((e) => e.store === slug);
  if (entry && asked !== undefined && asked !== entry.plan) {
    throw new PlanError(`--plan (or STORE_PLAN) asks for the ${asked} plan, but ${file} says store "${slug}" is on the ${entry.plan} plan: change ${file}, or drop the option`);
  }
  if (entry) return { plan: entry.plan, from: file };
  if (asked !== undefined) return { plan: asked, from: 'asked for' };
  return { plan: 'free', from: `not in ${file}: the Free plan's limit` };
}
