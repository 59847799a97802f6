import { LOOKUP_PATTERN as LOOKUP, UUID_PATTERN as CART } from '../contract/patterns';
import { cookieString, cookieValue } from './cookies';

/**
 * The thank-you page's rules (checkout spec 2 and 4; decisions 23): which query parameters it reads,
 * which it drops from the address, and the cookie that makes the purchase event fire once per order.
 */
export interface ThankYouParams {
  name: string | null;
  orderNumber: string | null;
  arrivalEstimate: string | null;
  orderLookupNumber: string | null;
  /** The checkout (cart) id, from /checkout-complete/{cartId} or the spec's `cart` parameter. */
  cartId: string | null;
}

const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

function pick(params: URLSearchParams, key: string, pattern?: RegExp, max = 100): string | null {
  const value = params.get(key)?.trim();
  if (!value || value.length > max) return null;
  return pattern && !pattern.test(value) ? null : value;
}

/** The parameters, each checked; a malformed one is ignored rather than shown. */
export function thankYouParams(search: string): ThankYouParams {
  const params = new URLSearchParams(search);
  return {
    name: pick(params, 'name', undefined, 60),
    orderNumber: pick(params, 'orderNumber', ORDER_NUMBER),
    arrivalEstimate: pick(params, 'arrivalEstimate'),
    orderLookupNumber: pick(params, 'orderLookupNumber', LOOKUP),
    cartId: pick(params, 'cart', CART) ?? pick(params, 'cartId', CART),
  };
}

/** Personal data the address must not keep (decisions 23): the shopper's name, and e-mail if ever sent. */
export const PERSONAL_PARAMS = ['name', 'email'] as const;

/** The address without personal parameters, or null when there is nothing to drop. */
export function withoutPersonalData(href: string): string | null {
  const url = new URL(href);
  if (!PERSONAL_PARAMS.some((p) => url.searchParams.has(p))) return null;
  for (const p of PERSONAL_PARAMS) url.searchParams.delete(p);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The thank-you address the checkout-complete shell goes to, from the order it fetched. */
export function thankYouHref(order: { name?: string | undefined; orderNumber: string; arrivalEstimate: string; lookupNumber: string } | null, cartId: string): string {
  const params = new URLSearchParams();
  if (order) {
    if (order.name) params.set('name', order.name);
    params.set('orderNumber', order.orderNumber);
    params.set('arrivalEstimate', order.arrivalEstimate);
    params.set('orderLookupNumber', order.lookupNumber);
  }
  params.set('cart', cartId);
  return `/thankyou/?${params.toString()}`;
}

/** One cookie per order: `purchase_{orderNumber}`, so a reload (or a second tab) does not count it again. */
export const PURCHASE_COOKIE_DAYS = 90;

export function purchaseCookieName(orderNumber: string): string {
  return `purchase_${orderNumber.replace(/[^A-Za-z0-9-]/g, '')}`;
}

export function purchaseTracked(cookieHeader: string, orderNumber: string): boolean {
  return cookieValue(cookieHeader, purchaseCookieName(orderNumber)) === '1';
}

export function purchaseCookie(orderNumber: string, secure: boolean): string {
  return cookieString(purchaseCookieName(orderNumber), '1', { maxAge: PURCHASE_COOKIE_DAYS * 86_400, secure });
}
