import { ApiError } from '../errors/api-error';
import { clientCounters, guardedHitStatement, type Counter } from './counters';
import { clientNetwork } from './network';
import { isRefused, rememberRefused } from './refused';
import { counterUpsert } from './upsert';

/** The fixed window `now` falls in: its start (unix seconds) and the seconds left until the next one. */
export function windowOf(now: number, windowSeconds: number): { start: number; secondsLeft: number } {
  const start = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  return { start, secondsLeft: Math.max(1, Math.ceil(start + windowSeconds - now / 1000)) };
}

/**
 * A fixed-window counter in D1: returns how many hits `key` has in the current window, this one
 * included. One statement, so concurrent hits cannot both read a stale count.
 */
export async function hit(db: D1Database, key: string, windowSeconds: number, now = Date.now()): Promise<number> {
  const row = await hitStatement(db, key, windowOf(now, windowSeconds).start).first<{ count: number }>();
  return row?.count ?? 1;
}

/** The counter's one statement (for a `db.batch` of several counters, as the gate's): returns `count`. */
export function hitStatement(db: D1Database, key: string, windowStart: number): D1PreparedStatement {
  return db
    .prepare(
      counterUpsert(),
    )
    .bind(key, windowStart);
}

/** 429 in the error shape, with the seconds until the window ends in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.', undefined, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * A counter's hit for work nobody is answered about (after the response): `refused` when this isolate
 * already saw `key` refused in this window (skip the work, no D1 write, ./refused.ts); `allows` judges
 * the count the counter's statement returned and remembers a refusal.
 */
export function quietCounter(key: string, max: number, windowSeconds: number, now = Date.now()) {
  const window = windowOf(now, windowSeconds);
  const end = window.start + windowSeconds;
  return {
    windowStart: window.start,
    secondsLeft: window.secondsLeft,
    refused: isRefused(key, end),
    allows(count: number | undefined): boolean {
      if ((count ?? 1) <= max) return true;
      rememberRefused(key, end, now / 1000);
      return false;
    },
  };
}

/**
 * One hit on `key`'s counter, before it is counted: a key this isolate already saw refused in this
 * window is refused here, without a D1 write (./refused.ts). Otherwise `check` judges the count the
 * counter's statement returns: past `max` it remembers the refusal and throws 429 with Retry-After.
 */
export function counterHit(key: string, max: number, windowSeconds: number, now = Date.now()) {
  const counter = quietCounter(key, max, windowSeconds, now);
  if (counter.refused) throw tooManyRequests(counter.secondsLeft);
  return {
    windowStart: counter.windowStart,
    check(count: number | undefined): void {
      if (!counter.allows(count)) throw tooManyRequests(counter.secondsLeft);
    },
  };
}

/**
 * One hit on several counters in one D1 batch, narrowest first (a client's own, its /48's, a store's
 * ceiling): refused from this isolate's memory, before any statement, when one of them is (./refused.ts).
 * Otherwise `statements` to batch in this order (each wider one counts only while the narrower ones are
 * within their limits, ./counters.ts) and `check` of the counts they return, which remembers a refusal
 * and throws 429 with that counter's Retry-After for the first one past its limit.
 */
export function countersHit(db: D1Database, counters: Counter[], now = Date.now()) {
  const hits = counters.map((c) => ({ ...c, ...quietCounter(c.key, c.max, c.windowSeconds, now) }));
  const refused = hits.find((h) => h.refused);
  if (refused) throw tooManyRequests(refused.secondsLeft);
  return {
    statements: counterStatements(db, hits),
    check(counts: (number | undefined)[]): void {
      hits.forEach((h, i) => {
        if (!h.allows(counts[i])) throw tooManyRequests(h.secondsLeft);
      });
    },
  };
}

/** One statement per counter, narrowest first: each wider one counts only while the narrower ones are within their limits. */
export function counterStatements(db: D1Database, counters: (Counter & { windowStart: number })[]): D1PreparedStatement[] {
  return counters.map((c, i) => (i === 0 ? hitStatement(db, c.key, c.windowStart) : guardedHitStatement(db, c.key, c.windowStart, counters.slice(0, i))));
}

/** The counts a batch of counter statements returned, in order. */
export const countsOf = (results: D1Result<Record<string, unknown>>[]): (number | undefined)[] => results.map((r) => r.results[0]?.count as number | undefined);

/** Counts a hit on `key` (a client's, with its /48 when `key` names an IPv6 /64) and throws 429 past a limit. */
export async function rateLimit(db: D1Database, key: string, max: number, windowSeconds: number, now = Date.now()): Promise<void> {
  const hit = countersHit(db, clientCounters(key, max, windowSeconds), now);
  hit.check(countsOf(await db.batch<Record<string, unknown>>(hit.statements)));
}

/** The client's network as Cloudflare reports it (IPv4 address or IPv6 /64); local requests have none. */
export function clientKey(req: { header(name: string): string | undefined }): string {
  return clientNetwork((name) => req.header(name));
}
