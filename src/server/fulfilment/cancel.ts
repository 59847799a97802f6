import { cancelOrderStatements } from '../orders/cancel';
import { DEFAULTS, retryDelayMs, type DrainOptions } from './drain';
import { NOW } from './outbox';

export interface CancelReport {
  /** Never handed over (or unknown to the platform): cancelled here only. */
  withdrawn: string[];
  /** Cancelled at the platform, then here. */
  cancelled: string[];
  /** Stopped with the seller told: shipped already, refused, or no answer after the last attempt. */
  refused: string[];
  retrying: string[];
  /** Due rows another drain took first. */
  skipped: string[];
}

interface Requested {
  lookup_number: string;
  state: string;
  /** 1 when the hand-off may have reached the platform (SENT below). */
  sent: number;
  cancel_reason: string | null;
  items: string;
  payment_id: string;
}

type Answer = { kind: 'done' } | { kind: 'absent' } | { kind: 'refused'; why: string } | { kind: 'retry'; error: string; retryAfterMs?: number };

/**
 * Whether the hand-off may have reached the platform: delivered, or ever tried. A POST whose answer was
 * lost (a timeout, a 5xx from a gateway, a 409 while the key was being processed) may already be a print
 * job there even though the row is still pending; attempts counts every try, and last_error stays when
 * the seller's requeue resets attempts to 0.
 */
const SENT = "(f.state = 'delivered' OR f.attempts > 0 OR f.last_error IS NOT NULL)";

/**
 * Withdraws orders whose money went back before they shipped (a refund or dispute, payments/money-returned.ts):
 * an order never handed over is simply never sent; one whose hand-off was ever tried is cancelled at the
 * platform (decisions: `POST {platform}/v1/fulfilment/orders/{lookupNumber}/cancel`, Idempotency-Key
 * `cancel:{lookupNumber}`; 200 cancelled, 409 already shipped, 404 for an order the platform never got).
 * Either way the order is cancelled here and its stock returned once.
 *
 * Rows that need no call go first, then the others by due time, so rows the platform keeps failing never
 * starve later ones. A call is claimed like a hand-off (the attempt counted, the row held until the
 * request has timed out), retried with the hand-off's backoff (5xx, 408, 429, network errors, timeouts),
 * and stopped with an entry on the seller's attention list after the last attempt, or at once when the
 * platform refuses (409/422 shipped; any other 4xx, and 404 for an order it accepted).
 */
export async function drainCancellations(db: D1Database, options: DrainOptions): Promise<CancelReport> {
  const report: CancelReport = { withdrawn: [], cancelled: [], refused: [], retrying: [], skipped: [] };
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const { results } = await db
    .prepare(
      `SELECT f.lookup_number, f.state, ${SENT} AS sent, f.cancel_reason, o.items, o.payment_id FROM fulfilment_outbox f JOIN orders o USING (lookup_number)
       WHERE f.cancel_state = 'requested' AND f.cancel_next_attempt_at <= ?1 AND (f.lease_until IS NULL OR f.lease_until < ?1)
       ORDER BY sent, f.cancel_next_attempt_at, f.updated_at LIMIT ?2`,
    )
    .bind(now(), options.batchSize ?? DEFAULTS.batchSize)
    .all<Requested>();
  const doFetch = options.fetch ?? fetch;
  for (const row of results) {
    const lookup = row.lookup_number;
    const reason = row.cancel_reason ?? 'refunded';
    if (row.sent !== 1) {
      await withdraw(db, row, reason);
      report.withdrawn.push(lookup);
      continue;
    }
    const start = now();
    const attempt = await claim(db, lookup, start, start + timeoutMs + 30_000);
    if (attempt === null) {
      report.skipped.push(lookup);
      continue;
    }
    const answer = await askPlatform(doFetch, options, lookup, reason, row.state === 'delivered', timeoutMs, attempt);
    if (answer.kind === 'done' || answer.kind === 'absent') {
      await withdraw(db, row, reason, attempt);
      (answer.kind === 'done' ? report.cancelled : report.withdrawn).push(lookup);
    } else if (answer.kind === 'refused' || attempt >= maxAttempts) {
      const why = answer.kind === 'refused' ? answer.why : `the platform did not confirm the cancellation after ${attempt} attempts (last: ${answer.error}); cancel it there by hand`;
      await db.batch([mark(db, lookup, 'refused', attempt), refusedAttention(db, row.payment_id, `order ${lookup}: ${why}`)]);
      report.refused.push(lookup);
      console.error(JSON.stringify({ level: 'error', at: 'fulfilment-cancel', lookupNumber: lookup, attempt, state: 'refused', why }));
    } else {
      const delay = retryDelayMs(attempt, options.baseDelayMs ?? DEFAULTS.baseDelayMs, options.maxDelayMs ?? DEFAULTS.maxDelayMs, answer.retryAfterMs, options.random);
      await db
        .prepare(`UPDATE fulfilment_outbox SET cancel_next_attempt_at = ?3, updated_at = ${NOW} WHERE lookup_number = ?1 AND cancel_state = 'requested' AND cancel_attempts = ?2`)
        .bind(lookup, attempt, now() + delay)
        .run();
      report.retrying.push(lookup);
    }
  }
  return report;
}

