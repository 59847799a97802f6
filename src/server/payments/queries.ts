export type PaymentState = 'created' | 'processing' | 'requires_action' | 'authorized' | 'captured' | 'failed' | 'voided';

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
  updated_at: string;
}

const toPayment = (r: Row): Payment => ({
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
  updatedAt: r.updated_at,
});

export async function paymentById(db: D1Database, id: string): Promise<Payment | null> {
  const row = await db.prepare('SELECT * FROM payments WHERE id = ?1').bind(id).first<Row>();
  return row ? toPayment(row) : null;
}

export async function paymentByRef(db: D1Database, provider: string, ref: string): Promise<Payment | null> {
  const row = await db.prepare('SELECT * FROM payments WHERE provider = ?1 AND provider_ref = ?2').bind(provider, ref).first<Row>();
  return row ? toPayment(row) : null;
}

/**
 * The checkout's payment for this amount and attempt, made on first use; concurrent callers all get
 * the one row. The attempt (failed payments so far: a new attempt gets a new idempotency key, a retried
 * one the same) is counted inside the statements, so claiming is one round trip: insert-if-absent and
 * read back in one batch (one transaction). A submit about to charge makes the row 'processing' at
 * once: the caller that made it owns the provider call without a second write to claim it.
 */
export async function claimPayment(
  db: D1Database,
  p: Pick<Payment, 'checkoutId' | 'provider' | 'amountCents' | 'currency'>,
  initial: 'created' | 'processing' = 'created',
): Promise<Payment & { claimed: boolean }> {
  const attempt = "(SELECT count(*) FROM payments WHERE checkout_id = ?1 AND state IN ('failed', 'voided'))";
  const id = crypto.randomUUID();
  const [, read] = await db.batch<Row>([
    db
      .prepare(
        `INSERT INTO payments (id, checkout_id, provider, idempotency_key, amount_cents, currency, state, attempt)
         VALUES (?5, ?1, ?4, ?1 || ':' || ?3 || ':' || CAST(?2 AS INTEGER) || ':' || ${attempt}, ?2, ?3, ?6, ${attempt})
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(p.checkoutId, p.amountCents, p.currency, p.provider, id, initial),
    db.prepare(`SELECT * FROM payments WHERE idempotency_key = ?1 || ':' || ?3 || ':' || CAST(?2 AS INTEGER) || ':' || ${attempt}`).bind(p.checkoutId, p.amountCents, p.currency),
  ]);
  const row = read?.results[0];
  if (!row) throw new Error('payment row vanished');
  // `claimed`: this call made the row, so it is the one caller that holds it in its initial state.
  return { ...toPayment(row), claimed: row.id === id };
}

type TransitionFields = { providerRef?: string | null; errorCode?: string | null; meta?: Record<string, unknown> };

/** Moves a payment from one state to another; false when someone else moved it first. */
export async function transition(db: D1Database, id: string, from: PaymentState[], to: PaymentState, fields: TransitionFields = {}): Promise<boolean> {
  const res = await transitionStatement(db, id, from, to, fields).run();
  return res.meta.changes === 1;
}

/** The statement of a transition, to run in a batch with other writes (check meta.changes === 1). */
export function transitionStatement(db: D1Database, id: string, from: PaymentState[], to: PaymentState, fields: TransitionFields = {}): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payments SET state = ?2, provider_ref = coalesce(?3, provider_ref), error_code = ?4, meta = coalesce(?5, meta),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state IN (SELECT value FROM json_each(?6))`,
    )
    .bind(id, to, fields.providerRef ?? null, fields.errorCode ?? null, fields.meta ? JSON.stringify(fields.meta) : null, JSON.stringify(from));
}
