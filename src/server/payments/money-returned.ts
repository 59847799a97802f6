import { UNSHIPPED_STATUSES } from '../orders/cancel';
import { attentionStatement, needsAttention } from './attention';
import { transitionStatement, type Payment } from './queries';

export type ReturnKind = 'refunded' | 'disputed' | 'reversed';

/**
 * Money that left the seller after the order (a refund made in the provider's dashboard, a dispute, a
 * reversal): the order is marked, the seller is told on the attention list, and an order the platform has
 * not shipped yet is withdrawn from fulfilment (never handed over if still waiting in the outbox, or
 * cancelled at the platform by the drain: src/server/fulfilment/cancel.ts). The outbox row is written here
 * if the capture has not written it yet (the money went back before the ledger saw it taken): with the
 * cancellation already requested the hand-off never sends it, and the drain cancels the order and returns
 * its stock (a sandbox order too; such a row is never handed over either). The statements, for a caller's
 * batch: applyOrderedRecord records the capture in the same one.
 */
export function moneyReturnedStatements(db: D1Database, payment: Payment, kind: ReturnKind, detail: string): D1PreparedStatement[] {
  const column = kind === 'refunded' ? 'refunded_at' : 'disputed_at';
  const statements = [
    db.prepare(`UPDATE orders SET ${column} = coalesce(${column}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE payment_id = ?1`).bind(payment.id),
    db
      .prepare(
        `INSERT INTO fulfilment_outbox (lookup_number, cancel_state, cancel_reason)
         SELECT lookup_number, 'requested', ?2 FROM orders WHERE payment_id = ?1 AND status IN ${UNSHIPPED_STATUSES}
         ON CONFLICT (lookup_number) DO UPDATE SET cancel_state = 'requested', cancel_reason = excluded.cancel_reason, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE cancel_state IS NULL`,
      )
      .bind(payment.id, kind),
    attentionStatement(db, payment.id, kind === 'refunded' ? 'refunded_after_order' : 'disputed', detail),
  ];
  if (kind === 'refunded') statements.push(transitionStatement(db, payment.id, ['captured', 'pending', 'authorized'], 'refunded'));
  return statements;
}

/** moneyReturnedStatements in a batch of their own, so it happens whole. */
export async function moneyReturned(db: D1Database, payment: Payment, kind: ReturnKind, detail: string): Promise<void> {
  await db.batch(moneyReturnedStatements(db, payment, kind, detail));
}

/**
 * Part of the money went back (a goodwill refund made in the dashboard): the order still stands and
 * ships, the payment stays captured, and the seller sees the amount on the attention list.
 */
export async function partlyRefunded(db: D1Database, payment: Payment, detail: string): Promise<void> {
  await needsAttention(db, payment.id, 'partially_refunded', detail);
}
