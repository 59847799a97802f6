import { ApiError } from '../errors/api-error';

/**
 * A fixed-window counter in D1: returns how many hits `key` has in the current window, this one
 * included. One statement, so concurrent hits cannot both read a stale count.
 */
export async function hit(db: D1Database, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END, window_start = ?2
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 1;
}

export async function rateLimit(db: D1Database, key: string, max: number, windowSeconds: number): Promise<void> {
  if ((await hit(db, key, windowSeconds)) > max) {
    throw new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.', undefined, { 'Retry-After': String(windowSeconds) });
  }
}

/** The client's address as Cloudflare reports it; local requests have none. */
export function clientKey(req: { header(name: string): string | undefined }): string {
  return req.header('cf-connecting-ip') ?? req.header('x-real-ip') ?? 'local';
}
