import { parseOrderAnswer, type Order } from '../../lib/order-view';
import { api } from '../shared/api';

/**
 * The after-purchase pages' calls. The order fetch is retried 2 times (checkout spec 9) on network
 * errors and 5xx; a 401 means the store's gate wants the access code again (spec 8: 401 redirects to
 * /login unless already there).
 */
export type OrderResult = { kind: 'order'; order: Order } | { kind: 'not-found' } | { kind: 'failed'; reason: string };

export const ORDER_RETRIES = 2;
const RETRY_DELAY_MS = 600;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** On a 401 from the gate: to /login, coming back here after the code. */
export function toLogin(): void {
  if (location.pathname.startsWith('/login')) return;
  location.assign(`/login/?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
}

/** What the typed client answers, as far as this module reads it. */
interface Answer {
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}

async function withRetries(call: () => Promise<Answer>, retryNotFound: boolean): Promise<OrderResult> {
  let last: OrderResult = { kind: 'failed', reason: 'unknown' };
  for (let attempt = 0; attempt <= ORDER_RETRIES; attempt++) {
    if (attempt > 0) await wait(RETRY_DELAY_MS * attempt);
    let res: Answer;
    try {
      res = await call();
    } catch (error) {
      last = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      continue;
    }
    if (res.status === 401) {
      toLogin();
      return { kind: 'failed', reason: 'access code required' };
    }
    if (res.ok) {
      const order = parseOrderAnswer(await res.json().catch(() => null));
      return order ? { kind: 'order', order } : { kind: 'failed', reason: 'malformed order answer' };
    }
    last = res.status === 404 ? { kind: 'not-found' } : { kind: 'failed', reason: `status ${res.status}` };
    const retryable = res.status >= 500 || res.status === 429 || (res.status === 404 && retryNotFound);
    if (!retryable) break; // any other answer will not change on a retry
  }
  return last;
}

/** The order behind a tracking link. */
export function orderByLookup(lookupNumber: string): Promise<OrderResult> {
  return withRetries(() => api.api.v1.orders.track[':lookupNumber'].$get({ param: { lookupNumber } }), false);
}

/**
 * The order of a checkout, as the thank-you page and checkout-complete read it. A 404 is retried
 * too: after a redirect from a payment provider the order can land a moment after the shopper does.
 */
export function orderByCart(cartId: string): Promise<OrderResult> {
  return withRetries(() => api.api.v1.orders.$get({ query: { cartId } }), true);
}

/**
 * Reports a client-side failure (decisions 24): a message and the page's path with the lookup number
 * masked, since that token alone opens an order. Never personal data, never awaited.
 */
export function reportError(component: string, message: string): void {
  try {
    const url = location.pathname.replace(/[0-9a-f]{32}/g, ':lookupNumber').replace(/[0-9a-f-]{36}/g, ':cartId');
    void fetch('/api/v1/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: message.slice(0, 500), component, url }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // reporting must never break the page
  }
}
