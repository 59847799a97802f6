import { bound, providerOf, recheckAt, type Ledger } from './ledger';
import { ProviderRefused, ProviderUnavailable } from './provider';
import { ATTENTION_AFTER_CHECKS, lookAgainStatements, paymentsToReconcile, scheduleCheck, transition, type Payment } from './queries';
import { finishRelease, releasePayment } from './release';
import { settle, type SettleOutcome } from './settle';

export interface ReconcileReport {
  looked: number;
  settled: Record<string, number>;
  later: number;
  /** Payments whose look failed unexpectedly (logged; looked at again later, the others still are). */
  failed: string[];
}

/** How long a payment is left to the request that is working on it before the reconciler steps in. */
export const GRACE_MS = 2 * 60_000;

/**
 * One payment brought to where its provider says it is, with the submit's own steps (settle): an
 * authorization becomes the order and is captured, a capture reaches fulfilment, money no order can use
 * is given back, a decided release is finished. Used by the reconciler and by webhooks.
 */
export async function reconcilePayment(ledger: Ledger, payment: Payment): Promise<SettleOutcome | { kind: 'released_now' }> {
  try {
    if (payment.state === 'voiding' || payment.state === 'refunding') {
      return (await finishRelease(ledger, payment)) === 'released' ? { kind: 'released_now' } : { kind: 'later' };
    }
    if (!payment.providerRef) {
      // The request died before the provider object existed: nothing can be held for it.
      await transition(ledger.db, payment.id, ['processing', 'requires_action'], 'created');
      return { kind: 'not_paid' };
    }
    const record = await providerOf(ledger, payment).inspect(bound(payment));
    return await settle(ledger, payment, record);
  } catch (err) {
    if (!(err instanceof ProviderUnavailable || err instanceof ProviderRefused)) throw err;
    await ledger.db.batch(lookAgainStatements(ledger.db, payment, recheckAt(ledger, payment.checks), err.message));
    return { kind: 'later' };
  }
}

/**
 * The scheduled pass (the cron Worker, every few minutes): every payment left processing, requires_action,
 * authorized, pending, voiding or refunding, and every captured payment without an order, that nobody has
 * touched for GRACE_MS.
 */
export async function reconcilePayments(ledger: Ledger, limit = 50): Promise<ReconcileReport> {
  const now = ledger.now();
  const report: ReconcileReport = { looked: 0, settled: {}, later: 0, failed: [] };
  const due = await paymentsToReconcile(ledger.db, now, new Date(now - GRACE_MS).toISOString(), limit);
  for (const payment of due) {
    report.looked++;
    let outcome: Awaited<ReturnType<typeof reconcilePayment>>;
    try {
      outcome = await reconcilePayment(ledger, payment);
    } catch (err) {
      // One payment's surprise must not leave every other payment unreconciled.
      const message = err instanceof Error ? err.message : String(err);
      report.failed.push(`${payment.id}: ${message}`);
      console.error(JSON.stringify({ level: 'error', at: 'reconciler', paymentId: payment.id, message }));
      await scheduleCheck(ledger.db, payment.id, recheckAt(ledger, payment.checks)).run().catch(() => undefined);
      continue;
    }
    if (outcome.kind === 'later') report.later++;
    else report.settled[outcome.kind] = (report.settled[outcome.kind] ?? 0) + 1;
    if (outcome.kind === 'redirect' && payment.checks + 1 >= ATTENTION_AFTER_CHECKS) {
      // The shopper never came back from 3-D Secure or Afterpay (hours of looks): nothing is held, close it.
      await releasePayment(ledger, payment, 'abandoned', false);
    } else if (outcome.kind === 'redirect' || outcome.kind === 'pending') {
      // Still open at the provider: looked at again later, not on every run.
      await scheduleCheck(ledger.db, payment.id, recheckAt(ledger, payment.checks)).run();
    }
  }
  return report;
}
