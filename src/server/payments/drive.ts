import { bound, providerOf, type Ledger } from './ledger';
import type { Priced } from './priced';
import { ProviderRefused, ProviderUnavailable, type ChargeRequest } from './provider';
import { transition, type Payment } from './queries';
import { settle, type SettleOutcome } from './settle';

export type DriveOutcome = SettleOutcome | { kind: 'unavailable' } | { kind: 'refused'; code: string };

/**
 * The provider calls of a submit that owns the payment ('processing'): make the provider object if the
 * payment has none yet (Stripe, sandbox; a PayPal order only ever comes from initiate, for this amount),
 * store its id, ask the provider to authorize, and settle on the provider's own record. When the provider
 * cannot be reached the outcome is unknown: the payment is left for the shopper's retry (same idempotency
 * keys) and the reconciler, never assumed paid or failed.
 */
export async function drive(ledger: Ledger, payment: Payment, request: (p: Payment) => ChargeRequest, priced: Priced, platform: 'stripe' | 'paypal'): Promise<DriveOutcome> {
  const provider = providerOf(ledger, payment);
  try {
    if (!payment.providerRef) {
      if (platform === 'paypal' && provider.name === 'paypal') {
        await transition(ledger.db, payment.id, ['processing'], 'created');
        return { kind: 'not_paid' };
      }
      const req = request(payment);
      const created = await provider.create(req);
      const meta = { ...payment.meta, origin: req.origin, clientToken: created.clientToken };
      await transition(ledger.db, payment.id, ['processing'], 'processing', { providerRef: created.providerRef, meta });
      payment = { ...payment, providerRef: created.providerRef, meta };
    }
    const record = await provider.authorize(bound(payment), request(payment));
    return await settle(ledger, payment, record, priced);
  } catch (err) {
    if (err instanceof ProviderUnavailable) {
      await transition(ledger.db, payment.id, ['processing'], payment.providerRef ? 'requires_action' : 'created', { checkAfter: ledger.now() + 60_000 });
      return { kind: 'unavailable' };
    }
    if (err instanceof ProviderRefused) {
      console.error(JSON.stringify({ level: 'error', at: 'payments', paymentId: payment.id, refused: err.code, message: err.message }));
      await transition(ledger.db, payment.id, ['processing'], 'failed', { errorCode: err.code });
      return { kind: 'refused', code: err.code };
    }
    throw err;
  }
}
