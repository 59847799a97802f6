import type { cartCheckSchema } from '../../contract/cart';
import type * as z from 'zod/mini';
import { timeoutSignal } from '../shared/timeout-signal';

/**
 * The cart's live check when the lines are shown (POST /api/v1/cart/validate), for its prices: the
 * page's prices come from the static bucket files, which the CDN may serve minutes old (decisions, Cart
 * "Live prices"). Plain fetch rather than the API client, which loads only with Checkout (issue 11).
 * Answers the body's `data`, or null on any failure: the cart then keeps the prices it shows (spec 4).
 */
const TIMEOUT_MS = 15_000;

export async function livePriceCheck(body: z.infer<typeof cartCheckSchema>): Promise<unknown> {
  try {
    const response = await fetch('/api/v1/cart/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: timeoutSignal(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return ((await response.json()) as { data?: unknown } | null)?.data ?? null;
  } catch {
    return null;
  }
}
