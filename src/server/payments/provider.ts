/**
 * One interface for every payment rail (docs/payments.md). The server makes each provider object for one
 * payment row and reads the provider's own record back before it believes anything: amounts always come
 * from the server's costing, ids only from the payment row, never from the browser.
 */
export interface ChargeRequest {
  paymentId: string;
  checkoutId: string;
  amountCents: number;
  /** Upper-case ISO code, as the checkout stores it. */
  currency: string;
  /** The payment row's key (checkout, currency, amount, attempt); each provider call derives its own from it. */
  idempotencyKey: string;
  paymentMethod: string;
  /** What the browser's form produced: a Stripe payment method (pm_...) or a sandbox card number. Never an id of a provider object. */
  paymentToken: string | null;
  /** Where a provider's authentication page sends the shopper back: always on the store's origin. */
  returnUrl: string;
  /** The store's origin, for the sandbox's own authentication page. */
  origin: string;
  email: string | null;
  /** Who and where the order ships to; Stripe needs it for Afterpay and uses it for fraud checks. */
  shipping: ChargeShipping | null;
  description: string;
  meta: Record<string, unknown>;
}

export interface ChargeShipping {
  name: string;
  phone: string;
  address: { line1: string; line2: string | null; city: string; state: string | null; postalCode: string | null; country: string };
}

/**
 * Where the provider says the money is:
 * - awaiting_payment: nothing authorized yet (no card confirmed, PayPal order not approved by the buyer);
 * - approved: the buyer approved a PayPal order that the server has not authorized yet;
 * - requires_action: the shopper must visit redirectUrl (3-D Secure, Afterpay);
 * - processing: the provider has not decided yet (Stripe processing, PayPal authorization PENDING);
 * - authorized: funds held, ready to capture; capture_pending: captured but not settled (PayPal PENDING);
 * - captured, failed, voided (authorization released or expired), refunded.
 */
export type ProviderStatus = 'awaiting_payment' | 'approved' | 'requires_action' | 'processing' | 'authorized' | 'capture_pending' | 'captured' | 'failed' | 'voided' | 'refunded';

/** The provider's own record of one bound object, as read back from the provider. */
export interface ProviderRecord {
  ref: string;
  status: ProviderStatus;
  amountCents: number;
  /** Upper-case ISO code. */
  currency: string;
  /** The payment and checkout the object was made for (Stripe metadata, PayPal custom_id / reference_id). */
  boundPaymentId: string | null;
  boundCheckoutId: string | null;
  authorizationRef?: string | null;
  captureRef?: string | null;
  redirectUrl?: string;
  failure?: { code: string; message: string };
}

export interface Created {
  providerRef: string;
  /** What the browser needs to continue: a PayPal order id, a Stripe client secret. */
  clientToken: string;
}

export type RefundResult = { status: 'refunded' | 'pending'; refundRef: string } | { status: 'failed'; reason: string };

/** The payment row as a provider needs it after the object exists. */
export interface BoundPayment {
  id: string;
  checkoutId: string;
  /** The ledger's state (only the sandbox, which has no records of its own, reads it). */
  state: import('./queries').PaymentState;
  providerRef: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  authorizationRef: string | null;
  captureRef: string | null;
  meta: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe' | 'paypal';
  /** Makes the provider object for this payment row, bound to it (idempotent per request). */
  create(req: ChargeRequest): Promise<Created>;
  /** Asks the provider to hold the funds of the bound object (Stripe confirm, PayPal authorize). */
  authorize(payment: BoundPayment, req: ChargeRequest): Promise<ProviderRecord>;
  /** The provider's current record of the bound object. */
  inspect(payment: BoundPayment): Promise<ProviderRecord>;
  /** Takes the held funds; answers the record after the capture (captured, capture_pending or failed). */
  capture(payment: BoundPayment): Promise<ProviderRecord>;
  /** Releases held funds (void the authorization, cancel the PaymentIntent). Safe to repeat. */
  release(payment: BoundPayment): Promise<void>;
  /** Returns captured money, by the stored capture id. */
  refund(payment: BoundPayment): Promise<RefundResult>;
}

/** The provider could not be reached or answered 5xx/429 after retries: try again later, nothing is known. */
export class ProviderUnavailable extends Error {}

/** The provider refused the request for a reason retrying cannot fix (a 4xx other than a decline). */
export class ProviderRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
