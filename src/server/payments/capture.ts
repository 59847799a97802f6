import { cancelOrderStatements } from '../orders/cancel';
import { attentionStatement } from './attention';
import { bindingProblem } from './binding';
import { bound, providerOf, recheckAt, type Ledger } from './ledger';
import { ProviderRefused, ProviderUnavailable, type ProviderRecord } from './provider';
import { lookAgainStatements, scheduleCheck, transition, transitionStatement, type Payment } from './queries';
import { moneyReturnedStatements } from './money-returned';
import { finishRelease } from './release';

export type CaptureOutcome = 'captured' | 'pending' | 'later' | 'cancelled';

/**
 * The fulfilment hand-off of a paid order (docs/decisions.md, Fulfilment): written in the same batch that
 * records the capture, so an order reaches the outbox only once its money is taken, and never a sandbox one.
 */
export function handOffStatement(db: D1Database, paymentId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO fulfilment_outbox (lookup_number)
       SELECT lookup_number FROM orders WHERE payment_id = ?1 AND sandbox = 0 AND status <> 'cancelled' AND refunded_at IS NULL AND disputed_at IS NULL
       ON CONFLICT (lookup_number) DO NOTHING`,
    )
    .bind(paymentId);
}

/** Takes the money of a payment whose order exists. A provider that cannot be reached is asked again later. */
export async function captureOrdered(ledger: Ledger, payment: Payment): Promise<CaptureOutcome> {
  let record: ProviderRecord;
  try {
    record = await providerOf(ledger, payment).capture(bound(payment));
  } catch (err) {
    if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
    // Asked again later; a capture that keeps failing reaches the seller as `stuck` like any other look.
    await ledger.db.batch([
      ...lookAgainStatements(ledger.db, payment, recheckAt(ledger, payment.checks), `capture: ${err.message}`),
      ...(err instanceof ProviderRefused ? [attentionStatement(ledger.db, payment.id, 'capture_declined', err.message)] : []),
    ]);
    return 'later';
  }
  return applyOrderedRecord(ledger, payment, record);
}

/**
 * Records what the provider says about the money of an ordered payment: captured (the order goes to the
 * outbox), capture pending (look again later), or gone (declined, voided, expired: the order is cancelled and
 * its stock returned, and the seller is told). Anything still held stays for captureOrdered.
 */
export async function applyOrderedRecord(ledger: Ledger, payment: Payment, record: ProviderRecord): Promise<CaptureOutcome> {
  const db = ledger.db;
  const refs = { authorizationRef: record.authorizationRef ?? null, captureRef: record.captureRef ?? null };
  const problem = bindingProblem(payment, record);
  if (problem) {
    await db.batch([attentionStatement(db, payment.id, 'binding_mismatch', `ordered payment: ${problem}`), scheduleCheck(db, payment.id, recheckAt(ledger, payment.checks))]);
    return 'later';
  }
  if (record.status === 'captured') {
    await db.batch([transitionStatement(db, payment.id, ['processing', 'authorized', 'pending', 'captured'], 'captured', refs), handOffStatement(db, payment.id)]);
    return 'captured';
  }
  if (record.status === 'refunded') {
    // Taken and given back before the ledger saw the capture (a dashboard refund): recorded, never handed off.
    // One batch: a worker that died between the capture and the refund would leave a captured payment the
    // reconciler no longer looks at, and its order paid, with no outbox row to withdraw it.
    await db.batch([
      transitionStatement(db, payment.id, ['processing', 'authorized', 'pending'], 'captured', refs),
      ...moneyReturnedStatements(db, { ...payment, state: 'captured' }, 'refunded', `${payment.provider} ${payment.providerRef ?? ''} refunded before its capture was recorded`),
    ]);
    return 'captured';
  }
  if (record.status === 'capture_pending' || record.status === 'processing') {
    await transition(db, payment.id, ['processing', 'authorized', 'pending'], 'pending', { ...refs, checkAfter: recheckAt(ledger, payment.checks) });
    return 'pending';
  }
  if (record.status === 'authorized') {
    // Still held: captureOrdered tries again on a later look, backing off; from the eighth look on the
    // seller is told (stuck), as for every look that could not finish (lookAgainStatements).
    await db.batch([transitionStatement(db, payment.id, ['processing', 'pending'], 'authorized', refs), ...lookAgainStatements(db, payment, recheckAt(ledger, payment.checks), 'the money is still held, not captured')]);
    return 'later';
  }
  // Declined, voided or expired before the money was taken: this order will never be paid.
  const reason = record.status === 'failed' ? 'capture_declined' : 'authorization_expired';
  await cancelUnpaidOrder(ledger, payment, reason, record.failure?.message ?? record.status);
  // A declined capture may leave the authorization standing at the provider: it is released, not left to lapse.
  if (reason === 'capture_declined') await finishRelease(ledger, { ...payment, state: 'voiding', errorCode: reason });
  return 'cancelled';
}

async function cancelUnpaidOrder(ledger: Ledger, payment: Payment, reason: 'capture_declined' | 'authorization_expired', detail: string): Promise<void> {
  const db = ledger.db;
  // A declined capture still has an authorization to void (voiding, finished by finishRelease or the
  // reconciler); an expired or voided one has nothing left at the provider.
  const state = reason === 'capture_declined' ? 'voiding' : 'voided';
  const moved = transitionStatement(db, payment.id, ['processing', 'authorized', 'pending'], state, { errorCode: reason });
  const order = await db.prepare('SELECT lookup_number, items FROM orders WHERE payment_id = ?1').bind(payment.id).first<{ lookup_number: string; items: string }>();
  if (!order) {
    await moved.run();
    return;
  }
  // The order is cancelled only if this batch really closed its payment (a capture may have won meanwhile).
  const closed = { sql: `(SELECT state FROM payments WHERE id = ?3) = '${state}'`, id: payment.id };
  await db
    .batch([
      moved,
      ...cancelOrderStatements(db, { lookupNumber: order.lookup_number, items: order.items }, reason, closed),
      // The confirmation written with the order is withdrawn if it has not gone out yet.
      db
        .prepare("DELETE FROM mail_outbox WHERE dedupe_key = ?1 AND state = 'pending' AND EXISTS (SELECT 1 FROM order_cancellations WHERE lookup_number = ?2)")
        .bind(`order-confirmation:${order.lookup_number}`, order.lookup_number),
      attentionStatement(db, payment.id, reason, `order ${order.lookup_number} cancelled: ${detail}`),
    ])
    .catch((err: unknown) => {
      // Cancelled before (the marker's key): nothing more to do.
      if (!/UNIQUE constraint failed: order_cancellations/.test(String(err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : err))) throw err;
    });
}
