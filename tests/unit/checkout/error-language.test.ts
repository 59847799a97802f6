import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMessages, type Messages } from '../../../src/i18n';
import de from '../../../src/i18n/de';
import { EMPTY_CUSTOMER, type CustomerValues } from '../../../src/lib/checkout-form';
import type { StoreContext } from '../../../src/lib/store-context';
import { checkOut } from '../../../src/islands/cart/checkout';
import { saveCustomer } from '../../../src/islands/checkout/customer';
import { applyPromo, promoMessage } from '../../../src/islands/checkout/promo';
import { $checkout, $ui, type Checkout } from '../../../src/islands/checkout/state';
import { setStoreContext } from '../../../src/islands/shared/store-context';

// The islands show the API's errors in the shopper's language (src/islands/shared/shopper-message.ts),
// not the server's English detail: the customer form's address box, the promo box, the cart's Checkout.
const ID = '0c6a3b1e-8d2f-4a57-9b1e-3f2d4c5b6a71';
const german = de as Messages;
type Answer = { status: number; body?: unknown };

function stubFetch(answer: () => Answer) {
  vi.stubGlobal('fetch', async () => {
    const result = answer();
    return Response.json(result.body ?? null, { status: result.status });
  });
}
const refusal = (status: number, code: string, detail: string, pointer?: string): Answer => ({
  status,
  body: { errors: [{ status: String(status), code, detail, ...(pointer ? { source: { pointer } } : {}) }] },
});

beforeEach(() => {
  vi.useFakeTimers();
  setStoreContext({ slug: 'demo', currencies: ['USD'] } as unknown as StoreContext);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setStoreContext(null);
  setMessages({}, 'en');
});

const settled = async <T>(promise: Promise<T>): Promise<T> => {
  await vi.runAllTimersAsync();
  return promise;
};

describe('the checkout in German', () => {
  beforeEach(() => {
    $checkout.set({ id: ID, version: 1, customer: { firstName: 'Ada' } } as unknown as Checkout);
    setMessages(german, 'de');
  });
  afterEach(() => {
    $checkout.set(null);
    $ui.setKey('addressProblem', null);
    $ui.setKey('promoError', null);
  });

  const address: CustomerValues = { ...EMPTY_CUSTOMER, email: 'ada@example.com', firstName: 'Ada', lastName: 'L', phone: '+12025550123', address1: '1 Main St', city: 'Town', state: 'NY', zip: '', country: 'US' };

  it('puts the address problem in the box in German', async () => {
    stubFetch(() => refusal(422, 'invalid_zip', 'Please enter your zipcode', '/data/customer/address/zip'));
    expect(await settled(saveCustomer(address))).toBe(false);
    expect($ui.get().addressProblem).toBe(german['checkout.error.zip']);

    stubFetch(() => refusal(422, 'invalid_address', 'Please select your state', '/data/customer/address/state'));
    expect(await settled(saveCustomer(address))).toBe(false);
    expect($ui.get().addressProblem).toBe(german['checkout.error.state']);
  });

  it('words a missing postal code outside the US as a postal code (Italian tells CAP from codice postale)', async () => {
    const italian = (await import('../../../src/i18n/it')).default as Messages;
    setMessages(italian, 'it');
    stubFetch(() => refusal(422, 'invalid_zip', 'Please enter your postal code', '/data/customer/address/zip'));
    expect(await settled(saveCustomer({ ...address, country: 'DE', state: '' }))).toBe(false);
    expect($ui.get().addressProblem).toBe(italian['checkout.error.postalCode']);
    stubFetch(() => refusal(422, 'invalid_zip', 'Please enter your zipcode', '/data/customer/address/zip'));
    expect(await settled(saveCustomer(address))).toBe(false);
    expect($ui.get().addressProblem).toBe(italian['checkout.error.zip']);
  });

  it('shows a refused promo update’s other errors in German', async () => {
    stubFetch(() => refusal(429, 'rate_limited', 'Too many requests. Please try again later.'));
    expect(await settled(applyPromo('TAKE10'))).toBe(false);
    expect($ui.get().promoError).toBe(german['error.rateLimited']);
  });

  it('words the checkout’s promoCodeErrors by code (for the checkout’s load)', () => {
    expect(promoMessage({ code: 'promo_code_invalid', detail: 'Sorry, this promo code cannot be applied to your order.', source: { pointer: '/data/promoCode' } })).toBe(german['checkout.promo.invalid']);
    expect(promoMessage({ code: 'promo_code_needs_address', detail: 'Please enter your address before you enter a promo code.' })).toBe(german['checkout.promo.needsAddress']);
  });
});

describe('the cart’s Checkout in German', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) });
    vi.stubGlobal('document', { cookie: '' });
    setMessages(german, 'de');
  });

  it('gives the server’s refusal in German', async () => {
    stubFetch(() => refusal(429, 'rate_limited', 'Too many requests. Please try again later.'));
    expect(await settled(checkOut([{ sku: '1_2_3', quantity: 1 }], 'USD', 'demo'))).toEqual({ ok: false, message: german['error.rateLimited'] });
  });

  it('keeps the English of a refusal whose values the error carries only as text (stock left)', async () => {
    const detail = 'Only 1 of Tee (Black, M) left in stock.';
    stubFetch(() => refusal(409, 'out_of_stock', detail, '/lineItems/0/quantity'));
    expect(await settled(checkOut([{ sku: '1_2_3', quantity: 3 }], 'USD', 'demo'))).toEqual({ ok: false, message: detail });
  });

  it('has no words of its own for a server failure, so the cart shows its retry message', async () => {
    stubFetch(() => refusal(500, 'internal_error', 'Something went wrong. Please try again.'));
    expect(await settled(checkOut([{ sku: '1_2_3', quantity: 1 }], 'USD', 'demo'))).toEqual({ ok: false, message: '' });
  });
});
