import { sameOriginUrl } from '../../lib/same-origin';
import type { StoreConfig } from '../config/schema';
import { priceLines } from '../checkout/lines';
import type { Checkout } from '../checkout/model';
import { platformOf } from '../checkout/payment-methods';
import type { PaymentMethod } from '../../contract/checkout';
import { loadCheckout } from '../checkout/service';
import type { Bindings } from '../env';
import { ApiError } from '../errors/api-error';
import { tokenRole } from './binding';
import { assertUnchanged, checkoutChargeFields, claimCheckoutPayment, paymentChargeFields } from './charge-request';
import { drive, type DriveOutcome } from './drive';
import { bound, ledgerFor, providerOf, type Ledger } from './ledger';
import { CANCELLED_MESSAGE, IN_PROGRESS_MESSAGE, mismatchMessage } from './messages';
import { assertAddressAndDelivery, payableCosts } from './payable';
import type { Priced } from './priced';
import { ProviderRefused, ProviderUnavailable, type ChargeRequest } from './provider';
import { providerName } from './providers';
import { cancelledUnpaid, paymentById, startCharge, transition, type Payment } from './queries';
import type { SubmitInput } from '../../contract/payments';
import { settle } from './settle';
import { outcomeOf, type SubmitOutcome } from './submit-outcome';

export type { SubmitOutcome } from './submit-outcome';

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;
/** A 'processing' payment untouched this long belongs to a request that died: it may be claimed again. */
const STALE_PROCESSING_MS = 60_000;

/**
 * Places the order for a checkout (docs/payments.md, "Submit"). Safe to repeat and to run concurrently:
 * the payment row for (checkout, amount, attempt) is shared, one caller owns the provider call
 * ('processing'), the rest wait for its outcome. The provider object is the payment row's own; a token
 * from the browser is only ever a payment method, never an object id the server did not store.
 */
export async function submitCheckout(env: Bindings, config: StoreConfig, input: SubmitInput, origin: string, read?: Checkout): Promise<SubmitOutcome> {
  const ledger = ledgerFor(env.DB, config, env);
  // `read`: the checkout as the route's owner check read it, in this request.
  const checkout = read ?? (await loadCheckout(env.DB, input.checkoutId));
  if (checkout.state === 'completed' || checkout.state === 'success') {
    // An order whose capture was refused for good was cancelled unpaid: it is no thank-you page.
    if (await cancelledUnpaid(env.DB, checkout.id)) throw new ApiError(409, 'payment_cancelled', CANCELLED_MESSAGE, '/checkoutId');
    return { kind: 'done', checkout };
  }
  assertAddressAndDelivery(checkout);
  const method: PaymentMethod = checkout.paymentMethod ?? (input.platform === 'paypal' ? 'paypal' : 'card');
  if ((checkout.platform && checkout.platform !== input.platform) || platformOf(method) !== input.platform) {
    throw new ApiError(422, 'platform_mismatch', 'The payment platform does not match the checkout.', '/platform');
  }
  const lines = await priceLines(env, checkout.lineItems, checkout.currency, true).catch((err: unknown) => {
    if (err instanceof ApiError) throw new ApiError(err.status, err.code, err.detail, '/checkoutId');
    throw err;
  });
  const { costs, quote } = payableCosts(config, checkout, lines, method, new Date(), '/platform');
  const priced: Priced = { checkout, lines, costs, quote };

  const name = providerName(ledger.setup, input.platform);
  let payment: Payment & { claimed?: boolean } = await paymentFor(ledger, checkout, name, method, costs.totalCents, input.paymentId ?? null);
  const role = tokenRole(input.paymentToken, payment);
  if (role === 'foreign_object') {
    if (payment.claimed) await transition(env.DB, payment.id, ['processing'], 'created');
    throw new ApiError(402, 'payment_mismatch', mismatchMessage(input.platform), '/paymentToken');
  }
  const request = (p: Payment): ChargeRequest => ({
    ...checkoutChargeFields(checkout, config.name),
    ...paymentChargeFields(p),
    paymentMethod: method,
    paymentToken: role === 'method' ? (input.paymentToken ?? null) : null,
    returnUrl: sameOriginUrl(input.returnUrl, origin, `/checkout/${checkout.id}`),
    origin,
  });

  let owned = payment.claimed === true;
  for (const started = Date.now(); ;) {
    if (owned || ((payment.state === 'created' || payment.state === 'requires_action') && (await startOrRefuse(env.DB, payment, checkout)))) {
      return outcomeOf(ledger, await drive(ledger, { ...payment, state: 'processing' }, request, priced, input.platform), input.platform, priced);
    }
    if (payment.state === 'authorized' || payment.state === 'pending' || payment.state === 'captured') {
      // Another request holds the money for this checkout: finish from the provider's record.
      const current = await loadCheckout(env.DB, checkout.id);
      if (current.state === 'completed') return { kind: 'done', checkout: current };
      return outcomeOf(ledger, await settleFromProvider(ledger, payment, priced), input.platform, priced);
    }
    if (payment.state !== 'processing') return outcomeOf(ledger, closedOutcome(payment), input.platform, priced);
    if (Date.now() - Date.parse(payment.updatedAt) > STALE_PROCESSING_MS) {
      // The request that owned it died; its provider calls repeat under the same idempotency keys.
      await transition(env.DB, payment.id, ['processing'], payment.providerRef ? 'requires_action' : 'created');
    } else {
      if (Date.now() - started > WAIT_LIMIT_MS) throw new ApiError(409, 'payment_in_progress', IN_PROGRESS_MESSAGE, '/checkoutId');
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    }
    const next = await paymentById(env.DB, payment.id);
    if (!next) throw new Error('payment row vanished');
    payment = next;
    owned = false;
  }
}

