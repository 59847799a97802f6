import { AFTERPAY_REDIRECT_MS, isFinished, POLL_ATTEMPTS, POLL_INTERVAL_MS, submitErrorPlace, thankYouUrl, type ApiErrorItem } from '../../lib/checkout-flow';
import { platformOf, type CheckoutMethod, type Platform } from '../../lib/checkout-methods';
import type { Currency } from '../../catalog/platform/localization';
import { track } from '../shared/analytics';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { purchaseTracked } from '../../lib/order-view-thankyou';
import { clearCart } from '../../state/cart';
import { ERROR_TOAST_TIMEOUT_MS, showToast } from '../../state/toasts';
import { api, call } from '../shared/api';
import { shopperMessage } from '../shared/shopper-message';
import { forgetPaidCheckout } from '../shared/open-checkout';
import { startAgain } from './start-again';
import { $checkout, $ui, checkoutId, fetchCheckout, slug, updateCheckout, type Checkout } from './state';

registerEnglish(checkoutMessages);

/**
 * Paying (checkout spec 4): the chosen method's form turns the shopper's details into a payment token
 * (a Stripe payment method, the sandbox card number, a PayPal order), then the order is submitted. The
 * server answers completed, a redirect (3-D Secure, Afterpay), or pending, which is polled up to 4
 * times a second apart. Double clicks make one order: `processing` is set before anything is awaited,
 * and the server shares one payment per checkout and amount.
 */
export interface PaymentToken {
  paymentToken: string;
  paymentId?: string | null;
}
/** The active method's form: resolves a token, or null after showing its own error. */
export type Tokenizer = () => Promise<PaymentToken | null>;

let tokenizer: Tokenizer | null = null;
export function setTokenizer(next: Tokenizer | null): void {
  tokenizer = next;
}

/** Extra query the thank-you page accepts (deviceId from an express checkout). */
let thankYouExtra: Record<string, string | null> = {};
export const setThankYouExtra = (extra: Record<string, string | null>) => (thankYouExtra = extra);

export async function selectMethod(method: CheckoutMethod): Promise<void> {
  $ui.setKey('method', method);
  $ui.setKey('cardError', null);
  $ui.setKey('afterpayError', null);
  if ($checkout.get()?.paymentMethod !== method) await updateCheckout({ paymentMethod: method, platform: platformOf(method) });
}

/** The opt-in checkbox passes its current value; the checkout gets the opposite (spec 4). */
export async function toggleMarketing(current: boolean): Promise<void> {
  await updateCheckout({ marketingOptIn: !current });
}

/** The place-order button (and the sticky bar's): validate the cart, tokenize, submit. */
export async function placeOrder(): Promise<void> {
  const ui = $ui.get();
  const method = ui.method;
  if (ui.processing || !method || !tokenizer) return;
  $ui.setKey('processing', true);
  $ui.setKey('bannerError', null);
  $ui.setKey('cardError', null);
  if (!(await cartStillValid())) return stop();
  const token = await tokenizer().catch(() => null);
  if (!token) return stop();
  await submitPayment(platformOf(method), token);
}

/** Submits the order; also the path of PayPal's approval and the wallet's payment method. */
export async function submitPayment(platform: Platform, token: PaymentToken): Promise<boolean> {
  $ui.setKey('processing', true);
  const answer = await call<Checkout & { redirectUrl?: string | null }>(
    (o) =>
      api.api.v1.checkout.submit.$post({
        json: { checkoutId: checkoutId(), storeSlug: slug(), platform, paymentToken: token.paymentToken, paymentId: token.paymentId ?? null, returnUrl: `/checkout/${checkoutId()}` },
      }, o),
    { retry: false },
  );
  if (!answer.ok) {
    const error = answer.errors[0] ?? {};
    if (!(await startAgainIfCancelled(error))) failed(error, platform);
    return false;
  }
  $checkout.set(answer.data);
  if (answer.data.redirectUrl) {
    window.location.assign(answer.data.redirectUrl);
    return true;
  }
  if (answer.data.state === 'completed') finish(answer.data);
  else await poll();
  return true;
}

