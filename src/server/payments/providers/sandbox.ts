import { cardMessage, PAYPAL_FAILURE_MESSAGE } from '../../../lib/card-messages';
import { sandboxOutcome } from '../../../lib/sandbox-cards';
import type { ChargeRequest, ChargeResult, PaymentProvider } from '../provider';

/**
 * The default provider, needing no keys: cards behave like Stripe's test cards; PayPal always
 * approves unless the token is PAYPAL-FAIL. A 3-D Secure card is sent to the sandbox's own
 * authentication page on the store's origin, which marks the payment authenticated.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async initiate(req) {
      return { providerRef: `sbx_${req.paymentId}`, paymentToken: `sbx_${req.paymentId}` };
    },
    async authorize(req: ChargeRequest): Promise<ChargeResult> {
      const providerRef = req.providerRef ?? `sbx_${req.paymentId}`;
      if (req.paymentMethod === 'paypal') {
        return req.paymentToken === 'PAYPAL-FAIL'
          ? { status: 'failed', providerRef, code: 'paypal_failed', message: PAYPAL_FAILURE_MESSAGE }
          : { status: 'captured', providerRef };
      }
      if (req.meta.authenticated === true) return { status: 'authorized', providerRef };
      const outcome = sandboxOutcome(req.paymentToken ?? '');
      if (outcome === 'succeeds') return { status: 'authorized', providerRef };
      if (outcome === 'requires_action') {
        const url = new URL('/api/v1/payments/sandbox/authenticate', req.origin);
        url.searchParams.set('paymentId', req.paymentId);
        url.searchParams.set('returnUrl', req.returnUrl);
        return { status: 'requires_action', providerRef, redirectUrl: url.href };
      }
      return { status: 'failed', providerRef, code: outcome, message: cardMessage(outcome) };
    },
    async capture() {},
    async cancel() {},
  };
}
