import { hitStatement, windowOf } from '../rate-limit/limit';
import { counterUpsert, giveBackStatement } from '../rate-limit/upsert';

/** Access-code attempts allowed per client (IPv4 address or IPv6 /64) and window. */
export const CLIENT_LIMIT = 10;
export const CLIENT_WINDOW_SECONDS = 15 * 60;
/**
 * Attempts allowed per store and hour, whoever makes them: what a botnet of many addresses can try.
 * Attempts a client makes past its own limit are not counted here, so one address cannot use it up.
 */
export const STORE_LIMIT = 500;
export const STORE_WINDOW_SECONDS = 60 * 60;
/** Wrong codes answered at once before each further one is slowed down. */
export const FREE_FAILURES = 3;

const clientKey = (network: string) => `gate:${network}`;
const STORE_KEY = 'gate-store';

export type Attempt = { allowed: true; clientCount: number } | { allowed: false; retryAfter: number };

// One statement per counter: the row is incremented and its new count returned atomically, so two
// attempts can never both see the old count (the client's is the limiter's own, hitStatement). The
// store's counter moves only while the client is within its own limit (the batch runs in order, in
// one transaction).
const UPSERT_STORE = counterUpsert('(SELECT count FROM rate_limits WHERE key = ?3) <= ?4');

/**
 * Counts an access-code attempt before the code is checked (issue 17): one D1 round trip that
 * increments the client's and the store's counters and answers whether this attempt may be evaluated.
 */
export async function countAttempt(db: D1Database, network: string, now = Date.now()): Promise<Attempt> {
  const client = windowOf(now, CLIENT_WINDOW_SECONDS);
  const store = windowOf(now, STORE_WINDOW_SECONDS);
  const [clientRows, storeRows] = await db.batch<{ count: number }>([
    hitStatement(db, clientKey(network), client.start),
    db.prepare(UPSERT_STORE).bind(STORE_KEY, store.start, clientKey(network), CLIENT_LIMIT),
  ]);
  const clientCount = clientRows?.results[0]?.count ?? Number.POSITIVE_INFINITY;
  if (clientCount > CLIENT_LIMIT) return { allowed: false, retryAfter: client.secondsLeft };
  const storeCount = storeRows?.results[0]?.count ?? Number.POSITIVE_INFINITY;
  if (storeCount > STORE_LIMIT) return { allowed: false, retryAfter: store.secondsLeft };
  return { allowed: true, clientCount };
}

/** A right code gives its attempt back: shoppers who know the code never use up anyone's limit. */
export async function refundAttempt(db: D1Database, network: string, now = Date.now()): Promise<void> {
  await db.batch([
    giveBackStatement(db, clientKey(network), windowOf(now, CLIENT_WINDOW_SECONDS).start),
    giveBackStatement(db, STORE_KEY, windowOf(now, STORE_WINDOW_SECONDS).start),
  ]);
}

/** The wait before answering a wrong code: none for the first few, then doubling, capped at 16 base units. */
export function delayFor(attemptCount: number, baseMs: number): number {
  if (attemptCount <= FREE_FAILURES) return 0;
  return Math.min(baseMs * 2 ** (attemptCount - FREE_FAILURES - 1), baseMs * 16);
}
