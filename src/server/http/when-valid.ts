import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { Env } from '../env';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Runs `guards` (rate limits, ownership) only for a request its route would accept: a body or query
 * that `schema` parses. Anything else goes straight on to the route, whose own validator refuses it
 * without a D1 write, so garbage costs nothing and counts nothing. For `.use()` in front of a route.
 */
export function whenValid(where: 'json' | 'query', schema: ZodType, ...guards: MiddlewareHandler<Env>[]): MiddlewareHandler<Env> {
  return async (c, next) => {
    const input: unknown =
      where === 'query' ? c.req.query() : JSON_TYPE.test(c.req.header('content-type') ?? '') ? await c.req.json().catch(() => undefined) : undefined;
    if (input === undefined || !schema.safeParse(input).success) return next();
    const run = async (i: number): Promise<void> => {
      const guard = guards[i];
      if (guard) await guard(c, () => run(i + 1));
      else await next();
    };
    await run(0);
  };
}
