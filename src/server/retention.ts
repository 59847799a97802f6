import { expireAbandonedCheckouts } from './checkout/expire';
import { forgetSentMail } from './mail/forget';
import { forgetUnmatchedEvents } from './payments/webhooks/record';
import { pruneRateLimits } from './rate-limit/prune';

/**
 * Personal data the store no longer needs, forgotten by the cron Worker on every run (a job of
 * src/server/cron.ts, which logs its report and keeps a failure here from stopping the other jobs):
 * abandoned checkouts, old rate-limit counters, provider events that matched no payment for a week, and
 * the address and body of mail sent a month ago (`mail`: how many mails were blanked).
 */
export async function forgetExpiredData(db: D1Database, now: Date): Promise<{ deleted: number; blanked: number; counters: number; unmatchedEvents: number; mail: number }> {
  const checkouts = await expireAbandonedCheckouts(db, now);
  return { ...checkouts, counters: await pruneRateLimits(db, now), unmatchedEvents: await forgetUnmatchedEvents(db, now), mail: await forgetSentMail(db, now) };
}
