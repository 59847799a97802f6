import { expireAbandonedCheckouts } from './checkout/expire';
import { pruneRateLimits } from './rate-limit/prune';

/**
 * Personal data the store no longer needs, forgotten by the cron Worker (workers/fulfilment) on every
 * run: abandoned checkouts and old rate-limit counters. It never throws: a failure here is logged and
 * must not keep the same run from handing orders to fulfilment.
 */
export async function forgetExpiredData(db: D1Database, now: Date): Promise<void> {
  try {
    const checkouts = await expireAbandonedCheckouts(db, now);
    const counters = await pruneRateLimits(db, now);
    if (checkouts.deleted + checkouts.blanked + counters > 0) console.log(JSON.stringify({ level: 'info', at: 'retention', ...checkouts, counters }));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', at: 'retention', message: error instanceof Error ? error.message : String(error) }));
  }
}
