import { describe, expect, it } from 'vitest';
import { checkoutRoute, deliveryFailure, expressQuery, isFinished, paymentIntentOf, promoError, submitErrorPlace, thankYouUrl } from '../../../src/lib/checkout-flow';

const completed = {
  state: 'completed',
  customer: { firstName: 'Ada' },
  orderNumber: 'K7QX-42MN',
  orderLookupNumber: '0123456789abcdef0123456789abcdef',
  deliveryOption: { estimatedDelivery: { text: 'Nov 27 - Dec 2' } },
};

describe('thank-you redirect (spec 2, 4)', () => {
  it('carries name, orderNumber, arrivalEstimate and orderLookupNumber', () => {
    const url = new URL(thankYouUrl(completed) ?? '', 'https://shop.test');
    expect(url.pathname).toBe('/thankyou/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'Ada', orderNumber: 'K7QX-42MN', arrivalEstimate: 'Nov 27 - Dec 2', orderLookupNumber: '0123456789abcdef0123456789abcdef' });
  });
  it('adds the extra query the thank-you page accepts', () => {
    expect(thankYouUrl(completed, { deviceId: 'dev-1', cart: null })).toContain('deviceId=dev-1');
  });
  it('happens only on completed', () => {
    expect(thankYouUrl({ ...completed, state: 'success' })).toBeNull();
    expect(thankYouUrl({ ...completed, state: 'pending' })).toBeNull();
  });
  it('still goes to the page when a field is one character or missing, leaving that field out (a paid shopper is never held back)', () => {
    for (const firstName of ['J', '伟', ' ']) {
      const url = new URL(thankYouUrl({ ...completed, customer: { firstName } }, { cart: 'c-1' }) ?? 'https://none.test/', 'https://shop.test');
      expect(url.pathname).toBe('/thankyou/');
      expect(url.searchParams.has('name')).toBe(false);
      expect(url.searchParams.get('orderNumber')).toBe('K7QX-42MN');
      expect(url.searchParams.get('cart')).toBe('c-1');
    }
    const noNumber = new URL(thankYouUrl({ ...completed, orderNumber: null, customer: null }, { cart: 'c-1' }) ?? 'https://none.test/', 'https://shop.test');
    expect(Object.fromEntries(noNumber.searchParams)).toEqual({ arrivalEstimate: 'Nov 27 - Dec 2', orderLookupNumber: '0123456789abcdef0123456789abcdef', cart: 'c-1' });
  });
  it('treats success and completed as finished (decisions 12)', () => {
    expect(['created', 'pending', 'success', 'completed', 'failure'].map(isFinished)).toEqual([false, false, true, true, false]);
  });
});

describe('errors on the page (spec 4, 5, 8)', () => {
  it('puts card errors beside the card form and the rest in the banner', () => {
    expect(submitErrorPlace({ code: 'insufficient_funds', detail: 'Your card has insufficient funds.' }, 'stripe')).toBe('card');
    expect(submitErrorPlace({ code: 'x', detail: 'Stripe error' }, 'stripe')).toBe('card');
    expect(submitErrorPlace({ code: 'out_of_stock', detail: 'Sold out' }, 'stripe')).toBe('banner');
    expect(submitErrorPlace({ code: 'card_declined' }, 'paypal')).toBe('banner');
  });
  it('takes the promo error from the error pointing at promoCode', () => {
    const errors = [{ code: 'a', detail: 'other', source: { pointer: '/data/customer' } }, { code: 'promo_code_invalid', detail: 'Sorry', source: { pointer: '/data/promoCode' } }];
    expect(promoError(errors)?.detail).toBe('Sorry');
    expect(promoError([])).toBeNull();
  });
  it('toasts for destinations the store cannot serve, a modal for other delivery failures', () => {
    expect(deliveryFailure('items_cannot_be_shipped_to_selected_destination')).toBe('toast');
    expect(deliveryFailure('country_not_supported')).toBe('toast');
    expect(deliveryFailure('request_failed')).toBe('modal');
    expect(deliveryFailure(undefined)).toBe('modal');
  });
});

describe('addresses and query', () => {
  it('reads the checkout id, and express, from the path', () => {
    expect(checkoutRoute('/checkout/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f')).toEqual({ kind: 'checkout', id: '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f' });
    expect(checkoutRoute('/checkout/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f/')).toMatchObject({ kind: 'checkout' });
    expect(checkoutRoute('/checkout/express/')).toEqual({ kind: 'express' });
    expect(checkoutRoute('/checkout/shell/')).toEqual({ kind: 'unknown' });
    expect(checkoutRoute('/checkout/<script>')).toEqual({ kind: 'unknown' });
  });
  it('reads express method (afterpay by default) and deviceId', () => {
    expect(expressQuery('?deviceId=abc-1&method=paypal')).toEqual({ method: 'paypal', checkoutMethod: 'paypal', deviceId: 'abc-1' });
    expect(expressQuery('?method=googlepay')).toMatchObject({ checkoutMethod: 'google-pay', deviceId: null });
    expect(expressQuery('?method=stripe').checkoutMethod).toBe('card');
    expect(expressQuery('?method=bitcoin&deviceId=<x>')).toEqual({ method: 'afterpay', checkoutMethod: 'afterpay', deviceId: 'x' });
  });
  it('reads payment_intent when it looks like one', () => {
    expect(paymentIntentOf('?payment_intent=pi_123&redirect_status=succeeded')).toBe('pi_123');
    expect(paymentIntentOf('?payment_intent=<x>')).toBeNull();
    expect(paymentIntentOf('')).toBeNull();
  });
});
