import Stripe from 'stripe';
import { ProviderRefused, ProviderUnavailable } from '../provider';

/**
 * The API version this store is written against, pinned deliberately (docs/payments.md, "Stripe"): the
 * one stripe-node 23.1.0 was generated for. Under it PaymentIntents take `allowed_payment_method_types`
 * (no longer `payment_method_types`), and the SDK's types describe exactly these objects.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface StripeOptions {
  secretKey: string;
  /** Only for tests and local fakes: another origin than https://api.stripe.com. */
  apiBase: string | null;
  timeoutMs: number;
  /** First wait before a retry, doubling per retry (default 300 ms). */
  retryBaseMs?: number;
}

const clients = new Map<string, Stripe>();

/** One SDK client per key and origin, on Workers' fetch. Retries are stripeCall's, always under the same idempotency key. */
export function stripeClient(options: StripeOptions): Stripe {
  const cacheKey = `${options.secretKey}|${options.apiBase ?? ''}|${options.timeoutMs}`;
  const cached = clients.get(cacheKey);
  if (cached) return cached;
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const client = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
    timeout: options.timeoutMs,
    telemetry: false,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  clients.set(cacheKey, client);
  return client;
}

const RETRIES = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One Stripe call, its failures sorted by Stripe's error `type` (docs/payments.md, "Failures"): a
 * `card_error` is the shopper's decline and is handed back to the caller; a rate limit, a lost connection,
 * a 409 (a key still being processed) and a 5xx are retried with the same idempotency key, then mean
 * "unknown, try later"; every other error is a refusal that retrying cannot fix.
 */
export async function stripeCall<T>(fn: () => Promise<T>, retryBaseMs = 300): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeError)) throw new ProviderUnavailable(`Stripe call failed: ${String(err)}`);
      if (err.type === 'StripeCardError') throw err;
      const status = err.statusCode ?? 0;
      const transient = err.type === 'StripeRateLimitError' || err.type === 'StripeConnectionError' || err.type === 'StripeAPIError' || status === 409 || status >= 500;
      if (!transient) throw new ProviderRefused(`Stripe refused: ${err.message}`, err.code ?? err.rawType ?? 'stripe_error');
      if (attempt >= RETRIES) throw new ProviderUnavailable(`Stripe unavailable: ${err.message}`);
      await sleep(retryBaseMs * 2 ** attempt);
    }
  }
}

export const isCardError = (err: unknown): err is Stripe.errors.StripeCardError => err instanceof Stripe.errors.StripeError && err.type === 'StripeCardError';
