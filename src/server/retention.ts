import { expireAbandonedCheckouts } from './checkout/expire';
import { pruneRateLimits } from './rate-limit/prune';

/**
 * Personal data the store no longer needs, forgotten by the cron Worker on every run (a job of
 * src/server/cron.ts, which logs its report and keeps a failure here from stopping the other jobs):
 * abandoned checkouts and old rate-limit counters.
 */
export async function forgetExpiredData(db: D1Database, now: Date): Promise<{ deleted: number; blanked: number; counters: number }> {
  const checkouts = await expireAbandonedCheckouts(db, now);
  return { ...checkouts, counters: await pruneRateLimits(db, now) };
}
