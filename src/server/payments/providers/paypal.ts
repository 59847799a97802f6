import { PAYPAL_FAILURE_MESSAGE } from '../../../lib/card-messages';
import { centsToUnits, parseCents } from '../../../lib/money';
import { requestKey } from '../idempotency';
import { ProviderRefused, type BoundPayment, type ChargeRequest, type PaymentProvider, type ProviderRecord, type ProviderStatus } from '../provider';
import { paypalClient, paypalIssue, type PaypalOptions } from './paypal-client';

interface Money {
  currency_code: string;
  value: string;
}
interface PaypalPaymentObject {
  id: string;
  status: string;
  amount?: Money;
}
interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: Money;
    payments?: { authorizations?: PaypalPaymentObject[]; captures?: PaypalPaymentObject[] };
  }[];
}

const ORDER: Record<string, ProviderStatus> = { CREATED: 'awaiting_payment', SAVED: 'awaiting_payment', PAYER_ACTION_REQUIRED: 'awaiting_payment', APPROVED: 'approved', VOIDED: 'voided' };
const AUTHORIZATION: Record<string, ProviderStatus> = { CREATED: 'authorized', PENDING: 'processing', DENIED: 'failed', VOIDED: 'voided', EXPIRED: 'voided' };
/** Capture refusals that mean the authorization is gone for good: the money was never taken. */
const GONE = new Set(['AUTHORIZATION_EXPIRED', 'AUTHORIZATION_VOIDED', 'AUTHORIZATION_DENIED']);
/**
 * Capture refusals of the payer's money or the payee's account (payments_payment_v2.json, capture 422):
 * this authorization will not pay. Asking again would not help: PayPal replays a refusal for the same
 * PayPal-Request-Id, so the order is cancelled, the authorization voided and the seller told.
 */
const DECLINED = new Set(['PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED', 'PAYER_ACCOUNT_LOCKED_OR_CLOSED', 'PAYEE_ACCOUNT_RESTRICTED', 'PAYEE_ACCOUNT_LOCKED_OR_CLOSED']);
/** Capture refusals that say an earlier call took the money (its answer lost): PayPal's record tells. */
const CAPTURED_BEFORE = new Set(['AUTHORIZATION_ALREADY_CAPTURED', 'MAX_CAPTURE_COUNT_EXCEEDED', 'MAX_CAPTURE_AMOUNT_EXCEEDED']);
const CAPTURE: Record<string, ProviderStatus> = { COMPLETED: 'captured', PARTIALLY_REFUNDED: 'captured', PENDING: 'capture_pending', DECLINED: 'failed', FAILED: 'failed', REFUNDED: 'refunded' };
const failure = { code: 'paypal_failed', message: PAYPAL_FAILURE_MESSAGE };

/** PayPal's order as the ledger reads it: the order's state, then its authorization's, then its capture's. */
export function recordOf(order: PaypalOrder): ProviderRecord {
  const unit = order.purchase_units?.[0];
  const authorization = unit?.payments?.authorizations?.[0];
  const capture = unit?.payments?.captures?.[0];
  let status: ProviderStatus = ORDER[order.status] ?? 'processing';
  if (capture) status = CAPTURE[capture.status] ?? 'processing';
  else if (authorization) status = AUTHORIZATION[authorization.status] ?? 'processing';
  const amount = unit?.amount;
  return {
    ref: order.id,
    status,
    amountCents: (amount && parseCents(amount.value)) ?? -1,
    currency: amount?.currency_code ?? '',
    boundPaymentId: unit?.custom_id ?? null,
    boundCheckoutId: unit?.reference_id ?? null,
    authorizationRef: authorization?.id ?? null,
    captureRef: capture?.id ?? null,
    ...(status === 'failed' ? { failure } : {}),
  };
}

const failedRecord = (p: BoundPayment): ProviderRecord => ({
  ref: p.providerRef,
  status: 'failed',
  amountCents: p.amountCents,
  currency: p.currency,
  boundPaymentId: p.id,
  boundCheckoutId: p.checkoutId,
  failure,
});

/**
 * PayPal Orders v2 with intent AUTHORIZE: the server makes the order for one payment row (reference_id is
 * the checkout, custom_id the payment, the amount the server's), authorizes it once the buyer approved, and
 * captures the authorization after the order is written; a sold-out race voids the authorization. The
 * capture id is stored and refunds go by it.
 */
