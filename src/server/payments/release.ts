import { needsAttention } from './attention';
import { bound, providerOf, recheckAt, type Ledger } from './ledger';
import { ProviderRefused, ProviderUnavailable } from './provider';
import { paymentById, scheduleCheck, transition, type Payment, type PaymentState } from './queries';

export type ReleaseOutcome = 'released' | 'has_order' | 'later';

const RELEASABLE: PaymentState[] = ['created', 'processing', 'requires_action', 'authorized', 'pending', 'captured'];

/**
 * Gives back the money of a payment that no order may use (sold out, checkout changed, a losing duplicate,
 * a record that does not match): voids an authorization, refunds a capture. The decision is written first,
 * guarded so that it only wins while no order uses the payment; the order's batch is guarded the other way
 * (trigger orders_need_open_payment), so the two can never both happen. The provider call follows; if it
 * fails, the payment stays voiding/refunding and the reconciler repeats it.
 */
export async function releasePayment(ledger: Ledger, payment: Payment, reason: string, captured: boolean): Promise<ReleaseOutcome> {
  const target = captured || payment.state === 'captured' ? 'refunding' : 'voiding';
  const claimed = await ledger.db
    .prepare(
      `UPDATE payments SET state = ?2, error_code = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state IN (SELECT value FROM json_each(?4)) AND NOT EXISTS (SELECT 1 FROM orders WHERE payment_id = ?1)`,
    )
    .bind(payment.id, target, reason, JSON.stringify(RELEASABLE))
    .run();
  const current = claimed.meta.changes === 1 ? { ...payment, state: target as PaymentState, errorCode: reason } : await paymentById(ledger.db, payment.id);
  if (!current) return 'later';
  if (current.state !== 'voiding' && current.state !== 'refunding') {
    const ordered = await ledger.db.prepare('SELECT 1 AS one FROM orders WHERE payment_id = ?1').bind(payment.id).first();
    return ordered ? 'has_order' : current.state === 'voided' || current.state === 'refunded' || current.state === 'failed' ? 'released' : 'later';
  }
  return finishRelease(ledger, current);
}

/** The provider's half of a release already decided (voiding or refunding); the reconciler calls it too. */
export async function finishRelease(ledger: Ledger, payment: Payment): Promise<ReleaseOutcome> {
  const provider = providerOf(ledger, payment);
  // Nothing was ever made at the provider: nothing to give back.
  if (!payment.providerRef) return (await transition(ledger.db, payment.id, ['voiding', 'refunding'], 'voided')) ? 'released' : 'later';
  try {
    if (payment.state === 'voiding') {
      try {
        await provider.release(bound(payment));
        await transition(ledger.db, payment.id, ['voiding'], 'voided');
        return 'released';
      } catch (err) {
        if (!(err instanceof ProviderRefused && err.code === 'already_captured')) throw err;
        // Captured meanwhile (an earlier capture whose answer was lost): refund it instead.
        const record = await provider.inspect(bound(payment));
        await transition(ledger.db, payment.id, ['voiding'], 'refunding', { captureRef: record.captureRef ?? null });
        payment = { ...payment, state: 'refunding', captureRef: record.captureRef ?? payment.captureRef };
      }
    }
    const refund = await provider.refund(bound(payment));
    if (refund.status === 'failed') {
      await needsAttention(ledger.db, payment.id, 'refund_failed', refund.reason);
      await scheduleCheck(ledger.db, payment.id, recheckAt(ledger, payment.checks)).run();
      return 'later';
    }
    await transition(ledger.db, payment.id, ['refunding'], 'refunded', { refundRef: refund.refundRef, meta: { ...payment.meta, refundStatus: refund.status } });
    return 'released';
  } catch (err) {
    if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
    if (err instanceof ProviderRefused) await needsAttention(ledger.db, payment.id, 'release_failed', err.message);
    await scheduleCheck(ledger.db, payment.id, recheckAt(ledger, payment.checks)).run();
    return 'later';
  }
}
