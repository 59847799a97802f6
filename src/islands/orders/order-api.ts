import { parseOrder, type Order } from '../../lib/order-view';
import { api, call, type Answer } from '../shared/api';

/**
 * The after-purchase pages' calls, through the one API client (../shared/api.ts: retries on network
 * errors and 5xx, the gate's 401 to /login). The order is checked against the contract's schema.
 */
export type OrderResult = { kind: 'order'; order: Order } | { kind: 'not-found' } | { kind: 'failed'; reason: string };

async function orderOf(answer: Promise<Answer<unknown>>): Promise<OrderResult> {
  const result = await answer;
  if (!result.ok) return result.status === 404 ? { kind: 'not-found' } : { kind: 'failed', reason: result.status ? `status ${result.status}` : 'network error' };
  const order = parseOrder(result.data);
  return order ? { kind: 'order', order } : { kind: 'failed', reason: 'malformed order answer' };
}

/** The order behind a tracking link. */
export function orderByLookup(lookupNumber: string): Promise<OrderResult> {
  return orderOf(call((o) => api.api.v1.orders.track[':lookupNumber'].$get({ param: { lookupNumber } }, o)));
}

/**
 * The order of a checkout, as the thank-you page and checkout-complete read it. A 404 is retried
 * too: after a redirect from a payment provider the order can land a moment after the shopper does.
 */
export function orderByCart(cartId: string): Promise<OrderResult> {
  return orderOf(call((o) => api.api.v1.orders.$get({ query: { cartId } }, o), { retryStatus: (status) => status === 404 }));
}

/**
 * Reports a client-side failure (decisions 24): a message and the page's path with the lookup number
 * masked, since that token alone opens an order. Never personal data, never awaited, never retried.
 */
export function reportError(component: string, message: string): void {
  try {
    const url = location.pathname.replace(/[0-9a-f]{32}/g, ':lookupNumber').replace(/[0-9a-f-]{36}/g, ':cartId');
    void api.api.v1['client-errors'].$post({ json: { message: message.slice(0, 500), component, url } }, { init: { keepalive: true } }).catch(() => undefined);
  } catch {
    // reporting must never break the page
  }
}