/** Takes over a waiting payment row; a checkout changed since this request read it is refused (409). */
async function startOrRefuse(db: D1Database, payment: Payment, checkout: Checkout): Promise<boolean> {
  if (await startCharge(db, payment.id, payment.state, checkout.id, checkout.edits)) return true;
  await assertUnchanged(db, checkout);
  return false;
}

async function settleFromProvider(ledger: Ledger, payment: Payment, priced: Priced) {
  try {
    return await settle(ledger, payment, await providerOf(ledger, payment).inspect(bound(payment)), priced);
  } catch (err) {
    if (err instanceof ProviderUnavailable || err instanceof ProviderRefused) return { kind: 'later' as const };
    throw err;
  }
}

/** A payment that is over: failed, or given back. */
function closedOutcome(payment: Payment): DriveOutcome {
  if (payment.state === 'failed') {
    const message = typeof payment.meta.message === 'string' ? payment.meta.message : 'Payment failed, please try again.';
    return { kind: 'failed', code: payment.errorCode ?? 'card_declined', message };
  }
  const code = payment.errorCode;
  return { kind: 'released', code: code === 'out_of_stock' || code === 'checkout_changed' || code === 'payment_mismatch' ? code : 'voided' };
}

/** The payment a submit continues: the one the client names if it still fits, else the shared row. */
async function paymentFor(ledger: Ledger, checkout: Checkout, provider: string, method: PaymentMethod, amountCents: number, paymentId: string | null): Promise<Payment & { claimed?: boolean }> {
  if (paymentId) {
    const named = await paymentById(ledger.db, paymentId);
    // Of this checkout, amount, currency and rail (the sandbox serves both rails under one provider name).
    const sameRail = named !== null && platformOf((named.paymentMethod ?? 'card') as PaymentMethod) === platformOf(method);
    if (named && sameRail && named.checkoutId === checkout.id && named.amountCents === amountCents && named.currency === checkout.currency && named.provider === provider && !['failed', 'voiding', 'voided', 'refunding', 'refunded'].includes(named.state)) {
      return named;
    }
  }
  return claimCheckoutPayment(ledger.db, checkout, provider, method, amountCents, 'processing');
}