/** This checkout can no longer be paid (409 `payment_cancelled`): a new one with the same lines and details takes its place. */
export async function startAgainIfCancelled(error: ApiErrorItem): Promise<boolean> {
  const cancelled = $checkout.get();
  if (error.code !== 'payment_cancelled' || !cancelled) return false;
  $ui.setKey('processing', true);
  const moved = await startAgain(cancelled, slug(), shopperMessage(error, 'checkout.error.paymentFailed'));
  if (!moved) stop();
  return moved;
}

function failed(error: ApiErrorItem, platform: Platform): void {
  const method = $ui.get().method;
  const message = shopperMessage(error, platform === 'paypal' ? 'checkout.error.paypal' : 'checkout.error.paymentFailed');
  if (method === 'afterpay') afterpayFailed();
  else if (submitErrorPlace(error, platform) === 'card') $ui.setKey('cardError', message);
  else showBanner(message, error.code);
  stop();
}

export function showBanner(message: string, code?: string): void {
  $ui.setKey('bannerError', message);
  // The banner is tracked (the code only: the message may name the shopper's card problem, never them).
  if (typeof window !== 'undefined') {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'checkout_error', errorCode: code ?? 'unknown', storeSlug: slug() });
  }
}

/** Afterpay failed: its message, then after 4 s the shopper is moved on to pay by card or PayPal. */
export function afterpayFailed(): void {
  $ui.setKey('afterpayError', t('checkout.afterpay.failed'));
  window.setTimeout(() => {
    const next = (['card', 'paypal'] as const).find((m) => document.querySelector(`[data-method="${m}"]`));
    if ($ui.get().method === 'afterpay' && next) void selectMethod(next);
  }, AFTERPAY_REDIRECT_MS);
}

const stop = () => $ui.setKey('processing', false);

async function poll(): Promise<void> {
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
    const answer = await fetchCheckout(checkoutId());
    if (!answer.ok) continue;
    $checkout.set(answer.data);
    if (isFinished(answer.data.state)) return finish(answer.data);
    if (answer.data.payment?.state === 'failed') {
      showToast(t('checkout.error.paymentFailed'), { timeout: ERROR_TOAST_TIMEOUT_MS, position: 'top-center' });
      return stop();
    }
  }
  showBanner(t('checkout.error.stillProcessing'), 'payment_in_progress');
  stop();
}

/** A completed checkout: the cart is destroyed, the checkout and stored payment forgotten, and the shopper goes to the thank-you page. */
export function finish(checkout: Checkout): void {
  // The checkout id lets the thank-you page ask for the order as its owner: with the delivery address.
  const url = thankYouUrl(checkout, { ...thankYouExtra, cart: checkout.id });
  if (!url) return;
  // Once per order: a paid checkout opened again later (history, a bookmark) must not empty the cart
  // the shopper has filled since; the thank-you page remembers the orders it thanked.
  if (!checkout.orderNumber || !purchaseTracked(document.cookie, checkout.orderNumber)) clearCart();
  // The checkout the cart remembers as open (it would be updated, not paid again) and the stored payment.
  forgetPaidCheckout(slug(), checkout.id);
  try {
    localStorage.removeItem(`paypal:${checkout.id}`);
  } catch {
    // storage may be unavailable (private mode); nothing to clear then
  }
  window.location.assign(url);
}

/**
 * Stock and prices are checked again before paying, by every method (PayPal's own button in its
 * createOrder); a failing check counts as valid (browsing spec 4).
 */
export async function cartStillValid(): Promise<boolean> {
  const checkout = $checkout.get();
  if (!checkout) return false;
  const lineItems = checkout.lineItems.map((l) => ({ sku: l.sku, quantity: l.quantity }));
  const answer = await call<{ valid: boolean }>((o) => api.api.v1.cart.validate.$post({ json: { lineItems, currency: checkout.currency as Currency } }, o));
  if (!answer.ok || answer.data.valid) return true;
  track('inactive_checkout', { currency: checkout.currency, items: [] });
  showBanner(t('checkout.error.cartChanged'), 'cart_changed');
  return false;
}
