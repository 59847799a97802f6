import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { clientKey, rateLimit } from './limit';
import { LIMITS, type LimitName } from './rules';

/**
 * Counts the request against its client's limit; placed after the route's validator, so a malformed
 * request costs no D1 write, and before any other work. Past the limit it answers 429 with
 * Retry-After in the error shape.
 */
export function limited(name: LimitName): MiddlewareHandler<Env> {
  return async (c, next) => {
    const rule = LIMITS[name];
    await rateLimit(c.env.DB, `${name}:${clientKey(c.req)}`, rule.max, rule.windowSeconds);
    await next();
  };
}
