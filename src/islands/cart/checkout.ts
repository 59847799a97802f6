import type { LineItem } from '../../contract/checkout';
import type { Currency } from '../../contract/rules';
import { attribution } from '../../lib/attribution';
import { invalidSkusOf } from '../../lib/cart-view';
import { storeContext } from '../shared/store-context';
import { checkoutLocalization } from '../../state/localization';
import { api, call, type ApiProblem } from '../shared/api';
import { shopperText } from '../shared/shopper-message';
import { openCheckout, rememberCheckout } from '../shared/open-checkout';

/**
 * The cart's two API calls before leaving for /checkout/{id}: the live check of every line
 * (POST /api/v1/cart/validate) and the creation of the checkout (POST /api/checkout), or the update of
 * the shopper's open one (PUT /api/v1/checkout with the lines), remembered per store in localStorage.
 * Loaded when the shopper presses Checkout (cart-page.ts), so the API client is not on the page before.
 */

/** One of the store's currencies, or nothing (the server then takes the store's first). */
const currencyOf = (currency: string): Currency | undefined => storeContext().currencies.find((c) => c === currency);

/** Skus the live check refuses. Any non-OK answer or network error counts as valid (browsing spec 4). */
export async function refusedSkus(lineItems: LineItem[], currency: string): Promise<string[]> {
  const answer = await call((o) => api.api.v1.cart.validate.$post({ json: { lineItems, currency: currencyOf(currency) } }, o));
  return answer.ok ? invalidSkusOf(answer.data) : [];
}

export type CheckoutOutcome = { ok: true; id: string } | { ok: false; message: string };

/** Updates the open checkout in the same currency, or creates one; answers the id or the server's message, in the shopper's language. */
export async function checkOut(lineItems: LineItem[], currency: string, storeSlug: string): Promise<CheckoutOutcome> {
  // The server prices the checkout in its currency and quotes delivery from the shopper's fulfilment region.
  const { fulfillmentRegion } = checkoutLocalization();
  const open = openCheckout(storeSlug);
  if (open && open.currency === currency && (open.region ?? fulfillmentRegion) === fulfillmentRegion) {
    const answer = await call<{ id?: string }>((o) => api.api.v1.checkout.$put({ json: { id: open.id, data: { storeSlug, lineItems } } }, o));
    if (answer.ok) return outcome(answer.data, storeSlug, currency, fulfillmentRegion);
    const problem = problemOf(answer);
    // Paid, gone or an id the API refuses: forget it and start a new checkout. Anything else is the cart's problem.
    const badId = answer.status === 422 && answer.errors.some((e) => e.source?.pointer === '/id');
    if (answer.status !== 404 && problem.code !== 'checkout_closed' && !badId) return { ok: false, message: problem.message };
    rememberCheckout(storeSlug, null);
  }
  // Creating is not repeated: a retry after a lost answer would open a second checkout.
  // The affiliate (aid cookie) and the traffic source (short-video cookie), each only when set.
  const body = { lineItems, storeSlug, currency: currencyOf(currency), fulfillmentRegion, ...attribution(document.cookie) };
  const answer = await call<{ id?: string }>((o) => api.api.checkout.$post({ json: body }, o), { retry: false });
  return answer.ok ? outcome(answer.data, storeSlug, currency, fulfillmentRegion) : { ok: false, message: problemOf(answer).message };
}

function outcome(data: { id?: string } | undefined, storeSlug: string, currency: string, region: string): CheckoutOutcome {
  const id = data?.id;
  if (typeof id !== 'string' || !id) return { ok: false, message: '' };
  rememberCheckout(storeSlug, { id, currency, region });
  return { ok: true, id };
}

/**
 * The first error of the API's error shape (decisions 21): its stable code and the shopper's message in
 * their language (src/islands/shared/shopper-message.ts). Without a message (a network failure, an edge's
 * non-JSON 502, a server failure) it is empty, and the cart shows the spec's 'Error checking out! Please
 * try again.' in the shopper's language.
 */
function problemOf(answer: { status: number; errors: readonly ApiProblem[] }): { code: string; message: string } {
  return { code: answer.errors[0]?.code ?? '', message: shopperText(answer.errors[0]) ?? '' };
}