export function paypalProvider(options: PaypalOptions): PaymentProvider {
  const { request } = paypalClient(options);
  const getOrder = async (ref: string) => {
    const res = await request<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`);
    if (res.status !== 200) throw new ProviderRefused(`PayPal could not show order ${ref}: ${paypalIssue(res.body)}`, paypalIssue(res.body));
    return recordOf(res.body);
  };

  return {
    name: 'paypal',
    async create(req: ChargeRequest) {
      const body = {
        intent: 'AUTHORIZE',
        purchase_units: [{ reference_id: req.checkoutId, custom_id: req.paymentId, description: req.description.slice(0, 127), amount: { currency_code: req.currency, value: centsToUnits(req.amountCents) } }],
      };
      const res = await request<PaypalOrder>('POST', '/v2/checkout/orders', body, await requestKey(req.idempotencyKey, 'create', body));
      if ((res.status !== 200 && res.status !== 201) || !res.body.id) throw new ProviderRefused(`PayPal refused the order: ${paypalIssue(res.body)}`, paypalIssue(res.body));
      return { providerRef: res.body.id, clientToken: res.body.id };
    },
    async authorize(p: BoundPayment) {
      // Only an order the buyer approved is authorized: an early call would be refused, and PayPal may replay
      // that refusal under the same PayPal-Request-Id for hours. An order authorized before is read, not repeated.
      const current = await getOrder(p.providerRef);
      if (current.status !== 'approved') return current;
      const res = await request<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(p.providerRef)}/authorize`, {}, await requestKey(p.idempotencyKey, 'authorize', { ref: p.providerRef }));
      if (res.status === 200 || res.status === 201) return recordOf(res.body);
      const issue = paypalIssue(res.body);
      // Authorized by an earlier call whose answer was lost: PayPal's record says so.
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'ORDER_ALREADY_AUTHORIZED' || issue === 'ORDER_ALREADY_CAPTURED') return getOrder(p.providerRef);
      // A declined instrument, an expired or unknown order: nothing is held.
      if (res.status === 422 || res.status === 404) return failedRecord(p);
      throw new ProviderRefused(`PayPal refused the authorization: ${issue}`, issue);
    },
    inspect: (p) => getOrder(p.providerRef),
    async capture(p) {
      if (!p.authorizationRef) return getOrder(p.providerRef);
      const body = { final_capture: true };
      const path = `/v2/payments/authorizations/${encodeURIComponent(p.authorizationRef)}/capture`;
      const res = await request<PaypalPaymentObject>('POST', path, body, await requestKey(p.idempotencyKey, 'capture', { ref: p.authorizationRef, ...body }));
      if (res.status === 200 || res.status === 201) {
        const status = CAPTURE[res.body.status] ?? 'processing';
        const order = await getOrder(p.providerRef).catch(() => null);
        return { ...(order ?? { ref: p.providerRef, amountCents: p.amountCents, currency: p.currency, boundPaymentId: p.id, boundCheckoutId: p.checkoutId }), status, captureRef: res.body.id, authorizationRef: p.authorizationRef, ...(status === 'failed' ? { failure } : {}) };
      }
      const issue = paypalIssue(res.body);
      // Expired or voided: nothing was taken and nothing can be, whatever the order still shows.
      if (GONE.has(issue)) return { ...(await getOrder(p.providerRef)), status: 'voided' };
      // Captured before (an answer lost), or a request still in flight: never assume, read PayPal's record.
      if (CAPTURED_BEFORE.has(issue) || res.status === 409) return getOrder(p.providerRef);
      // Refused for good: the order is cancelled and the authorization released (applyOrderedRecord).
      if (DECLINED.has(issue)) return { ...(await getOrder(p.providerRef)), status: 'failed', failure: { code: issue, message: PAYPAL_FAILURE_MESSAGE } };
      // Anything else (a request PayPal finds invalid) is on the attention list; the reconciler asks again later.
      throw new ProviderRefused(`PayPal refused the capture: ${issue}`, issue);
    },
    async release(p) {
      // An authorization whose answer was lost is held all the same: PayPal's record of the order names
      // it (a failed read throws, and the release is tried again later).
      const authorizationRef = p.authorizationRef ?? (await getOrder(p.providerRef)).authorizationRef;
      if (!authorizationRef) return; // never authorized: the order holds no money and expires by itself
      const path = `/v2/payments/authorizations/${encodeURIComponent(authorizationRef)}/void`;
      const res = await request<PaypalPaymentObject>('POST', path, undefined, await requestKey(p.idempotencyKey, 'void', { ref: authorizationRef }));
      if (res.status === 200 || res.status === 204) return;
      const issue = paypalIssue(res.body);
      const record = await getOrder(p.providerRef);
      if (record.status === 'voided' || record.status === 'failed') return;
      if (record.status === 'captured' || record.status === 'capture_pending') throw new ProviderRefused('The authorization was captured; refund it instead', 'already_captured');
      throw new ProviderRefused(`PayPal refused the void: ${issue}`, issue);
    },
    async refund(p) {
      if (!p.captureRef) return { status: 'failed', reason: 'no capture id stored' };
      const path = `/v2/payments/captures/${encodeURIComponent(p.captureRef)}/refund`;
      // custom_id names the payment, so PayPal's refund events find it again.
      const body = { custom_id: p.id };
      const res = await request<PaypalPaymentObject>('POST', path, body, await requestKey(p.idempotencyKey, 'refund', { ref: p.captureRef, ...body }));
      if (res.status === 200 || res.status === 201) {
        if (res.body.status === 'COMPLETED') return { status: 'refunded', refundRef: res.body.id };
        if (res.body.status === 'PENDING') return { status: 'pending', refundRef: res.body.id };
        return { status: 'failed', reason: `refund ${res.body.id} is ${res.body.status}` };
      }
      const issue = paypalIssue(res.body);
      if (issue === 'CAPTURE_FULLY_REFUNDED') return { status: 'refunded', refundRef: 'already_refunded' };
      return { status: 'failed', reason: `PayPal refused the refund: ${issue}` };
    },
  };
}
