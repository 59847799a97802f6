import { Hono } from 'hono';
import type { Env } from '../env';
import { notFound } from '../errors/api-error';

/**
 * The baseline of the API load benchmark (scripts/bench/api-load.ts): one one-row D1 insert, the
 * cheapest write a route can do. Off unless the server runs with the binding BENCH_ROUTES=1 (only
 * the benchmark serves it so), so production never has a public write route for anyone to fill.
 */
export const benchRoutes = new Hono<Env>().post('/v1/bench/insert', async (c) => {
  if (c.env.BENCH_ROUTES !== '1') throw notFound('route');
  await c.env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)')
    .bind(`bench:${crypto.randomUUID()}`, Math.floor(Date.now() / 1000))
    .run();
  return c.json({ data: { ok: true } }, 201);
});
