import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { clientKey, counterHit, hitStatement } from './limit';
import { LIMITS, type LimitName } from './rules';

/**
 * This request's hit on its client's `name` limit: the statement that counts it (to run alone or first
 * in a batch, as limitedOwnCheckout does) and the check of the count it returns, which past the limit
 * throws 429 with Retry-After in the error shape. A client this isolate already refused in this window
 * gets that 429 here, before any statement (counterHit).
 */
export function limitHit(c: Context<Env>, name: LimitName) {
  const rule = LIMITS[name];
  const key = `${name}:${clientKey(c.req)}`;
  const counter = counterHit(key, rule.max, rule.windowSeconds);
  return { statement: hitStatement(c.env.DB, key, counter.windowStart), check: counter.check };
}

/**
 * Counts the request against its client's limit; placed after the route's validator, so a malformed
 * request costs no D1 write, and before any other work.
 */
export function limited(name: LimitName): MiddlewareHandler<Env> {
  return async (c, next) => {
    const hit = limitHit(c, name);
    hit.check((await hit.statement.first<{ count: number }>())?.count);
    await next();
  };
}
