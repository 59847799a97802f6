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

/** Failed attempts so far: the next attempt gets a new idempotency key, a retried one the same. */
export async function failedAttempts(db: D1Database, checkoutId: string): Promise<number> {
  const row = await db.prepare("SELECT count(*) AS n FROM payments WHERE checkout_id = ?1 AND state IN ('failed', 'voided')").bind(checkoutId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The payment for a key, made on first use; concurrent callers all get the one row. */
export async function claimPayment(db: D1Database, p: Pick<Payment, 'checkoutId' | 'provider' | 'idempotencyKey' | 'amountCents' | 'currency' | 'attempt'>): Promise<Payment> {
  await db
    .prepare(
      `INSERT INTO payments (id, checkout_id, provider, idempotency_key, amount_cents, currency, state, attempt)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'created', ?7) ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), p.checkoutId, p.provider, p.idempotencyKey, p.amountCents, p.currency, p.attempt)
    .run();
  const row = await db.prepare('SELECT * FROM payments WHERE idempotency_key = ?1').bind(p.idempotencyKey).first<Row>();
  if (!row) throw new Error('payment row vanished');
  return toPayment(row);
}

/** Moves a payment from one state to another; false when someone else moved it first. */
export async function transition(db: D1Database, id: string, from: PaymentState[], to: PaymentState, fields: { providerRef?: string | null; errorCode?: string | null; meta?: Record<string, unknown> } = {}): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE payments SET state = ?2, provider_ref = coalesce(?3, provider_ref), error_code = ?4, meta = coalesce(?5, meta),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state IN (SELECT value FROM json_each(?6))`,
    )
    .bind(id, to, fields.providerRef ?? null, fields.errorCode ?? null, fields.meta ? JSON.stringify(fields.meta) : null, JSON.stringify(from))
    .run();
  return res.meta.changes === 1;
}
