/*
 * The fulfilment outbox (docs/decisions.md, Fulfilment). The row is written by the batch that records the
 * payment's capture (payments/capture.ts handOffStatement), so only paid orders ever reach it.
 */

/** SQLite's time now, as the fulfilment tables store it (ISO 8601 with milliseconds). */
export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * What makes a row deliverable besides its own schedule: its order is live, not a sandbox order, not being
 * withdrawn, not refunded or disputed, and its payment is captured. The capture writes the row, so this only repeats that rule where
 * the hand-off happens: nothing ships unpaid, whoever wrote the row.
 */
const PAID = `cancel_state IS NULL AND EXISTS (
  SELECT 1 FROM orders o JOIN payments p ON p.id = o.payment_id
  WHERE o.lookup_number = fulfilment_outbox.lookup_number AND o.sandbox = 0 AND o.status <> 'cancelled' AND p.state = 'captured'
    AND o.refunded_at IS NULL AND o.disputed_at IS NULL)`;

/** Rows a drain may try now: pending, due, paid, and not held by another drain's live lease. */
export async function dueRows(db: D1Database, now: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT lookup_number FROM fulfilment_outbox
       WHERE state = 'pending' AND next_attempt_at <= ?1 AND (lease_until IS NULL OR lease_until < ?1) AND ${PAID}
       ORDER BY next_attempt_at, created_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all<{ lookup_number: string }>();
  return results.map((r) => r.lookup_number);
}

/**
 * Takes a row for one delivery attempt. The guarded UPDATE is atomic in D1: of two drains racing for
 * the same row exactly one sees `changes === 1`; the other leaves it alone. Returns the attempt number.
 */
export async function claim(db: D1Database, lookupNumber: string, now: number, leaseUntil: number): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE fulfilment_outbox SET lease_until = ?1, attempts = attempts + 1, updated_at = ${NOW}
       WHERE lookup_number = ?2 AND state = 'pending' AND next_attempt_at <= ?3 AND (lease_until IS NULL OR lease_until < ?3) AND ${PAID}
       RETURNING attempts`,
    )
    .bind(leaseUntil, lookupNumber, now)
    .first<{ attempts: number }>();
  return row?.attempts ?? null;
}

/** Only the drain holding the lease (same lease_until) records the outcome. */
export function markDelivered(db: D1Database, lookupNumber: string, leaseUntil: number, platformOrderId: string) {
  return db
    .prepare(
      `UPDATE fulfilment_outbox SET state = 'delivered', platform_order_id = ?3, lease_until = NULL, last_error = NULL,
         delivered_at = ${NOW}, updated_at = ${NOW}
       WHERE lookup_number = ?1 AND lease_until = ?2 AND state = 'pending'`,
    )
    .bind(lookupNumber, leaseUntil, platformOrderId)
    .run();
}

export function markRetry(db: D1Database, lookupNumber: string, leaseUntil: number, nextAttemptAt: number, error: string) {
  return db
    .prepare(
      `UPDATE fulfilment_outbox SET next_attempt_at = ?3, lease_until = NULL, last_error = ?4, updated_at = ${NOW}
       WHERE lookup_number = ?1 AND lease_until = ?2 AND state = 'pending'`,
    )
    .bind(lookupNumber, leaseUntil, nextAttemptAt, error.slice(0, 500))
    .run();
}

export function markAttention(db: D1Database, lookupNumber: string, leaseUntil: number, error: string) {
  return db
    .prepare(
      `UPDATE fulfilment_outbox SET state = 'attention', lease_until = NULL, last_error = ?3, updated_at = ${NOW}
       WHERE lookup_number = ?1 AND lease_until = ?2 AND state = 'pending'`,
    )
    .bind(lookupNumber, leaseUntil, error.slice(0, 500))
    .run();
}

/** The seller's "try again": back to pending with a fresh attempt budget, due at once. */
export async function requeue(db: D1Database, lookupNumber: string): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE fulfilment_outbox SET state = 'pending', attempts = 0, next_attempt_at = 0, lease_until = NULL, updated_at = ${NOW}
       WHERE lookup_number = ?1 AND state = 'attention'`,
    )
    .bind(lookupNumber)
    .run();
  return res.meta.changes === 1;
}
