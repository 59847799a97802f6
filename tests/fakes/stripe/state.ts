import type Stripe from 'stripe';
import { charge, refund, dispute, paymentIntent } from './objects';
import { list, record, str, type FormValue } from './form';

export interface StripeError {
  status: number;
  body: { error: { type: string; code?: string; decline_code?: string; message: string; param?: string; payment_intent?: Stripe.PaymentIntent } };
}
export type Result<T> = { ok: T } | { error: StripeError };

const invalid = (message: string, code?: string, param?: string): { error: StripeError } => ({
  error: { status: code === 'resource_missing' ? 404 : 400, body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } } },
});

/** Stripe's smallest charge per currency (amount_too_small below it). */
const MINIMUM: Record<string, number> = { usd: 50, eur: 50, aud: 50, cad: 50, gbp: 30 };
const CREATE_PARAMS = new Set(['amount', 'currency', 'capture_method', 'allowed_payment_method_types', 'description', 'metadata', 'receipt_email', 'shipping', 'confirm', 'payment_method', 'return_url', 'expand']);
const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedIncorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  pm_card_chargeDeclinedProcessingError: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};
const CARDS = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_threeDSecure2Required', ...Object.keys(DECLINES)]);
const CANCELLABLE = new Set(['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing']);

/** The type of a payment method the fake knows (Stripe's test methods), or null for an unknown id. */
export function methodType(pm: string): 'card' | 'afterpay_clearpay' | null {
  if (CARDS.has(pm)) return 'card';
  if (/^pm_afterpay_\w+$/.test(pm)) return 'afterpay_clearpay';
  return null;
}

/** One Stripe account (a secret key): its objects, and what the tests told it to do next. */
export class StripeAccount {
  readonly intents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  next: { confirm?: 'processing'; refund?: 'pending' | 'failed' } = {};
  private n = 0;
  constructor(private readonly prefix: string) {}
  private id = (kind: string) => `${kind}_${this.prefix}${(++this.n).toString(36).padStart(6, '0')}`;

