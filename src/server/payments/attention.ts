/**
 * The seller's attention list for money (docs/payments.md, "Attention list"): what the ledger could not
 * decide alone, one row per payment and reason (a repeated finding is not added twice). The seller reads
 * it with GET /api/v1/seller/payments/attention and marks a row resolved once handled.
 */
export type AttentionReason =
  | 'binding_mismatch'
  | 'capture_declined'
  | 'authorization_expired'
  | 'refund_failed'
  | 'release_failed'
  | 'refunded_after_order'
  | 'partially_refunded'
  | 'disputed'
  | 'unknown_provider_event'
  | 'stuck'
  /** Written by the platform's status event (fulfilment/events.ts, its own SQL in the event's batch). */
  | 'platform_cancelled';

export function attentionStatement(db: D1Database, paymentId: string, reason: AttentionReason, detail: string): D1PreparedStatement {
  return db
    .prepare('INSERT INTO payment_attention (payment_id, reason, detail) VALUES (?1, ?2, ?3) ON CONFLICT (payment_id, reason) DO UPDATE SET detail = excluded.detail')
    .bind(paymentId, reason, detail.slice(0, 500));
}

export async function needsAttention(db: D1Database, paymentId: string, reason: AttentionReason, detail: string): Promise<void> {
  await attentionStatement(db, paymentId, reason, detail).run();
  console.error(JSON.stringify({ level: 'error', at: 'payments', paymentId, attention: reason, detail }));
}
