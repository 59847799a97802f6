/**
 * Rate-limit counters are keyed by client address (personal data) and useless once their window is
 * over: the longest window is an hour, so counters a day old are deleted.
 */
export async function pruneRateLimits(db: D1Database, now: Date): Promise<number> {
  const before = Math.floor(now.getTime() / 1000) - 86_400;
  const result = await db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(before).run();
  return result.meta.changes ?? 0;
}
