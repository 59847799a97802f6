/**
 * Which payment rails run, from the deployment's settings, refusing anything unclear (docs/payments.md,
 * "Configuration"): PAYMENT_PROVIDER must say `sandbox` or `live`; `live` needs every key of every rail the
 * store offers. A wrong setting stops the app with this message instead of quietly paying on the sandbox.
 * Pure: `npm start`, the deploy and the server all call it.
 */
export interface PaymentSettings {
  PAYMENT_PROVIDER?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYPAL_WEBHOOK_ID?: string | undefined;
  PAYPAL_API_BASE?: string | undefined;
  /** Milliseconds before a provider call is abandoned (tests shorten it). */
  PROVIDER_TIMEOUT_MS?: string | undefined;
  /** First wait before a provider call is repeated, doubling per retry (tests shorten it). */
  PROVIDER_RETRY_BASE_MS?: string | undefined;
}

/** The rails a store offers: Stripe for card, wallets and Afterpay; PayPal for PayPal. */
export interface OfferedRails {
  stripe: boolean;
  paypal: boolean;
}

export type PaymentSetup =
  | { mode: 'sandbox' }
  | {
    mode: 'live';
    stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | null } | null;
    paypal: { clientId: string; clientSecret: string; webhookId: string; apiBase: string } | null;
    timeoutMs: number;
    retryBaseMs: number;
  };

export class PaymentConfigError extends Error {}

/** The secrets each live rail needs, by name. */
export const LIVE_SECRETS = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
} as const;

/** The names missing for a live store offering these rails (empty when complete). */
export function missingLiveSecrets(settings: PaymentSettings, rails: OfferedRails): string[] {
  const needed = [...(rails.stripe ? LIVE_SECRETS.stripe : []), ...(rails.paypal ? LIVE_SECRETS.paypal : [])];
  return needed.filter((name) => !settings[name]?.trim());
}

export function paymentSetup(settings: PaymentSettings, rails: OfferedRails): PaymentSetup {
  const mode = settings.PAYMENT_PROVIDER?.trim();
  if (mode === 'sandbox') return { mode: 'sandbox' };
  if (mode !== 'live') {
    throw new PaymentConfigError(`PAYMENT_PROVIDER must be "sandbox" or "live" (it is ${mode ? `"${mode}"` : 'not set'}).`);
  }
  const missing = missingLiveSecrets(settings, rails);
  if (missing.length) throw new PaymentConfigError(`PAYMENT_PROVIDER is "live" but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`);
  if (rails.stripe && settings.STRIPE_SECRET_KEY?.startsWith('pk_')) throw new PaymentConfigError('STRIPE_SECRET_KEY holds a publishable key (pk_...); it must be the secret key (sk_... or rk_...).');
  const timeout = Number(settings.PROVIDER_TIMEOUT_MS ?? 20_000);
  if (!Number.isInteger(timeout) || timeout < 50) throw new PaymentConfigError('PROVIDER_TIMEOUT_MS must be a whole number of milliseconds (at least 50).');
  const retryBase = Number(settings.PROVIDER_RETRY_BASE_MS ?? 300);
  if (!Number.isInteger(retryBase) || retryBase < 0) throw new PaymentConfigError('PROVIDER_RETRY_BASE_MS must be a whole number of milliseconds.');
  const s = settings as Required<PaymentSettings>;
  return {
    mode: 'live',
    stripe: rails.stripe
      ? { secretKey: s.STRIPE_SECRET_KEY, publishableKey: s.STRIPE_PUBLISHABLE_KEY, webhookSecret: s.STRIPE_WEBHOOK_SECRET, apiBase: settings.STRIPE_API_BASE ?? null }
      : null,
    paypal: rails.paypal
      ? { clientId: s.PAYPAL_CLIENT_ID, clientSecret: s.PAYPAL_CLIENT_SECRET, webhookId: s.PAYPAL_WEBHOOK_ID, apiBase: settings.PAYPAL_API_BASE ?? 'https://api-m.paypal.com' }
      : null,
    timeoutMs: timeout,
    retryBaseMs: retryBase,
  };
}

/** The rails of a store's build flags: PayPal unless hidden; Stripe unless card and Afterpay are both hidden (wallets ride on card). */
export function offeredRails(flags: { hideCard: boolean; hidePaypal: boolean; hideAfterpay: boolean }): OfferedRails {
  return { stripe: !flags.hideCard || !flags.hideAfterpay, paypal: !flags.hidePaypal };
}
