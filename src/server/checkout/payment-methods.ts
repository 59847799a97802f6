import { ApiError } from '../errors/api-error';
import type { StoreConfig } from '../config/schema';
import type { Checkout } from './model';
import type { PaymentMethod } from '../../contract/checkout';

/** Platform follows the method (spec section 4): card, afterpay and wallets go through Stripe. */
export function platformOf(method: PaymentMethod): 'stripe' | 'paypal' {
  return method === 'paypal' ? 'paypal' : 'stripe';
}

/** Afterpay's own limits for US buyers (USD 1.00 to 2,000.00). */
export const AFTERPAY_LIMITS_CENTS = { min: 100, max: 200_000 } as const;
/** Stripe's smallest charge per currency (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
export const STRIPE_MINIMUM_CENTS: Record<string, number> = { USD: 50, EUR: 50, AUD: 50, CAD: 50, GBP: 30 };

export type MethodContext = Pick<Checkout, 'currency' | 'fulfillmentRegion'> & { countryCode?: string | null };

/**
 * Why a method may not pay for this checkout, or null (decisions 13, docs/payments.md "Which methods"):
 * the store's flags; Afterpay only for a USA store, USD, USA fulfilment, a US shipping address and a total
 * within Afterpay's limits; wallets are cards and go with them; Stripe's minimum charge per currency.
 * The browser offers the same rules; the server enforces them on every update, initiate and submit.
 */
export function methodRefusal(config: StoreConfig, checkout: MethodContext, method: PaymentMethod, totalCents: number | null): string | null {
  const flags = config.buildFlags;
  if (method === 'paypal') return flags.hidePaypal ? 'hidden' : null;
  if (method === 'afterpay') {
    const region = (checkout.fulfillmentRegion ?? config.fulfillmentRegion).toUpperCase();
    if (flags.hideAfterpay || config.sellingRegion.toLowerCase() !== 'usa' || checkout.currency !== 'USD' || region !== 'USA') return 'hidden';
    if (checkout.countryCode && checkout.countryCode !== 'US') return 'region';
    if (totalCents !== null && (totalCents < AFTERPAY_LIMITS_CENTS.min || totalCents > AFTERPAY_LIMITS_CENTS.max)) return 'amount';
  } else if (flags.hideCard) return 'hidden';
  const minimum = STRIPE_MINIMUM_CENTS[checkout.currency] ?? 50;
  if (totalCents !== null && totalCents < minimum) return 'amount';
  return null;
}

const DETAIL: Record<string, string> = {
  hidden: 'This payment method is not available for this order.',
  region: 'This payment method is not available for your shipping address.',
  amount: 'This payment method is not available for this order total.',
};

export function assertMethodAllowed(config: StoreConfig, checkout: MethodContext, method: PaymentMethod, totalCents: number | null = null, pointer = '/data/paymentMethod'): void {
  const refusal = methodRefusal(config, checkout, method, totalCents);
  if (refusal) throw new ApiError(422, 'payment_method_unavailable', DETAIL[refusal] ?? DETAIL.hidden!, pointer);
}
