import { cardMessage, PAYPAL_FAILURE_MESSAGE } from '../../../lib/card-messages';
import { sandboxOutcome } from '../../../lib/sandbox-cards';
import type { BoundPayment, ChargeRequest, PaymentProvider, ProviderRecord, ProviderStatus } from '../provider';

/**
 * The provider of a store without keys (PAYMENT_PROVIDER=sandbox). It keeps no state of its own: its
 * answers are decided by the token and its record of a payment is the payment row itself, so every path
 * of the ledger runs without a network. Cards behave like Stripe's test cards; PayPal approves unless the buyer is PAYPAL-FAIL. A 3-D Secure card is sent to the sandbox's own page on the
 * store's origin, which marks the payment authenticated. Sandbox payments never reach fulfilment.
 */
export function sandboxProvider(): PaymentProvider {
  const record = (p: BoundPayment, status: ProviderStatus, extra: Partial<ProviderRecord> = {}): ProviderRecord => ({
    ref: p.providerRef,
    status,
    amountCents: p.amountCents,
    currency: p.currency,
    boundPaymentId: p.id,
    boundCheckoutId: p.checkoutId,
    authorizationRef: status === 'authorized' || status === 'captured' ? `${p.providerRef}_auth` : null,
    captureRef: status === 'captured' ? `${p.providerRef}_cap` : null,
    ...extra,
  });
  // What the ledger last recorded is all the sandbox knows; a call that died before recording held nothing.
  const RECORDED: Partial<Record<BoundPayment['state'], ProviderStatus>> = {
    authorized: 'authorized',
    pending: 'capture_pending',
    captured: 'captured',
    failed: 'failed',
    voided: 'voided',
    refunded: 'refunded',
  };

  return {
    name: 'sandbox',
    async create(req: ChargeRequest) {
      return { providerRef: `sbx_${req.paymentId}`, clientToken: `sbx_${req.paymentId}` };
    },
    async authorize(p, req) {
      if (req.paymentMethod === 'paypal') {
        return req.paymentToken === 'PAYPAL-FAIL'
          ? record(p, 'failed', { failure: { code: 'paypal_failed', message: PAYPAL_FAILURE_MESSAGE } })
          : record(p, 'authorized');
      }
      if (p.meta.authenticated === true) return record(p, 'authorized');
      const outcome = sandboxOutcome(req.paymentToken ?? '');
      if (outcome === 'succeeds') return record(p, 'authorized');
      if (outcome === 'requires_action') {
        const url = new URL('/api/v1/payments/sandbox/authenticate', req.origin);
        url.searchParams.set('paymentId', req.paymentId);
        url.searchParams.set('returnUrl', req.returnUrl);
        return record(p, 'requires_action', { redirectUrl: url.href });
      }
      return record(p, 'failed', { failure: { code: outcome, message: cardMessage(outcome) } });
    },
    async inspect(p) {
      const status = RECORDED[p.state];
      if (status) return record(p, status);
      if (p.state === 'requires_action') return record(p, p.meta.authenticated === true ? 'authorized' : 'requires_action');
      return record(p, 'awaiting_payment');
    },
    async capture(p) {
      return record(p, 'captured');
    },
    async release() {},
    async refund(p) {
      return { status: 'refunded', refundRef: `${p.providerRef}_refund` };
    },
  };
}
