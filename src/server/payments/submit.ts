import { sameOriginUrl } from '../../lib/same-origin';
import type { Bindings } from '../env';
import { ApiError } from '../errors/api-error';
import type { StoreConfig } from '../config/schema';
import { costCheckout } from '../checkout/costs';
import { priceLines, type PricedLine } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import { setCheckoutPayment } from '../checkout/queries';
import { loadCheckout } from '../checkout/service';
import { fulfil } from './fulfil';
import { providerFor } from './providers';
import { ProviderError, type ChargeRequest, type PaymentProvider } from './provider';
import { paymentById, transition, transitionStatement, type Payment } from './queries';
import type { SubmitInput } from './schema';
import { checkoutChargeFields, claimCheckoutPayment, paymentChargeFields } from './charge-request';

/** `lines`: the checkout's lines as this submit priced them, so that the answer need not price them again. */
export type SubmitOutcome = { kind: 'done'; checkout: Checkout; lines?: PricedLine[] } | { kind: 'redirect'; checkout: Checkout; redirectUrl: string; lines?: PricedLine[] };

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;
/** A 'processing' payment untouched this long belongs to a request that died: it may be claimed again. */
const STALE_PROCESSING_MS = 60_000;

/**
 * Places the order for a checkout. Safe to repeat and to run concurrently: the payment row for
 * (checkout, amount, attempt) is shared, one caller owns the provider call ('processing'), the rest
 * wait for its outcome, and the order's UNIQUE checkout_id lets only one order exist.
 */
export async function submitCheckout(env: Bindings, config: StoreConfig, input: SubmitInput, origin: string): Promise<SubmitOutcome> {
  let checkout = await loadCheckout(env.DB, input.checkoutId);
  if (checkout.state === 'completed' || checkout.state === 'success') return { kind: 'done', checkout };
  if (!checkout.customer) throw new ApiError(422, 'address_required', 'Please enter your address.', '/checkoutId');
  if (!checkout.deliveryOption) throw new ApiError(422, 'delivery_option_required', 'Please choose a delivery option.', '/checkoutId');
  if (checkout.platform && checkout.platform !== input.platform) throw new ApiError(422, 'platform_mismatch', 'The payment platform does not match the checkout.', '/platform');
  const lines = await priceLines(env, checkout.lineItems, checkout.currency, true).catch((err: unknown) => {
    if (err instanceof ApiError) throw new ApiError(err.status, err.code, err.detail, '/checkoutId');
    throw err;
  });
  const { costs, quote } = costCheckout(config, checkout, lines, new Date());
  if (!quote) throw new ApiError(422, 'delivery_option_unavailable', 'Please choose a delivery option.', '/checkoutId');
  if (costs.totalCents <= 0) throw new ApiError(422, 'nothing_to_pay', 'There is nothing to pay in this checkout.', '/checkoutId');

  const provider = providerFor(env, input.platform);
  const returnUrl = sameOriginUrl(input.returnUrl, origin, `/checkout/${checkout.id}`);
  const claim = await paymentFor(env.DB, checkout, provider, costs.totalCents, input.paymentId ?? null);
  let payment: Payment = claim;
  // A payment this submit has just made is already 'processing' and its own: it charges at once.
  let owned = claim.claimed;
  // The provider's authorization as this caller charged it, written in the order's batch.
  let record: D1PreparedStatement | undefined;
  const request = (p: Payment): ChargeRequest => ({
    ...checkoutChargeFields(checkout, config.name),
    ...paymentChargeFields(p),
    paymentMethod: checkout.paymentMethod ?? (input.platform === 'paypal' ? 'paypal' : 'card'),
    paymentToken: input.paymentToken ?? null,
    providerRef: p.providerRef,
    returnUrl,
    origin,
  });

  for (const started = Date.now(); ; ) {
    if (payment.state === 'authorized' || payment.state === 'captured') {
      const { created } = await fulfil(env, config, checkout, payment, provider, request(payment), lines, record);
      // The order's batch completed the checkout with this payment; read it back only when another request made the order.
      const done = created ? { ...checkout, state: 'completed' as const, paymentId: payment.id, error: null, updatedAt: new Date().toISOString() } : await loadCheckout(env.DB, checkout.id);
      return { kind: 'done', checkout: done, lines };
    }
    if (payment.state === 'failed') throw paymentFailed(payment);
    if (payment.state === 'voided') throw new ApiError(409, payment.errorCode ?? 'out_of_stock', 'This payment was cancelled. Please place your order again.', '/checkoutId');
    if (owned || ((payment.state === 'created' || payment.state === 'requires_action') && (await transition(env.DB, payment.id, [payment.state], 'processing')))) {
      owned = false;
      const outcome = await charge(env.DB, provider, request(payment), payment);
      if ('redirectUrl' in outcome) {
        checkout = await loadCheckout(env.DB, checkout.id);
        return { kind: 'redirect', checkout, redirectUrl: outcome.redirectUrl, lines };
      }
      // This caller holds the outcome itself: no need to read it back.
      payment = outcome.payment;
      record = outcome.record;
      continue;
    } else if (payment.state === 'processing' && Date.now() - Date.parse(payment.updatedAt) > STALE_PROCESSING_MS) {
      // The provider call is repeated with the same idempotency key, so it cannot charge twice.
      await transition(env.DB, payment.id, ['processing'], payment.providerRef ? 'requires_action' : 'created');
    } else {
      if (Date.now() - started > WAIT_LIMIT_MS) throw new ApiError(409, 'payment_in_progress', 'Your payment is still being processed. Please wait a moment.', '/checkoutId');
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    }
    const next = await paymentById(env.DB, payment.id);
    if (!next) throw new Error('payment row vanished');
    payment = next;
  }
}

