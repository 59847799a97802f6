import type { Context } from 'hono';
import type { Env } from '../env';
import { clientCounters, guardedHitStatement } from './counters';
import { clientKey, countsOf, hitStatement, tooManyRequests, windowOf } from './limit';
import { LIMITS, type LimitName } from './rules';

const GIVE_BACK = 'UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?1 AND window_start = ?2';

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
  const counters = clientCounters(`${name}:${clientKey(c.req)}`, rule.max, rule.windowSeconds);
  const windows = counters.map((k) => windowOf(now, k.windowSeconds));
  const statements = counters.map((k, i) =>
    i === 0 ? hitStatement(db, k.key, windows[0]!.start) : guardedHitStatement(db, k.key, windows[i]!.start, counters.slice(0, i).map((n, j) => ({ key: n.key, max: n.max, windowStart: windows[j]!.start }))),
  );
  const counts = countsOf(await db.batch<Record<string, unknown>>(statements));
  // Only counters this attempt moved (a wider one is not counted while a narrower one is past its limit).
  const giveBack = async () => {
    const moved = counters.flatMap((k, i) => (counts[i] === undefined ? [] : [db.prepare(GIVE_BACK).bind(k.key, windows[i]!.start)]));
    if (moved.length) await db.batch(moved);
  };
  const over = counters.findIndex((k, i) => (counts[i] ?? 0) > k.max);
  if (over >= 0) {
    await giveBack();
    throw tooManyRequests(windows[over]!.secondsLeft);
  }
  return { giveBack };
}
