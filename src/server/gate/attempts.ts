import { hit } from '../rate-limit/limit';

export const WINDOW_SECONDS = 15 * 60;
/** Wrong codes allowed per client and window before every attempt, right or wrong, is refused. */
export const MAX_FAILURES = 10;
/** Wrong codes answered at once before each further one is slowed down. */
export const FREE_FAILURES = 3;

const key = (client: string) => `gate:${client}`;

/** Wrong attempts of a client in the current window. */
export async function failures(db: D1Database, client: string, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
  const row = await db.prepare('SELECT count FROM rate_limits WHERE key = ?1 AND window_start = ?2').bind(key(client), windowStart).first<{ count: number }>();
  return row?.count ?? 0;
}

export function recordFailure(db: D1Database, client: string): Promise<number> {
  return hit(db, key(client), WINDOW_SECONDS);
}

/** The wait before answering a wrong code: none for the first few, then doubling, capped at 16 base units. */
export function delayFor(failureCount: number, baseMs: number): number {
  if (failureCount <= FREE_FAILURES) return 0;
  return Math.min(baseMs * 2 ** (failureCount - FREE_FAILURES - 1), baseMs * 16);
}
