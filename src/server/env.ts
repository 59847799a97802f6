/** Bindings and secrets of the Pages project. Secrets are optional: local dev runs with none. */
export interface Bindings {
  DB: D1Database;
  STORE_SLUG: string;
  /** sandbox (default) or live (Stripe and PayPal with their keys, src/server/payments/providers). */
  PAYMENT_PROVIDER?: string;
  STRIPE_SECRET_KEY?: string;
  /** Public: the checkout page loads Stripe Elements with it (GET /api/v1/payments/config). */
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_API_BASE?: string;
  /** outbox (default) or http: an HTTP mail API at MAIL_API_URL with MAIL_API_KEY. */
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
