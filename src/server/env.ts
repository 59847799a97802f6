import type { Checkout } from './checkout/model';

/**
 * Bindings and secrets of the Pages project. What wrangler.toml declares (D1, STORE_SLUG,
 * PAYMENT_PROVIDER, MAIL_PROVIDER) comes from `wrangler types` (WorkerEnv, in the generated
 * ./worker-configuration.d.ts; a test fails when it is stale); the secrets and test knobs, which the
 * configuration does not name, are optional here: local dev runs with none. PAYMENT_PROVIDER is
 * `sandbox` or `live` (Stripe and PayPal with their keys); anything else stops the app
 * (src/server/payments/setup.ts). MAIL_PROVIDER: outbox or resend (src/server/mail/transport.ts).
 */
export interface Bindings extends WorkerEnv {
  STRIPE_SECRET_KEY?: string;
  /** Public: the checkout page loads Stripe Elements with it (GET /api/v1/payments/config). */
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_API_BASE?: string;
  /** The id of the store's PayPal webhook (PayPal's verify-webhook-signature call needs it). */
  PAYPAL_WEBHOOK_ID?: string;
  /** Milliseconds before a payment provider call is abandoned (default 20 s; tests shorten it). */
  PROVIDER_TIMEOUT_MS?: string;
  /** First wait in ms before a payment provider call is repeated (default 300; tests shorten it). */
  PROVIDER_RETRY_BASE_MS?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** The seller's address for mail to the seller (pre-orders); required with MAIL_PROVIDER=resend. */
  SELLER_EMAIL?: string;
  /** The gate: the access code's PBKDF2 hash and the cookie signing key. */
  ACCESS_CODE_HASH?: string;
  GATE_COOKIE_SECRET?: string;
  /** Base delay in ms for repeated wrong access codes (tests shorten it). */
  GATE_DELAY_MS?: string;
  /** Fulfilment: the platform's event signing secret and the seller's token for the attention list. */
  PLATFORM_WEBHOOK_SECRET?: string;
  SELLER_API_TOKEN?: string;
  /** The availability service of the special digital products (src/server/stock): base address and API key. */
  AVAILABILITY_API_URL?: string;
  AVAILABILITY_API_KEY?: string;
  /** "1" turns on the load benchmark's baseline route (scripts/bench/api-load.ts); never set in production. */
  BENCH_ROUTES?: string;
}

export interface Env {
  Bindings: Bindings;
  /** The checkout a route's guard has read and found this browser's (checkout/owner-guard.ts, limitedOwnCheckout). */
  Variables: { ownedCheckout?: Checkout };
}
