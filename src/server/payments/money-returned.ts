import { attentionStatement, needsAttention } from './attention';
import { transitionStatement, type Payment } from './queries';

export type ReturnKind = 'refunded' | 'disputed' | 'reversed';

/** Order statuses the platform has not shipped yet: a cancellation can still stop the print job. */
const UNSHIPPED = "('paid', 'in_production')";

/**
 * Money that left the seller after the order (a refund made in the provider's dashboard, a dispute, a
 * reversal): the order is marked, the seller is told on the attention list, and an order the platform has
 * not shipped yet is withdrawn from fulfilment (never handed over if still waiting in the outbox, or
 * cancelled at the platform by the drain: src/server/fulfilment/cancel.ts). One batch, so it happens whole.
 */
export async function moneyReturned(db: D1Database, payment: Payment, kind: ReturnKind, detail: string): Promise<void> {
  const column = kind === 'refunded' ? 'refunded_at' : 'disputed_at';
  const statements = [
    db.prepare(`UPDATE orders SET ${column} = coalesce(${column}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE payment_id = ?1`).bind(payment.id),
    db
      .prepare(
        `UPDATE fulfilment_outbox SET cancel_state = 'requested', cancel_reason = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE cancel_state IS NULL AND lookup_number IN (SELECT lookup_number FROM orders WHERE payment_id = ?1 AND status IN ${UNSHIPPED})`,
      )
      .bind(payment.id, kind),
    attentionStatement(db, payment.id, kind === 'refunded' ? 'refunded_after_order' : 'disputed', detail),
  ];
  if (kind === 'refunded') statements.push(transitionStatement(db, payment.id, ['captured', 'pending', 'authorized'], 'refunded'));
  await db.batch(statements);
}

/**
 * Part of the money went back (a goodwill refund made in the dashboard): the order still stands and
 * ships, the payment stays captured, and the seller sees the amount on the attention list.
 */
export async function partlyRefunded(db: D1Database, payment: Payment, detail: string): Promise<void> {
  await needsAttention(db, payment.id, 'partially_refunded', detail);
}
