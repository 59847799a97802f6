import { PAYMENT_FAILED_MESSAGE, PAYPAL_FAILURE_MESSAGE } from '../../lib/card-messages';
import type { PricedLine } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import type { CheckoutExtras } from '../checkout/view';
import { loadCheckout } from '../checkout/service';
import { ApiError } from '../errors/api-error';
import type { DriveOutcome } from './drive';
import type { Ledger } from './ledger';
import { CANCELLED_MESSAGE, CHANGED_MESSAGE, IN_PROGRESS_MESSAGE, mismatchMessage, SOLD_OUT_MESSAGE, UNAVAILABLE_MESSAGE } from './messages';
import type { Priced } from './priced';

/** `lines`: the checkout's lines as this submit priced them, so that the answer need not price them again. */
export type SubmitOutcome =
  | { kind: 'done'; checkout: Checkout; lines?: PricedLine[]; known?: Required<Pick<CheckoutExtras, 'orderLookupNumber' | 'orderNumber' | 'payment'>> }
  | { kind: 'redirect'; checkout: Checkout; redirectUrl: string; lines?: PricedLine[] };

/** What the shopper's browser gets for the ledger's outcome: the checkout (completed, pending, a redirect) or the spec's error. */
export async function outcomeOf(ledger: Ledger, outcome: DriveOutcome, platform: 'stripe' | 'paypal', priced: Priced): Promise<SubmitOutcome> {
  const checkout = () => loadCheckout(ledger.db, priced.checkout.id);
  switch (outcome.kind) {
    case 'ordered': {
      // The order's batch completed the checkout (one version more); what it wrote is known here.
      const { payment, order } = outcome;
      // The order was made, then its capture refused for good: it is cancelled and nothing was taken.
      if (outcome.capture === 'cancelled') throw new ApiError(402, 'payment_refused', platform === 'paypal' ? PAYPAL_FAILURE_MESSAGE : PAYMENT_FAILED_MESSAGE, '/paymentToken');
      if (!payment || !order) return { kind: 'done', checkout: await checkout(), lines: priced.lines };
      const completed: Checkout = { ...priced.checkout, state: 'completed', error: null, paymentId: payment.id, version: order.checkoutVersion };
      return {
        kind: 'done',
        checkout: completed,
        lines: priced.lines,
        known: { orderLookupNumber: order.lookupNumber, orderNumber: order.orderNumber, payment: { id: payment.id, state: payment.state, paymentToken: payment.providerRef } },
      };
    }
    case 'duplicate':
    case 'pending':
      return { kind: 'done', checkout: await checkout(), lines: priced.lines };
    case 'redirect':
      return { kind: 'redirect', checkout: await checkout(), redirectUrl: outcome.url, lines: priced.lines };
    case 'failed':
      throw new ApiError(402, outcome.code, outcome.message, '/paymentToken');
    case 'not_paid':
      throw new ApiError(402, platform === 'paypal' ? 'paypal_not_approved' : 'payment_not_completed', platform === 'paypal' ? PAYPAL_FAILURE_MESSAGE : PAYMENT_FAILED_MESSAGE, '/paymentToken');
    case 'refused':
      throw new ApiError(402, 'payment_refused', platform === 'paypal' ? PAYPAL_FAILURE_MESSAGE : PAYMENT_FAILED_MESSAGE, '/paymentToken');
    case 'unavailable':
      throw new ApiError(502, 'payment_provider_unavailable', UNAVAILABLE_MESSAGE, '/checkoutId');
    case 'later':
      throw new ApiError(409, 'payment_in_progress', IN_PROGRESS_MESSAGE, '/checkoutId');
    case 'released':
      if (outcome.code === 'out_of_stock') throw new ApiError(409, 'out_of_stock', SOLD_OUT_MESSAGE, '/checkoutId');
      if (outcome.code === 'checkout_changed') throw new ApiError(409, 'checkout_changed', CHANGED_MESSAGE, '/checkoutId');
      if (outcome.code === 'payment_mismatch') throw new ApiError(402, 'payment_mismatch', mismatchMessage(platform), '/paymentToken');
      throw new ApiError(409, 'payment_cancelled', CANCELLED_MESSAGE, '/checkoutId');
  }
}