/**
 * One provider call for a payment this caller owns ('processing'). Answers the redirect the shopper
 * must follow, or the payment as this caller left it. A redirect or a decline is written at once (the
 * payment's and the checkout's states in one batch); an authorization comes back unwritten, as the
 * statement that records it, for the order's batch.
 */
async function charge(db: D1Database, provider: PaymentProvider, req: ChargeRequest, payment: Payment): Promise<{ redirectUrl: string } | { payment: Payment; record?: D1PreparedStatement }> {
  let result;
  try {
    result = await provider.authorize(req);
  } catch (err) {
    await transition(db, payment.id, ['processing'], payment.providerRef ? 'requires_action' : 'created');
    if (err instanceof ProviderError) throw new ApiError(502, 'payment_provider_unavailable', 'The payment could not be processed right now. Please try again.', '/checkoutId');
    throw err;
  }
  const providerRef = result.providerRef ?? payment.providerRef;
  const record = async (state: Payment['state'], fields: Parameters<typeof transitionStatement>[4], checkoutState: 'pending' | 'failure', error: string | null) => {
    const [moved] = await db.batch([transitionStatement(db, payment.id, ['processing'], state, { providerRef, ...fields }), setCheckoutPayment(db, req.checkoutId, checkoutState, payment.id, error)]);
    return moved?.meta.changes === 1;
  };
  // Only when another request took the payment over (a stale 'processing') is the row read back.
  const reread = async () => ({ payment: (await paymentById(db, payment.id)) ?? payment });
  if (result.status === 'requires_action') {
    await record('requires_action', { meta: { ...payment.meta, redirectUrl: result.redirectUrl } }, 'pending', null);
    return { redirectUrl: result.redirectUrl };
  }
  if (result.status === 'failed') {
    const meta = { ...payment.meta, message: result.message };
    if (!(await record('failed', { errorCode: result.code, meta }, 'failure', result.message))) return reread();
    return { payment: { ...payment, state: 'failed', providerRef, errorCode: result.code, meta } };
  }
  // Authorized: the order's batch records it (fulfil), so an order costs one round trip less. Until
  // then the row stays 'processing', which concurrent submits wait on as before.
  return { payment: { ...payment, state: result.status, providerRef }, record: transitionStatement(db, payment.id, ['processing'], result.status, { providerRef }) };
}

function paymentFailed(payment: Payment): ApiError {
  const message = typeof payment.meta.message === 'string' ? payment.meta.message : 'Payment failed, please try again.';
  return new ApiError(402, payment.errorCode ?? 'card_declined', message, '/paymentToken');
}

/** The payment a submit continues: the one the client names if it still fits, else the shared row. */
async function paymentFor(db: D1Database, checkout: Checkout, provider: PaymentProvider, amountCents: number, paymentId: string | null): Promise<Payment & { claimed: boolean }> {
  if (paymentId) {
    const named = await paymentById(db, paymentId);
    if (named && named.checkoutId === checkout.id && named.amountCents === amountCents && named.currency === checkout.currency && named.state !== 'failed' && named.state !== 'voided') {
      return { ...named, claimed: false };
    }
  }
  return claimCheckoutPayment(db, checkout, provider.name, amountCents, 'processing');
}
