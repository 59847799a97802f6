/**
 * The one statement every fixed-window counter moves by (rate_limits: key ?1, window start ?2): the row
 * is incremented, or started afresh when its window has ended, and its new count returned atomically, so
 * two requests can never both see the old count. `when` is SQL that must hold for the request to count
 * (a narrower counter within its limit, an address with orders to mail): no row comes back otherwise.
 */
export const counterUpsert = (when = '1'): string => `INSERT INTO rate_limits (key, window_start, count)
  SELECT ?1, ?2, 1 WHERE ${when}
  ON CONFLICT (key) DO UPDATE SET count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END, window_start = ?2
  RETURNING count`;

/** A hit given back (a right access code, a genuine delivery): the counter's current window only, never below 0. */
export const giveBackStatement = (db: D1Database, key: string, windowStart: number): D1PreparedStatement =>
  db.prepare('UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?1 AND window_start = ?2').bind(key, windowStart);