/**
 * Takes a row for one call to the platform: counts the attempt and moves its due time past the request's
 * timeout, so no other drain calls for it meanwhile. Returns the attempt number, or null when another
 * drain took the row first.
 */
async function claim(db: D1Database, lookupNumber: string, now: number, holdUntil: number): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE fulfilment_outbox SET cancel_attempts = cancel_attempts + 1, cancel_next_attempt_at = ?2, updated_at = ${NOW}
       WHERE lookup_number = ?1 AND cancel_state = 'requested' AND cancel_next_attempt_at <= ?3 AND (lease_until IS NULL OR lease_until < ?3)
       RETURNING cancel_attempts`,
    )
    .bind(lookupNumber, holdUntil, now)
    .first<{ cancel_attempts: number }>();
  return row?.cancel_attempts ?? null;
}

/** The row's cancellation ends (done or refused); after a call, only by the drain that made attempt `attempt`. */
function mark(db: D1Database, lookupNumber: string, state: 'done' | 'refused', attempt?: number): D1PreparedStatement {
  return db
    .prepare(`UPDATE fulfilment_outbox SET cancel_state = ?2, updated_at = ${NOW} WHERE lookup_number = ?1 AND cancel_state = 'requested' AND (?3 IS NULL OR cancel_attempts = ?3)`)
    .bind(lookupNumber, state, attempt ?? null);
}

/** The order is cancelled here and its stock returned, in the batch that ends the row's cancellation. */
async function withdraw(db: D1Database, row: Requested, reason: string, attempt?: number): Promise<void> {
  const done = mark(db, row.lookup_number, 'done', attempt);
  await db.batch([done, ...cancelOrderStatements(db, { lookupNumber: row.lookup_number, items: row.items }, reason)]).catch(async (err: unknown) => {
    if (!/UNIQUE constraint failed: order_cancellations/.test(String(err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : err))) throw err;
    await done.run();
  });
}

/** The seller's entry (docs/payments.md, attention list): the platform did not, or could not, stop the print job. */
function refusedAttention(db: D1Database, paymentId: string, detail: string): D1PreparedStatement {
  return db
    .prepare('INSERT INTO payment_attention (payment_id, reason, detail) VALUES (?1, ?2, ?3) ON CONFLICT (payment_id, reason) DO NOTHING')
    .bind(paymentId, 'fulfilment_cancel_refused', detail.slice(0, 500));
}

/**
 * done: the platform cancelled the job; absent: it never got the order (404 for a hand-off that was tried
 * but never delivered, on a second look: the first may come while the lost hand-off is still being
 * created, as the platform's 409 "being processed" says happens), so there is nothing to stop; refused: it will not cancel (409/422 shipped, any other
 * 4xx, 404 for an order it accepted); retry: ask again later (5xx, 408, 429, anything else, no answer).
 */
async function askPlatform(doFetch: typeof fetch, options: DrainOptions, lookupNumber: string, reason: string, delivered: boolean, timeoutMs: number, attempt: number): Promise<Answer> {
  const url = `${options.platformUrl.replace(/\/+$/, '')}/v1/fulfilment/orders/${encodeURIComponent(lookupNumber)}/cancel`;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': `cancel:${lookupNumber}` };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  let res: Response;
  try {
    res = await doFetch(url, { method: 'POST', headers, body: JSON.stringify({ reason }), signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    return { kind: 'retry', error: name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : `network: ${err instanceof Error ? err.message : String(err)}` };
  }
  const text = (await res.text().catch(() => '')).slice(0, 200);
  const status = `HTTP ${res.status}${text ? `: ${text}` : ''}`;
  if (res.status === 200 || res.status === 201) return { kind: 'done' };
  if (res.status === 404 && !delivered) return attempt > 1 ? { kind: 'absent' } : { kind: 'retry', error: `${status} (asked again in case its lost hand-off is still being created)` };
  if (res.status === 409 || res.status === 422) return { kind: 'refused', why: `the platform had already shipped it (${status})` };
  if (res.status === 404) return { kind: 'refused', why: `the platform does not know the order it accepted (${status}); check it there` };
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
    return { kind: 'refused', why: `the platform refused to cancel it (${status}); cancel it there by hand` };
  }
  const retryAfter = Number(res.headers.get('retry-after'));
  return Number.isFinite(retryAfter) && retryAfter > 0 ? { kind: 'retry', error: status, retryAfterMs: retryAfter * 1000 } : { kind: 'retry', error: status };
}
