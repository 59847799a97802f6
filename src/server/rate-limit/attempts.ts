import type { Context } from 'hono';
import type { Env } from '../env';
import { clientCounters } from './counters';
import { clientKey, countersHit, countsOf, windowOf } from './limit';
import { LIMITS, type LimitName } from './rules';

/**
 * A limit on failures: the client's attempt (and its /48's) is counted before the outcome is known, so
 * parallel attempts cannot all get through before the first failure is written, and given back once the
 * attempt succeeded (as the gate gives back a right code's). Past the limit 429, from this isolate's
 * memory once refused. Attempts in flight count until they end: a client with `max` of them at once
 * waits for one to end.
 */
export async function countAttempt(c: Context<Env>, name: LimitName, now = Date.now()): Promise<{ succeeded(): Promise<void> }> {
  const rule = LIMITS[name];
  const counters = clientCounters(`${name}:${clientKey(c.req)}`, rule.max, rule.windowSeconds);
  const hit = countersHit(c.env.DB, counters, now);
  hit.check(countsOf(await c.env.DB.batch<Record<string, unknown>>(hit.statements)));
  return {
    async succeeded() {
      const giveBack = 'UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?1 AND window_start = ?2';
      await c.env.DB.batch(counters.map((k) => c.env.DB.prepare(giveBack).bind(k.key, windowOf(now, k.windowSeconds).start)));
    },
  };
}
