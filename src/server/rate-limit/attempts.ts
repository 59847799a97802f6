import type { Context } from 'hono';
import type { Env } from '../env';
import { clientCounters } from './counters';
import { clientKey, counterStatements, countsOf, tooManyRequests, windowOf } from './limit';
import { giveBackStatement } from './upsert';
import { LIMITS, type LimitName } from './rules';

/**
 * A limit on failures: the client's attempt (and its /48's) is counted before the outcome is known, so
 * parallel attempts cannot all get through before the first failure is written, and given back unless
 * the attempt failed for certain (a success, an error or a timeout of the check are given back). A
 * request refused here is given back at once, and no refusal is remembered in the isolate: only
 * failures keep counting, so a client whose attempts succeed (PayPal's own deliveries) is held back
 * only while more than `max` of them are in flight at once, never for the rest of the window.
 */
export async function countAttempt(c: Context<Env>, name: LimitName, now = Date.now()): Promise<{ giveBack(): Promise<void> }> {
  const db = c.env.DB;
  const rule = LIMITS[name];
  const counters = clientCounters(`${name}:${clientKey(c.req)}`, rule.max, rule.windowSeconds).map((k) => {
    const window = windowOf(now, k.windowSeconds);
    return { ...k, windowStart: window.start, secondsLeft: window.secondsLeft };
  });
  const counts = countsOf(await db.batch<Record<string, unknown>>(counterStatements(db, counters)));
  // Only counters this attempt moved (a wider one is not counted while a narrower one is past its limit).
  const giveBack = async () => {
    const moved = counters.flatMap((k, i) => (counts[i] === undefined ? [] : [giveBackStatement(db, k.key, k.windowStart)]));
    if (moved.length) await db.batch(moved);
  };
  const over = counters.find((k, i) => (counts[i] ?? 0) > k.max);
  if (over) {
    await giveBack();
    throw tooManyRequests(over.secondsLeft);
  }
  return { giveBack };
}
