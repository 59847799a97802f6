import { expireAbandonedCheckouts } from './checkout/expire';
import { forgetUnmatchedEvents } from './payments/webhooks/record';
import { pruneRateLimits } from './rate-limit/prune';

/**
 * Personal data the store no longer needs, forgotten by the cron Worker on every run (a job of
 * src/server/cron.ts, which logs its report and keeps a failure here from stopping the other jobs):
 * abandoned checkouts, old rate-limit counters and provider events that matched no payment for a week.
 */
export async function forgetExpiredData(db: D1Database, now: Date): Promise<{ deleted: number; blanked: number; counters: number; unmatchedEvents: number }> {
  const checkouts = await expireAbandonedCheckouts(db, now);
  return { ...checkouts, counters: await pruneRateLimits(db, now), unmatchedEvents: await forgetUnmatchedEvents(db, now) };
}
