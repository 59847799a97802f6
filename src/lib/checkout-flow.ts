import { UUID_PATTERN } from '../contract/patterns';
import { CARD_MESSAGES } from './card-messages';

/**
 * Rules of the checkout's flow (checkout spec 4, 8, 9) that need no browser: where a finished checkout
 * goes, how the API's errors are sorted onto the page, polling, and the express checkout's query.
 */
export const POLL_ATTEMPTS = 4;
export const POLL_INTERVAL_MS = 1_000;
export const AFTERPAY_REDIRECT_MS = 4_000;
export const SUGGESTION_THROTTLE_MS = 300;
export const WALLET_BUTTON_HEIGHT = 55;

/** An API error (decisions 21). */
export interface ApiErrorItem {
  code?: string;
  detail?: string;
  source?: { pointer?: string };
}

/** success and completed are both finished (decisions 12); the redirect happens on completed. */
export const isFinished = (state: string | null | undefined): boolean => state === 'success' || state === 'completed';

interface FinishedCheckout {
  state: string;
  customer: { firstName: string } | null;
  orderNumber?: string | null;
  orderLookupNumber?: string | null;
  deliveryOption?: { estimatedDelivery?: { text?: string } | null } | null;
}

/**
 * /thankyou?name&orderNumber&arrivalEstimate&orderLookupNumber for a completed checkout, null while it is
 * not completed. The spec wants each field longer than one character: a shorter one (a given name of one
 * letter, like 伟) is left out of the address instead of holding back the redirect, because the shopper
 * has paid and must reach the page; it greets without a name and reads the order by `cart`.
 */
export function thankYouUrl(checkout: FinishedCheckout, extra: Record<string, string | null | undefined> = {}): string | null {
  if (checkout.state !== 'completed') return null;
  const fields = {
    name: checkout.customer?.firstName?.trim() ?? '',
    orderNumber: checkout.orderNumber ?? '',
    arrivalEstimate: checkout.deliveryOption?.estimatedDelivery?.text ?? '',
    orderLookupNumber: checkout.orderLookupNumber ?? '',
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value.length > 1) query.set(key, value);
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  // The page is /thankyou/ (directory format): going there directly saves the redirect hop.
  return `/thankyou/?${query.toString()}`;
}

/**
 * Where a failed submit's message shows: a card (Stripe) error beside the card form, anything else in
 * the error banner 'The payment cannot be authorized.'. The message is the server's displayMessage.
 */
export function submitErrorPlace(error: ApiErrorItem, platform: 'stripe' | 'paypal'): 'card' | 'banner' {
  if (platform !== 'stripe') return 'banner';
  if (error.detail === 'Stripe error') return 'card';
  return error.code !== undefined && Object.hasOwn(CARD_MESSAGES, error.code) ? 'card' : 'banner';
}

/** The promo code's error: the one whose source pointer mentions promoCode (spec 5). */
export function promoError(errors: readonly ApiErrorItem[] | undefined): ApiErrorItem | null {
  return errors?.find((e) => e.source?.pointer?.includes('promoCode')) ?? null;
}

/** Delivery codes that mean "not to this destination" get the toast; other failures open the modal. */
export function deliveryFailure(code: string | undefined): 'toast' | 'modal' {
  return code === 'items_cannot_be_shipped_to_selected_destination' || code === 'country_not_supported' ? 'toast' : 'modal';
}

/** Query payment_intent (a provider's return after 3-D Secure or Afterpay), when it looks like one. */
export function paymentIntentOf(search: string): string | null {
  const value = new URLSearchParams(search).get('payment_intent');
  return value && /^[\w\-:.]{1,200}$/.test(value) ? value : null;
}

export const EXPRESS_METHODS = ['afterpay', 'stripe', 'paypal', 'googlepay', 'applepay'] as const;
export type ExpressMethod = (typeof EXPRESS_METHODS)[number];

const EXPRESS_TO_CHECKOUT: Record<ExpressMethod, string> = {
  afterpay: 'afterpay',
  stripe: 'card',
  paypal: 'paypal',
  googlepay: 'google-pay',
  applepay: 'apple-pay',
};

/** /checkout/express?deviceId&method: method defaults to afterpay; deviceId keeps letters, digits, - and _. */
export function expressQuery(search: string): { method: ExpressMethod; checkoutMethod: string; deviceId: string | null } {
  const query = new URLSearchParams(search);
  const asked = (query.get('method') ?? '').toLowerCase();
  const method = (EXPRESS_METHODS as readonly string[]).includes(asked) ? (asked as ExpressMethod) : 'afterpay';
  const deviceId = (query.get('deviceId') ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 100) || null;
  return { method, checkoutMethod: EXPRESS_TO_CHECKOUT[method], deviceId };
}

/** The checkout id of /checkout/{id}; 'express' and 'shell' are pages of their own, not ids. */
export function checkoutRoute(pathname: string): { kind: 'express' } | { kind: 'checkout'; id: string } | { kind: 'unknown' } {
  const segment = pathname.replace(/\/+$/, '').split('/')[2] ?? '';
  if (segment === 'express') return { kind: 'express' };
  return UUID_PATTERN.test(segment) ? { kind: 'checkout', id: segment } : { kind: 'unknown' };
}
