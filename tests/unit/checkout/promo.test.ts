import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { promoCodeSchema } from '../../../src/contract/checkout';
import { updateCheckoutSchema } from '../../../src/contract/checkout-update';
import en from '../../../src/i18n/en';
import type { StoreContext } from '../../../src/lib/store-context';
import { applyPromo, promoValid } from '../../../src/islands/checkout/promo';
import { $checkout, $ui, type Checkout } from '../../../src/islands/checkout/state';
import { setStoreContext } from '../../../src/islands/shared/store-context';

// The promo box (src/islands/checkout/promo.ts): the contract's rule for a code, and which message a failure shows.
const ID = '0c6a3b1e-8d2f-4a57-9b1e-3f2d4c5b6a71';
type Answer = { status: number; body?: unknown } | 'offline';

function stubFetch(answer: () => Answer) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(await new Request(input, init).json());
    const result = answer();
    if (result === 'offline') throw new TypeError('Load failed');
    return Response.json(result.body ?? null, { status: result.status });
  });
  return bodies;
}
const errors = (status: number, code: string, detail: string, pointer?: string) => ({ status, body: { errors: [{ status: String(status), code, detail, ...(pointer ? { source: { pointer } } : {}) }] } });

describe('the promo box', () => {
  it('takes the codes the API takes, spaces and signs included, and nothing empty or over 50 characters', () => {
    const apiTakes = (code: string) => z.safeParse(updateCheckoutSchema.shape.data.shape.promoCode, code).success;
    for (const code of ['SUMMER SALE', 'summer-10', ' TAKE10 ', '10%OFF', 'ÉTÉ 2024', 'A'.repeat(50)]) {
      expect(promoValid(code), code).toBe(true);
      expect(apiTakes(code), code).toBe(true);
    }
    for (const code of ['', '   ', 'A'.repeat(51)]) expect(promoValid(code), JSON.stringify(code)).toBe(false);
    // The shared rule is the API's own: the same answers, the same message.
    for (const code of ['SUMMER SALE', ' x ', 'A'.repeat(51), '']) {
      expect(z.safeParse(promoCodeSchema, code).success, code).toBe(apiTakes(code));
    }
    expect(z.safeParse(promoCodeSchema, 'A'.repeat(51)).error?.issues[0]?.message).toBe(en['checkout.promo.invalid']);
  });

  describe('applying a code', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      setStoreContext({ slug: 'demo' } as StoreContext);
      $checkout.set({ id: ID, version: 1, customer: { firstName: 'Ada' } } as unknown as Checkout);
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      setStoreContext(null);
      $checkout.set(null);
      $ui.setKey('promoError', null);
    });

    const apply = async (code: string) => {
      const result = applyPromo(code);
      await vi.runAllTimersAsync();
      return result;
    };

    it('sends a store code with a space as typed (trimmed) and takes the answer', async () => {
      const bodies = stubFetch(() => ({ status: 200, body: { data: { id: ID, version: 2, promoCode: 'SUMMER SALE' } } }));
      expect(await apply(' SUMMER SALE ')).toBe(true);
      expect(bodies).toEqual([{ id: ID, data: { storeSlug: 'demo', promoCode: 'SUMMER SALE' } }]);
      expect($ui.get().promoError).toBeNull();
    });

    it('shows the promo message only for an error pointing at promoCode', async () => {
      stubFetch(() => errors(422, 'promo_code_invalid', 'Sorry, this promo code cannot be applied to your order.', '/data/promoCode'));
      expect(await apply('NOPE')).toBe(false);
      expect($ui.get().promoError).toBe(en['checkout.promo.invalid']);

      stubFetch(() => errors(422, 'promo_code_needs_address', 'Please enter your address before you enter a promo code.', '/data/promoCode'));
      expect(await apply('TAKE10')).toBe(false);
      expect($ui.get().promoError).toBe(en['checkout.promo.needsAddress']);
    });

    it('shows the answer’s own message for any other failure (rate limited, checkout busy), by its code', async () => {
      stubFetch(() => errors(429, 'rate_limited', 'Too many requests. Please try again later.'));
      expect(await apply('TAKE10')).toBe(false);
      expect($ui.get().promoError).toBe(en['error.rateLimited']);

      stubFetch(() => errors(409, 'checkout_busy', 'This checkout is being changed elsewhere. Please try again.'));
      expect(await apply('TAKE10')).toBe(false);
      expect($ui.get().promoError).toBe(en['error.checkoutBusy']);

      // A code with no words of its own keeps the server's.
      stubFetch(() => errors(418, 'something_new', 'The checkout is being updated. Please try again.'));
      expect(await apply('TAKE10')).toBe(false);
      expect($ui.get().promoError).toBe('The checkout is being updated. Please try again.');
    });

    it('shows the generic error when the answer has no message (network failure, a bare 5xx)', async () => {
      stubFetch(() => 'offline');
      expect(await apply('TAKE10')).toBe(false);
      expect($ui.get().promoError).toBe(en['checkout.error.generic']);

      stubFetch(() => ({ status: 503, body: null }));
      expect(await apply('TAKE10')).toBe(false);
      expect($ui.get().promoError).toBe(en['checkout.error.generic']);
    });
  });
});
