import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { clientCounters } from './counters';
import { clientKey, countersHit, countsOf } from './limit';
import { LIMITS, type LimitName } from './rules';

/**
 * This request's hit on its client's `name` limit, with the client's IPv6 /48 (./counters.ts) and, when
 * `store` is given, that store-wide ceiling: `statements` to batch in this order and `checkAll` of the
 * counts they return, which past a limit throws 429 with Retry-After in the error shape. A counter this
 * isolate already refused in this window gets that 429 here, before any statement (countersHit).
 */
export function limitHit(c: Context<Env>, name: LimitName, store?: LimitName) {
  const rule = LIMITS[name];
  const counters = clientCounters(`${name}:${clientKey(c.req)}`, rule.max, rule.windowSeconds);
  if (store) counters.push({ key: store, ...LIMITS[store] });
  const hit = countersHit(c.env.DB, counters);
  return {
    statements: hit.statements,
    checkAll: hit.check,
  };
}

/**
 * Counts the request against its client's limit (and `store`'s ceiling) in one D1 batch; placed after
 * the route's validator, so a malformed request costs no D1 write, and before any other work.
 */
export function limited(name: LimitName, store?: LimitName): MiddlewareHandler<Env> {
  return async (c, next) => {
    const hit = limitHit(c, name, store);
    hit.checkAll(countsOf(await c.env.DB.batch<Record<string, unknown>>(hit.statements)));
    await next();
  };
}
