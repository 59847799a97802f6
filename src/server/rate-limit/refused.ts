/**
 * Counters already past their limit, remembered in this isolate until their window ends: a client
 * hammering a route after its 429 is answered 429 again without a D1 write (D1 bills each one, and a
 * script at 500 requests a second would otherwise cost 500 writes a second). Only refusals are kept,
 * never allowances, so another isolate or a lost memory can only make us ask D1 again, which answers
 * the same. The count in D1 stops at the first refusal this isolate saw; that is all a refusal needs.
 */

// Bounded so that many clients past their limits cannot grow an isolate's memory without end; each key
// costs its client a full allowance of D1-counted requests before it gets here.
const MAX_KEYS = 10_000;

/** Counter key → the end of the window (unix seconds) it was refused in. */
const refused = new Map<string, number>();

/** Whether `key` was refused in the window that ends at `windowEnd` (this one). */
export function isRefused(key: string, windowEnd: number): boolean {
  const end = refused.get(key);
  if (end === undefined) return false;
  if (end === windowEnd) return true;
  refused.delete(key); // a window that is over: the client starts afresh, counted in D1
  return false;
}

/** Remembers that `key` is past its limit until `windowEnd` (unix seconds). */
export function rememberRefused(key: string, windowEnd: number, nowSeconds: number): void {
  if (refused.size >= MAX_KEYS) {
    for (const [k, end] of refused) if (end <= nowSeconds) refused.delete(k);
    // Still full: the oldest goes (Map keeps insertion order); it is asked of D1 again, nothing more.
    const oldest = refused.size >= MAX_KEYS ? refused.keys().next().value : undefined;
    if (oldest !== undefined) refused.delete(oldest);
  }
  refused.set(key, windowEnd);
}
