import type { PaymentMethod, PaymentPlatform } from '../contract/checkout';
import type { MessageKey } from '../i18n/types';

/**
 * Payment methods of the checkout (checkout spec 4, decisions 13): which are offered, which comes
 * first, which platform pays for each, and the place-order button's label and disabled rules.
 */
export type WalletMethod = Extract<PaymentMethod, 'google-pay' | 'apple-pay'>;
/** The API's methods (src/contract/checkout.ts) but basic-card, which the platform's older clients send. */
export type CheckoutMethod = Exclude<PaymentMethod, 'basic-card'>;
export type Platform = PaymentPlatform;

export interface MethodContext {
  buildFlags: { hideCard: boolean; hidePaypal: boolean; hideAfterpay: boolean };
  /** The store's selling region (store settings); Afterpay needs usa. */
  sellingRegion: string;
  /** The checkout's currency. */
  currency: string;
  /** The checkout's fulfilment region (the shopper's), else the store's; Afterpay needs USA. */
  fulfillmentRegion: string;
  /** The shipping country once an address is saved (Afterpay pays US buyers only), else null. */
  countryCode: string | null;
  /** The wallet the browser can pay with (a payment request it can make), else null. */
  wallet: WalletMethod | null;
}

export function afterpayEligible(ctx: MethodContext): boolean {
  return (
    !ctx.buildFlags.hideAfterpay &&
    ctx.sellingRegion.toLowerCase() === 'usa' &&
    ctx.currency === 'USD' &&
    ctx.fulfillmentRegion.toUpperCase() === 'USA' &&
    (ctx.countryCode === null || ctx.countryCode === 'US')
  );
}

/** The methods offered, in the default order: afterpay, card, paypal, wallet. */
export function eligibleMethods(ctx: MethodContext): CheckoutMethod[] {
  const methods: CheckoutMethod[] = [];
  if (afterpayEligible(ctx)) methods.push('afterpay');
  if (!ctx.buildFlags.hideCard) methods.push('card');
  if (!ctx.buildFlags.hidePaypal) methods.push('paypal');
  // A wallet pays by card through Stripe: a store that hides cards hides wallets too (docs/payments.md).
  if (ctx.wallet && !ctx.buildFlags.hideCard) methods.push(ctx.wallet);
  return methods;
}

/** The method to show: the one asked for (checkout or express link) when offered, else the first offered. */
export function chooseMethod(offered: readonly CheckoutMethod[], ...wanted: (string | null | undefined)[]): CheckoutMethod | null {
  for (const w of wanted) if (w && (offered as readonly string[]).includes(w)) return w as CheckoutMethod;
  return offered[0] ?? null;
}

/** Platform follows the method: card, afterpay and wallets use Stripe, everything else PayPal. */
export function platformOf(method: string): Platform {
  return method === 'card' || method === 'afterpay' || method === 'google-pay' || method === 'apple-pay' || method === 'basic-card' ? 'stripe' : 'paypal';
}

/** The place-order button's label: afterpay 'Pay now with afterpay', paypal 'PayPal', card 'Place order', otherwise 'Pay'. */
export function placeOrderLabel(method: string | null): MessageKey {
  if (method === 'afterpay') return 'checkout.button.afterpay';
  if (method === 'paypal') return 'checkout.button.paypal';
  if (method === 'card') return 'checkout.button.card';
  return 'checkout.button.other';
}

export interface ButtonState {
  /** An order is being placed (or the page is waiting for the payment's outcome). */
  processing: boolean;
  /** A checkout update or load is under way. */
  loading: boolean;
  hasAddress: boolean;
  deliveryOptionCount: number;
  totalCents: number;
  preview: boolean;
}

/**
 * Disabled while processing, with no delivery options or no address (the place-order rule), and, as
 * every checkout button, when the total is not above zero, in preview mode, or while loading.
 */
export function placeOrderDisabled(s: ButtonState): boolean {
  return s.processing || !s.hasAddress || s.deliveryOptionCount === 0 || checkoutButtonsDisabled(s);
}

export function checkoutButtonsDisabled(s: Pick<ButtonState, 'totalCents' | 'preview' | 'loading'>): boolean {
  return s.totalCents <= 0 || s.preview || s.loading;
}
