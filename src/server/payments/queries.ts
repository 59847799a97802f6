import { attentionStatement } from './attention';

export type PaymentState = 'created' | 'processing' | 'requires_action' | 'authorized' | 'pending' | 'captured' | 'failed' | 'voiding' | 'voided' | 'refunding' | 'refunded';

/** States in which the provider may hold the shopper's money without the ledger being done: the reconciler watches them. */
export const OPEN_STATES: PaymentState[] = ['processing', 'requires_action', 'authorized', 'pending', 'voiding', 'refunding'];

export interface Payment {
  id: string;
  checkoutId: string;
  provider: string;
  providerRef: string | null;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  state: PaymentState;
  attempt: number;
  errorCode: string | null;
  meta: Record<string, unknown>;
  paymentMethod: string | null;
  sandbox: boolean;
  authorizationRef: string | null;
  captureRef: string | null;
  refundRef: string | null;
  checks: number;
  updatedAt: string;
}

interface Row {
  id: string;
  checkout_id: string;
  provider: string;
  provider_ref: string | null;
  idempotency_key: string;
  amount_cents: number;
  currency: string;
  state: PaymentState;
  attempt: number;
  error_code: string | null;
  meta: string | null;
  payment_method: string | null;
  sandbox: number;
  authorization_ref: string | null;
  capture_ref: string | null;
  refund_ref: string | null;
  checks: number;
  updated_at: string;
}

export const toPayment = (r: Row): Payment => ({
  id: r.id,
  checkoutId: r.checkout_id,
  provider: r.provider,
  providerRef: r.provider_ref,
  idempotencyKey: r.idempotency_key,
  amountCents: r.amount_cents,
  currency: r.currency,
  state: r.state,
  attempt: r.attempt,
  errorCode: r.error_code,
  meta: r.meta ? (JSON.parse(r.meta) as Record<string, unknown>) : {},
  paymentMethod: r.payment_method,
  sandbox: r.sandbox === 1,
  authorizationRef: r.authorization_ref,
  captureRef: r.capture_ref,
  refundRef: r.refund_ref,
  checks: r.checks,
  updatedAt: r.updated_at,
});

export async function paymentById(db: D1Database, id: string): Promise<Payment | null> {
  const row = await db.prepare('SELECT * FROM payments WHERE id = ?1').bind(id).first<Row>();
  return row ? toPayment(row) : null;
}

/** A payment by any id the provider gave it: the object, its authorization or its capture. */
export async function paymentByProviderId(db: D1Database, provider: string, ref: string): Promise<Payment | null> {
  const row = await db
    .prepare('SELECT * FROM payments WHERE provider = ?1 AND (provider_ref = ?2 OR authorization_ref = ?2 OR capture_ref = ?2) LIMIT 1')
    .bind(provider, ref)
    .first<Row>();
  return row ? toPayment(row) : null;
}

/** Payments the reconciler should look at now: open ones, and captured ones that no order took. */
export async function paymentsToReconcile(db: D1Database, now: number, settledBefore: string, limit: number): Promise<Payment[]> {
  const { results } = await db
    .prepare(
      `SELECT p.* FROM payments p LEFT JOIN orders o ON o.payment_id = p.id
       WHERE p.check_after <= ?1 AND p.updated_at <= ?2
         AND (p.state IN (SELECT value FROM json_each(?4)) OR (p.state = 'captured' AND o.id IS NULL))
       ORDER BY p.check_after, p.updated_at LIMIT ?3`,
    )
    .bind(now, settledBefore, limit, JSON.stringify(OPEN_STATES))
    .all<Row>();
  return results.map(toPayment);
}

/**
 * The checkout's payment for this rail, amount and attempt, made on first use; concurrent callers all get
 * the one row. The attempt (failed or voided payments so far) is counted inside the statements, so a new
 * attempt gets a new idempotency key and a retried one the same. Insert-if-absent and read back are one
 * batch (one transaction). `claimed`: this call made the row, in the state `initial`; null: the
 * checkout has had too many declines this hour for a new attempt, or was changed since `checkoutEdits`.
 */
