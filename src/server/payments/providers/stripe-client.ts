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
}

const clients = new Map<string, Stripe>();

/** One SDK client per key and origin, on Workers' fetch; the SDK retries network errors, 409 and 5xx with the same key. */
export function stripeClient(options: StripeOptions): Stripe {
  const cacheKey = `${options.secretKey}|${options.apiBase ?? ''}|${options.timeoutMs}`;
  const cached = clients.get(cacheKey);
  if (cached) return cached;
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const client = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: options.timeoutMs,
    telemetry: false,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  clients.set(cacheKey, client);
  return client;
}

const RATE_LIMIT_RETRIES = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One Stripe call, its failures sorted by Stripe's error `type` (docs/payments.md, "Failures"): a
 * `card_error` is the shopper's decline and is handed back to the caller; a rate limit is retried with the
 * same idempotency key; connection failures and 5xx (after the SDK's own retries) mean "unknown, try later";
 * every other error is a refusal that retrying cannot fix.
 */
export async function stripeCall<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeError)) throw new ProviderUnavailable(`Stripe call failed: ${String(err)}`);
      if (err.type === 'StripeCardError') throw err;
      if (err.type === 'StripeRateLimitError') {
        if (attempt < RATE_LIMIT_RETRIES) {
          await sleep(250 * 2 ** attempt);
          continue;
        }
        throw new ProviderUnavailable('Stripe rate limit');
      }
      if (err.type === 'StripeConnectionError' || err.type === 'StripeAPIError' || (err.statusCode ?? 0) >= 500) {
        throw new ProviderUnavailable(`Stripe unavailable: ${err.message}`);
      }
      throw new ProviderRefused(`Stripe refused: ${err.message}`, err.code ?? err.rawType ?? 'stripe_error');
    }
  }
}

export const isCardError = (err: unknown): err is Stripe.errors.StripeCardError => err instanceof Stripe.errors.StripeError && err.type === 'StripeCardError';
