/** What a provider is asked to charge: amounts always come from the server's own costing. */
export interface ChargeRequest {
  paymentId: string;
  checkoutId: string;
  amountCents: number;
  currency: string;
  /** Deterministic per checkout, amount and attempt: a repeated call finds the same charge. */
  idempotencyKey: string;
  paymentMethod: string;
  /** Card payment method (Stripe pm_...), PayPal order id, or a sandbox card number. */
  paymentToken: string | null;
  /** The provider's id of this charge when one was created before (initiate, 3-D Secure). */
  providerRef: string | null;
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

export type ChargeResult =
  | { status: 'authorized'; providerRef: string }
  | { status: 'captured'; providerRef: string }
  | { status: 'requires_action'; providerRef: string; redirectUrl: string }
  | { status: 'failed'; providerRef: string | null; code: string; message: string };

export interface Initiated {
  providerRef: string;
  /** What the browser needs to continue: a PayPal order id, a Stripe client secret. */
  paymentToken: string;
}

/** One interface for every payment provider; the configuration picks which (providers/index.ts). */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe' | 'paypal';
  initiate(req: ChargeRequest): Promise<Initiated>;
  /** Authorizes (or, where the provider cannot hold funds, captures) the checkout's amount. */
  authorize(req: ChargeRequest): Promise<ChargeResult>;
  /** Takes the money once the order exists. */
  capture(providerRef: string, req: ChargeRequest): Promise<void>;
  /** Releases an authorization (or refunds a capture) when no order could be made, e.g. stock ran out. */
  cancel(providerRef: string, req: ChargeRequest): Promise<void>;
}

/** A provider answered something unusable: a 502 for the shopper, details in the log. */
export class ProviderError extends Error {}