export async function claimPayment(
  db: D1Database,
  p: Pick<Payment, 'checkoutId' | 'provider' | 'amountCents' | 'currency' | 'paymentMethod' | 'sandbox'> & { rail: 'stripe' | 'paypal'; checkoutEdits?: number },
  initial: 'created' | 'processing' = 'created',
): Promise<(Payment & { claimed: boolean }) | null> {
  const attempt = "(SELECT count(*) FROM payments WHERE checkout_id = ?1 AND state IN ('failed', 'voiding', 'voided', 'refunding', 'refunded'))";
  // The rail is part of the key: a PayPal order opened and left must not be the row a card pays through.
  const key = `?1 || ':' || ?4 || ':' || ?3 || ':' || CAST(?2 AS INTEGER) || ':' || ${attempt}`;
  const id = crypto.randomUUID();
  // Card testing: past DECLINES_PER_HOUR declined payments this hour, the checkout gets no new attempt
  // (a row already made for this key is still returned, so a retried submit answers as before).
  // A decline is a failure the provider explained (settle keeps its message): a refused request of ours is not.
  const declines = `(SELECT count(*) FROM payments WHERE checkout_id = ?1 AND state = 'failed' AND json_extract(meta, '$.message') IS NOT NULL AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-60 minutes'))`;
  const [, read] = await db.batch<Row>([
    db
      .prepare(
        `INSERT INTO payments (id, checkout_id, provider, idempotency_key, amount_cents, currency, state, attempt, payment_method, sandbox)
         SELECT ?5, ?1, ?9, ${key}, ?2, ?3, ?6, ${attempt}, ?7, ?8 WHERE ${declines} < ?10 AND ${SAME_EDITS('?1', '?11')}
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(p.checkoutId, p.amountCents, p.currency, p.rail, id, initial, p.paymentMethod, p.sandbox ? 1 : 0, p.provider, DECLINES_PER_HOUR, p.checkoutEdits ?? null),
    db.prepare(`SELECT * FROM payments WHERE idempotency_key = ${key}`).bind(p.checkoutId, p.amountCents, p.currency, p.rail),
  ]);
  const row = read?.results[0];
  return row ? { ...toPayment(row), claimed: row.id === id } : null;
}

/**
 * The shopper has changed nothing in the checkout since the caller read it (no count given: any). A
 * submit charges what it priced; a change saved after its read and before its claim would otherwise
 * reach the checkout but not the order (docs/decisions.md, "Changes while a card is charged"). The
 * count moves with the shopper's changes only, so the server's own writes refuse nobody.
 */
export const SAME_EDITS = (checkoutParam: string, editsParam: string) => `(${editsParam} IS NULL OR (SELECT edits FROM checkouts WHERE id = ${checkoutParam}) = ${editsParam})`;

/** A payment row the submit continues moves to processing only while the checkout is as it read it. */
export async function startCharge(db: D1Database, paymentId: string, from: PaymentState, checkoutId: string, edits: number): Promise<boolean> {
  const res = await db
    .prepare(`UPDATE payments SET state = 'processing', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND state = ?2 AND ${SAME_EDITS('?3', '?4')}`)
    .bind(paymentId, from, checkoutId, edits)
    .run();
  return res.meta.changes === 1;
}

/** How many changes the shopper has made to the checkout (null: gone). */
export async function checkoutEdits(db: D1Database, checkoutId: string): Promise<number | null> {
  return (await db.prepare('SELECT edits FROM checkouts WHERE id = ?1').bind(checkoutId).first<{ edits: number }>())?.edits ?? null;
}

/** Declined payments one checkout may have in an hour before it gets no new attempt (docs/security.md, card testing). */
export const DECLINES_PER_HOUR = 8;

export type TransitionFields = {
  providerRef?: string | null;
  authorizationRef?: string | null;
  captureRef?: string | null;
  refundRef?: string | null;
  errorCode?: string | null;
  meta?: Record<string, unknown>;
  /** When the reconciler should look again (unix ms); unchanged when absent. */
  checkAfter?: number;
};

/** Moves a payment from one state to another; false when someone else moved it first. */
export async function transition(db: D1Database, id: string, from: PaymentState[], to: PaymentState, fields: TransitionFields = {}): Promise<boolean> {
  const res = await transitionStatement(db, id, from, to, fields).run();
  return res.meta.changes === 1;
}

/** The statement of a transition, to run in a batch with other writes (check meta.changes === 1). */
export function transitionStatement(db: D1Database, id: string, from: PaymentState[], to: PaymentState, fields: TransitionFields = {}): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payments SET state = ?2, provider_ref = coalesce(?3, provider_ref), error_code = coalesce(?4, error_code), meta = coalesce(?5, meta),
         authorization_ref = coalesce(?7, authorization_ref), capture_ref = coalesce(?8, capture_ref), refund_ref = coalesce(?9, refund_ref),
         check_after = coalesce(?10, check_after), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state IN (SELECT value FROM json_each(?6))`,
    )
    .bind(
      id, to, fields.providerRef ?? null, fields.errorCode ?? null, fields.meta ? JSON.stringify(fields.meta) : null, JSON.stringify(from),
      fields.authorizationRef ?? null, fields.captureRef ?? null, fields.refundRef ?? null, fields.checkAfter ?? null,
    );
}

/** The reconciler looked and could not finish: look again later (backoff by the number of looks). */
export function scheduleCheck(db: D1Database, id: string, checkAfter: number): D1PreparedStatement {
  return db.prepare('UPDATE payments SET check_after = ?2, checks = checks + 1 WHERE id = ?1').bind(id, checkAfter);
}

/** After this many looks without an answer, the seller is told (the reconciler keeps looking, hourly). */
export const ATTENTION_AFTER_CHECKS = 8;

/**
 * A look at a payment that could not finish (the provider unreachable, a capture that keeps failing, money
 * still held): look again later, and from the ATTENTION_AFTER_CHECKS-th look on the payment is also on the
 * seller's attention list as `stuck`. Every such look uses this, so the alert cannot miss one of them.
 */
export function lookAgainStatements(db: D1Database, payment: Pick<Payment, 'id' | 'state' | 'checks'>, checkAfter: number, why: string): D1PreparedStatement[] {
  const looks = payment.checks + 1;
  return [scheduleCheck(db, payment.id, checkAfter), ...(looks >= ATTENTION_AFTER_CHECKS ? [attentionStatement(db, payment.id, 'stuck', `${payment.state} after ${looks} looks: ${why}`)] : [])];
}

/** Why an order is cancelled without its money ever taken (capture.ts, cancelUnpaidOrder). */
export const UNPAID_CANCELLATIONS = "('capture_declined', 'authorization_expired')";

/** Whether the checkout's order was cancelled because its money could never be taken. */
export async function cancelledUnpaid(db: D1Database, checkoutId: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS one FROM orders o JOIN order_cancellations c ON c.lookup_number = o.lookup_number WHERE o.checkout_id = ?1 AND c.reason IN ${UNPAID_CANCELLATIONS}`)
    .bind(checkoutId)
    .first();
  return row !== null;
}
