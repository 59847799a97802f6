import { wideKey } from './network';
import { counterUpsert } from './upsert';

/** One fixed-window counter a request moves: its key in rate_limits and its limit. */
export interface Counter {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * How many clients' worth a whole IPv6 /48 may use: room for a site with a few busy networks (an office
 * on several /64s), while a script rotating through the /48's 65,536 /64s gets 4 clients' worth instead
 * of 65,536 (docs/security.md, "Rate limits").
 */
export const WIDE_FACTOR = 4;

/** A client's counter (`key` names its IPv4 address or IPv6 /64) and, for a /64, its /48's. */
export function clientCounters(key: string, max: number, windowSeconds: number): Counter[] {
  const wide = wideKey(key);
  return wide ? [{ key, max, windowSeconds }, { key: wide, max: max * WIDE_FACTOR, windowSeconds }] : [{ key, max, windowSeconds }];
}

/** A counter batched after `counter`, with the start of its current window. */
export interface Narrower {
  key: string;
  max: number;
  windowStart: number;
}

/**
 * A wider counter's hit (a /48's, a store's), run after the narrower ones in one batch: it counts only
 * while each narrower counter is within its limit in its current window, as the gate's store counter
 * does, so one client past its own limit cannot use up the allowance of its neighbours or of the store.
 * Returns `count`, or no row when a narrower counter is past its limit (the request is refused anyway).
 */
export function guardedHitStatement(db: D1Database, key: string, windowStart: number, narrower: Narrower[]): D1PreparedStatement {
  const within = narrower.map((_, i) => `COALESCE((SELECT count FROM rate_limits WHERE key = ?${3 + 3 * i} AND window_start = ?${4 + 3 * i}), 0) <= ?${5 + 3 * i}`);
  return db
    .prepare(
      counterUpsert(within.join(' AND ') || '1'),
    )
    .bind(key, windowStart, ...narrower.flatMap((n) => [n.key, n.windowStart, n.max]));
}
