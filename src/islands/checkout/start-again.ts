import { customerPayload, customerValues } from '../../lib/checkout-form';
import { checkOut } from '../cart/checkout';
import { api, call } from '../shared/api';
import { rememberCheckout } from '../shared/open-checkout';
import type { Checkout } from './state';

/** The message the next checkout's page shows once, kept in sessionStorage under the new checkout's id. */
const noticeKey = (id: string) => `checkout-notice:${id}`;

/**
 * A checkout whose payment was cancelled (its capture refused for good: the server answers 409
 * `payment_cancelled` to every later submit) can never be paid. Instead of leaving the shopper at a
 * button that refuses every time, the page opens a new checkout of the same lines, carries over the
 * details they gave (contact, address, promo code, marketing choice, delivery option, method), and shows the server's message
 * there. Answers false when no new checkout could be made (the page then keeps the message where it is).
 * The server also answers `payment_cancelled` when one payment attempt was voided on a checkout still
 * open; a new checkout is right there too (it can be paid), and only the card typed on this page is lost.
 */
export async function startAgain(cancelled: Checkout, storeSlug: string, message: string): Promise<boolean> {
  // The cancelled checkout is closed: updating it would only be refused before a new one is made.
  rememberCheckout(storeSlug, null);
  const lines = cancelled.lineItems.map((line) => ({ sku: line.sku, quantity: line.quantity }));
  const outcome = await checkOut(lines, cancelled.currency, storeSlug);
  if (!outcome.ok) return false;
  if (cancelled.customer) {
    // The address was confirmed on the cancelled checkout; a refusal here only means the form asks again.
    const data = {
      storeSlug,
      state: 'pending' as const,
      customer: customerPayload(customerValues(cancelled.customer)),
      addressConfirmed: true,
      marketingOptIn: cancelled.marketingOptIn,
      ...(cancelled.promoCode ? { promoCode: cancelled.promoCode } : {}),
    };
    const saved = await call((o) => api.api.v1.checkout.$put({ json: { id: outcome.id, data } }, o));
    // Then the delivery option and the method chosen before, as their own change: the address decides
    // which options exist, and a refusal of either leaves the details saved.
    const option = cancelled.deliveryOption?.id;
    const method = cancelled.paymentMethod && cancelled.platform ? { paymentMethod: cancelled.paymentMethod, platform: cancelled.platform } : {};
    if (saved.ok && option) await call((o) => api.api.v1.checkout.$put({ json: { id: outcome.id, data: { storeSlug, deliveryOption: option, ...method } } }, o));
  }
  try {
    sessionStorage.setItem(noticeKey(outcome.id), message);
  } catch {
    // storage off: the new checkout opens without the message
  }
  window.location.replace(`/checkout/${outcome.id}`);
  return true;
}

/** The message left for this checkout by `startAgain`, once. */
export function takeNotice(id: string): string | null {
  try {
    const message = sessionStorage.getItem(noticeKey(id));
    sessionStorage.removeItem(noticeKey(id));
    return message;
  } catch {
    return null;
  }
}