  create(form: Record<string, FormValue>): Result<Stripe.PaymentIntent> {
    const unknown = Object.keys(form).find((k) => !CREATE_PARAMS.has(k));
    if (unknown) return invalid(`Received unknown parameter: ${unknown}`, 'parameter_unknown', unknown);
    const amount = Number(str(form.amount));
    const currency = str(form.currency) ?? '';
    if (!/^\d+$/.test(str(form.amount) ?? '')) return invalid('Invalid integer', 'parameter_invalid_integer', 'amount');
    if (!/^[a-z]{3}$/.test(currency)) return invalid('Invalid currency', 'parameter_invalid_string', 'currency');
    if (amount < (MINIMUM[currency] ?? 50)) return invalid('Amount must be at least the minimum charge', 'amount_too_small', 'amount');
    const allowed = list(form.allowed_payment_method_types) as Stripe.PaymentIntent.AllowedPaymentMethodType[];
    if (allowed.some((t) => t !== 'card' && t !== 'afterpay_clearpay')) return invalid('The payment method type is not activated for this account', 'payment_method_unactivated', 'allowed_payment_method_types');
    const shipping = form.shipping as { name?: string; phone?: string; address?: Record<string, string> } | undefined;
    if (allowed.includes('afterpay_clearpay')) {
      if (!shipping?.name || !shipping.address?.line1 || !shipping.address.country) return invalid('Missing required param: shipping.', 'parameter_missing', 'shipping');
      if (currency !== 'usd') return invalid('Afterpay only supports usd for US accounts', 'payment_intent_invalid_parameter', 'currency');
    }
    const captureMethod = (str(form.capture_method) ?? 'automatic_async') as Stripe.PaymentIntent.CaptureMethod;
    const pi = paymentIntent({
      id: this.id('pi'), amount, currency, allowed: allowed.length ? allowed : ['card'], description: str(form.description) ?? null, metadata: record(form.metadata),
      receiptEmail: str(form.receipt_email) ?? null, captureMethod,
      shipping: shipping?.name && shipping.address ? { name: shipping.name, phone: shipping.phone ?? null, carrier: null, tracking_number: null, address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null, ...shipping.address } } : null,
    });
    this.intents.set(pi.id, pi);
    return str(form.confirm) === 'true' ? this.confirm(pi.id, form) : { ok: pi };
  }

  intent(id: string): Result<Stripe.PaymentIntent> {
    const pi = this.intents.get(id);
    return pi ? { ok: pi } : invalid(`No such payment_intent: '${id}'`, 'resource_missing', 'intent');
  }

  confirm(id: string, form: Record<string, FormValue>): Result<Stripe.PaymentIntent> {
    const found = this.intent(id);
    if ('error' in found) return found;
    const pi = found.ok;
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') return this.unexpected(pi, 'confirm');
    const pm = str(form.payment_method) ?? (typeof pi.payment_method === 'string' ? pi.payment_method : undefined);
    if (!pm) return invalid('You must provide a payment method to confirm', 'parameter_missing', 'payment_method');
    const type = methodType(pm);
    if (!type) return invalid(`No such PaymentMethod: '${pm}'`, 'resource_missing', 'payment_method');
    if (!pi.allowed_payment_method_types?.includes(type)) return invalid('The PaymentMethod is not allowed for this PaymentIntent', 'payment_intent_incompatible_payment_method', 'payment_method');
    pi.payment_method = pm;
    pi.last_payment_error = null;
    const decline = DECLINES[pm];
    if (decline) {
      const failed = charge(pi, this.id('ch'), pm, { code: decline.decline_code ?? decline.code, message: decline.message });
      this.charges.set(failed.id, failed);
      pi.latest_charge = failed.id;
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { type: 'card_error', code: decline.code, ...(decline.decline_code ? { decline_code: decline.decline_code } : {}), message: decline.message } as Stripe.PaymentIntent.LastPaymentError;
      return { error: { status: 402, body: { error: { type: 'card_error', code: decline.code, ...(decline.decline_code ? { decline_code: decline.decline_code } : {}), message: decline.message, payment_intent: structuredClone(pi) } } } };
    }
    if (type === 'afterpay_clearpay' || pm === 'pm_card_threeDSecure2Required') {
      // Afterpay always sends the shopper to its own page; a 3-D Secure card to the bank's.
      const returnUrl = str(form.return_url);
      if (!returnUrl) return invalid('A return_url is required to confirm this PaymentIntent', 'parameter_missing', 'return_url');
      pi.status = 'requires_action';
      pi.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `https://hooks.stripe.test/redirect/${pi.id}`, return_url: returnUrl } };
      return { ok: pi };
    }
    if (this.next.confirm === 'processing') {
      delete this.next.confirm;
      pi.status = 'processing';
      return { ok: pi };
    }
    this.authorize(pi);
    return { ok: pi };
  }

  /** The shopper finished (or failed) the redirect, or a processing payment settled. */
  resolve(id: string, outcome: 'authorized' | 'failed'): Result<Stripe.PaymentIntent> {
    const found = this.intent(id);
    if ('error' in found) return found;
    const pi = found.ok;
    if (pi.status !== 'requires_action' && pi.status !== 'processing') return this.unexpected(pi, 'resolve');
    pi.next_action = null;
    if (outcome === 'authorized') this.authorize(pi);
    else {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' } as Stripe.PaymentIntent.LastPaymentError;
    }
    return { ok: pi };
  }

  private authorize(pi: Stripe.PaymentIntent): void {
    const c = charge(pi, this.id('ch'), String(pi.payment_method), null);
    this.charges.set(c.id, c);
    pi.latest_charge = c.id;
    if (pi.capture_method === 'manual') {
      pi.status = 'requires_capture';
      pi.amount_capturable = pi.amount;
    } else this.settle(pi, c);
  }

  private settle(pi: Stripe.PaymentIntent, c: Stripe.Charge): void {
    pi.status = 'succeeded';
    pi.amount_capturable = 0;
    pi.amount_received = pi.amount;
    c.captured = true;
    c.amount_captured = c.amount;
  }

  capture(id: string): Result<Stripe.PaymentIntent> {
    const found = this.intent(id);
    if ('error' in found) return found;
    const pi = found.ok;
    if (pi.status !== 'requires_capture') return this.unexpected(pi, 'capture');
    this.settle(pi, this.charges.get(String(pi.latest_charge))!);
    return { ok: pi };
  }

  cancel(id: string, reason: Stripe.PaymentIntent.CancellationReason = 'requested_by_customer'): Result<Stripe.PaymentIntent> {
    const found = this.intent(id);
    if ('error' in found) return found;
    const pi = found.ok;
    if (!CANCELLABLE.has(pi.status)) return this.unexpected(pi, 'cancel');
    pi.status = 'canceled';
    pi.canceled_at = Math.floor(Date.now() / 1000);
    pi.cancellation_reason = reason;
    pi.amount_capturable = 0;
    return { ok: pi };
  }

  refund(form: Record<string, FormValue>): Result<Stripe.Refund> {
    const found = this.intent(str(form.payment_intent) ?? '');
    if ('error' in found) return found;
    const pi = found.ok;
    const c = this.charges.get(String(pi.latest_charge));
    if (pi.status !== 'succeeded' || !c) return invalid('This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable', 'payment_intent');
    if (c.refunded) return invalid(`Charge ${c.id} has already been refunded.`, 'charge_already_refunded', 'charge');
    // Stripe refunds what is left unless an amount is given, and never more than that.
    const left = c.amount - c.amount_refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount > left) return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount_too_large', 'amount');
    const status = this.next.refund ?? 'succeeded';
    delete this.next.refund;
    const r = refund(this.id('re'), c, status, amount);
    this.refunds.set(r.id, r);
    if (status !== 'failed') {
      c.amount_refunded += amount;
      c.refunded = c.amount_refunded === c.amount;
    }
    return { ok: r };
  }

  dispute(piId: string): Result<Stripe.Dispute> {
    const found = this.intent(piId);
    if ('error' in found) return found;
    const c = this.charges.get(String(found.ok.latest_charge));
    if (!c?.captured) return invalid('Only a captured charge can be disputed', 'charge_not_refundable');
    c.disputed = true;
    return { ok: dispute(this.id('dp'), c) };
  }

  /** The intent as a retrieve with `expand[]=latest_charge` answers it. */
  expanded(pi: Stripe.PaymentIntent, expand: string[]): Stripe.PaymentIntent {
    const copy = structuredClone(pi);
    if (expand.includes('latest_charge') && typeof pi.latest_charge === 'string') copy.latest_charge = structuredClone(this.charges.get(pi.latest_charge) ?? null);
    return copy;
  }

  private unexpected(pi: Stripe.PaymentIntent, action: string): { error: StripeError } {
    return {
      error: {
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot ${action} this PaymentIntent because it has a status of ${pi.status}.`, payment_intent: structuredClone(pi) } },
      },
    };
  }
}
