import type { PaymentRequest, Stripe } from '@stripe/stripe-js';
import type { WalletMethod } from '../../lib/checkout-methods';

/**
 * Stripe.js, loaded only when a publishable key is configured (the sandbox needs none) and only once:
 * the `pure` entry does not inject the script on import, so nothing loads before this is called.
 */
let loading: Promise<Stripe | null> | null = null;

export function stripeFor(key: string): Promise<Stripe | null> {
  loading ??= import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(key)).catch(() => null);
  return loading;
}

/** A payment request for the wallet button: country US (spec 4), the checkout's total, shopper's name and e-mail. */
export function walletRequest(stripe: Stripe, currency: string, totalCents: number, label: string): PaymentRequest {
  return stripe.paymentRequest({
    country: 'US',
    currency: currency.toLowerCase(),
    total: { label, amount: totalCents },
    requestPayerName: true,
    requestPayerEmail: true,
  });
}

/** Which wallet the browser can pay with (Apple Pay or Google Pay), if any. */
export async function detectWallet(key: string, currency: string, totalCents: number, label: string): Promise<WalletMethod | null> {
  const stripe = await stripeFor(key);
  if (!stripe || totalCents <= 0) return null;
  const result = await walletRequest(stripe, currency, totalCents, label).canMakePayment().catch(() => null);
  if (!result) return null;
  if (result.applePay) return 'apple-pay';
  return result.googlePay ? 'google-pay' : null;
}
