/** Bindings and secrets of the Pages project. Secrets are optional: local dev runs with none. */
export interface Bindings {
  DB: D1Database;
  STORE_SLUG: string;
  /** `sandbox` or `live` (Stripe and PayPal with their keys); anything else stops the app (src/server/payments/setup.ts). */
  PAYMENT_PROVIDER?: string;
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
  /** outbox (default: mail stays in the mail_outbox table) or resend (src/server/mail/transport.ts). */
  MAIL_PROVIDER?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
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
}
