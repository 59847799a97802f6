import type Stripe from 'stripe';
import { cardErrorCode, cardMessage } from '../../../lib/card-messages';
import { requestKey } from '../idempotency';
import { ProviderRefused, type BoundPayment, type ChargeRequest, type PaymentProvider, type ProviderRecord, type ProviderStatus } from '../provider';
import { isCardError, stripeCall, stripeClient, type StripeOptions } from './stripe-client';
import { shippingParams } from './stripe-shipping';

/** Afterpay is its own payment method type; wallets (Google Pay, Apple Pay) are cards. */
const methodType = (method: string): 'afterpay_clearpay' | 'card' => (method === 'afterpay' ? 'afterpay_clearpay' : 'card');

const STATUS: Record<string, ProviderStatus> = {
  requires_payment_method: 'awaiting_payment',
  requires_confirmation: 'awaiting_payment',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'voided',
};

/** Stripe's PaymentIntent as the ledger reads it. A decline leaves the intent waiting for another method. */
export function recordOf(pi: Stripe.PaymentIntent): ProviderRecord {
  const declined = pi.status === 'requires_payment_method' && pi.last_payment_error;
  const code = declined ? cardErrorCode(pi.last_payment_error?.code, pi.last_payment_error?.decline_code) : null;
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  let status: ProviderStatus = declined ? 'failed' : (STATUS[pi.status] ?? 'processing');
  if (status === 'captured' && charge?.refunded) status = 'refunded';
  return {
    ref: pi.id,
    status,
    amountCents: pi.amount,
    currency: pi.currency.toUpperCase(),
    boundPaymentId: pi.metadata.payment_id ?? null,
    boundCheckoutId: pi.metadata.checkout_id ?? null,
    captureRef: typeof pi.latest_charge === 'string' ? pi.latest_charge : (charge?.id ?? null),
    ...(pi.status === 'requires_action' && pi.next_action?.redirect_to_url?.url ? { redirectUrl: pi.next_action.redirect_to_url.url } : {}),
    ...(code ? { failure: { code, message: cardMessage(code) } } : {}),
  };
}

/**
 * Stripe PaymentIntents through the official SDK. The server makes each intent for one payment row
 * (metadata payment_id and checkout_id, amount and currency from the server's costing), authorizes it
 * (capture_method manual) and captures only once the order and its stock are written, so a sold-out race
 * releases an authorization instead of refunding a charge.
 */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options);
  const call = <T>(fn: () => Promise<T>) => stripeCall(fn, options.retryBaseMs);
  const retrieve = (ref: string) => call(() => stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] }));

  return {
    name: 'stripe',
    async create(req: ChargeRequest) {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: req.amountCents,
        currency: req.currency.toLowerCase(),
        capture_method: 'manual',
        allowed_payment_method_types: [methodType(req.paymentMethod)],
        description: req.description,
        metadata: { checkout_id: req.checkoutId, payment_id: req.paymentId },
        ...(req.email ? { receipt_email: req.email } : {}),
        ...shippingParams(req.shipping),
      };
      const idempotencyKey = await requestKey(req.idempotencyKey, 'create', params);
      const pi = await call(() => stripe.paymentIntents.create(params, { idempotencyKey }));
      if (!pi.client_secret) throw new ProviderRefused('Stripe made a PaymentIntent without a client secret', 'no_client_secret');
      return { providerRef: pi.id, clientToken: pi.client_secret };
    },
    async authorize(p: BoundPayment, req: ChargeRequest) {
      // Back from a redirect (3-D Secure, Afterpay) or confirmed in the browser: only read what Stripe decided.
      if (!req.paymentToken) return recordOf(await retrieve(p.providerRef));
      const params: Stripe.PaymentIntentConfirmParams = { payment_method: req.paymentToken, return_url: req.returnUrl };
      const idempotencyKey = await requestKey(p.idempotencyKey, 'confirm', { ref: p.providerRef, ...params });
      try {
        return recordOf(await call(() => stripe.paymentIntents.confirm(p.providerRef, { ...params, expand: ['latest_charge'] }, { idempotencyKey })));
      } catch (err) {
        if (isCardError(err)) {
          const code = cardErrorCode(err.code, err.decline_code);
          return { ...recordOf(await retrieve(p.providerRef)), status: 'failed', failure: { code, message: cardMessage(code) } };
        }
        // Already confirmed by an earlier call whose answer was lost: Stripe's record says what happened.
        if (err instanceof ProviderRefused && err.code === 'payment_intent_unexpected_state') return recordOf(await retrieve(p.providerRef));
        throw err;
      }
    },
    async inspect(p) {
      return recordOf(await retrieve(p.providerRef));
    },
    async capture(p) {
      const idempotencyKey = await requestKey(p.idempotencyKey, 'capture', { ref: p.providerRef, amount: p.amountCents });
      try {
        return recordOf(await call(() => stripe.paymentIntents.capture(p.providerRef, { expand: ['latest_charge'] }, { idempotencyKey })));
      } catch (err) {
        // Captured before (an answer lost), or no longer capturable (cancelled, expired): never assume, read.
        if (err instanceof ProviderRefused && err.code === 'payment_intent_unexpected_state') return recordOf(await retrieve(p.providerRef));
        throw err;
      }
    },
    async release(p) {
      const idempotencyKey = await requestKey(p.idempotencyKey, 'cancel', { ref: p.providerRef });
      try {
        await call(() => stripe.paymentIntents.cancel(p.providerRef, {}, { idempotencyKey }));
      } catch (err) {
        if (!(err instanceof ProviderRefused && err.code === 'payment_intent_unexpected_state')) throw err;
        const record = recordOf(await retrieve(p.providerRef));
        if (record.status === 'captured') throw new ProviderRefused('The PaymentIntent was captured; refund it instead', 'already_captured');
      }
    },
    async refund(p) {
      const params: Stripe.RefundCreateParams = { payment_intent: p.providerRef };
      const idempotencyKey = await requestKey(p.idempotencyKey, 'refund', params);
      try {
        const refund = await call(() => stripe.refunds.create(params, { idempotencyKey }));
        if (refund.status === 'succeeded') return { status: 'refunded', refundRef: refund.id };
        if (refund.status === 'pending' || refund.status === 'requires_action') return { status: 'pending', refundRef: refund.id };
        return { status: 'failed', reason: `refund ${refund.id} is ${refund.status ?? 'unknown'}` };
      } catch (err) {
        if (err instanceof ProviderRefused && err.code === 'charge_already_refunded') return { status: 'refunded', refundRef: 'already_refunded' };
        throw err;
      }
    },
  };
}
