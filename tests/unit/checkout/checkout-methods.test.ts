import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import { chooseMethod, eligibleMethods, placeOrderDisabled, placeOrderLabel, platformOf, type MethodContext } from '../../../src/lib/checkout-methods';

const US: MethodContext = {
  buildFlags: { hideCard: false, hidePaypal: false, hideAfterpay: false },
  sellingRegion: 'usa',
  currency: 'USD',
  fulfillmentRegion: 'USA',
  countryCode: null,
  wallet: null,
};

describe('payment methods (spec 4, decisions 13)', () => {
  it('offers afterpay, card, paypal, then the wallet, in that order', () => {
    expect(eligibleMethods(US)).toEqual(['afterpay', 'card', 'paypal']);
    expect(eligibleMethods({ ...US, wallet: 'google-pay' })).toEqual(['afterpay', 'card', 'paypal', 'google-pay']);
  });

  it('offers Afterpay only to US buyers in USD of a USA store fulfilled in the USA, unless hidden', () => {
    expect(eligibleMethods({ ...US, currency: 'GBP' })).not.toContain('afterpay');
    expect(eligibleMethods({ ...US, sellingRegion: 'europe' })).not.toContain('afterpay');
    expect(eligibleMethods({ ...US, fulfillmentRegion: 'EU' })).not.toContain('afterpay');
    expect(eligibleMethods({ ...US, countryCode: 'CA' })).not.toContain('afterpay');
    expect(eligibleMethods({ ...US, countryCode: 'US' })).toContain('afterpay');
    expect(eligibleMethods({ ...US, buildFlags: { ...US.buildFlags, hideAfterpay: true } })).not.toContain('afterpay');
  });

  it('hides card and PayPal by build flag', () => {
    expect(eligibleMethods({ ...US, buildFlags: { hideCard: true, hidePaypal: true, hideAfterpay: true } })).toEqual([]);
  });

  it('picks the asked method when offered, else the first offered', () => {
    const offered = eligibleMethods(US);
    expect(chooseMethod(offered, 'paypal', 'card')).toBe('paypal');
    expect(chooseMethod(offered, 'google-pay', null)).toBe('afterpay');
    expect(chooseMethod(offered, null, 'card')).toBe('card');
    expect(chooseMethod([], 'card')).toBeNull();
  });

  it('pays card, afterpay and wallets through Stripe, everything else through PayPal', () => {
    expect(['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card'].map(platformOf)).toEqual(Array(5).fill('stripe'));
    expect(platformOf('paypal')).toBe('paypal');
    expect(platformOf('venmo')).toBe('paypal');
  });
});

describe('the place-order button (spec 4)', () => {
  it('is labelled by method', () => {
    expect(t(placeOrderLabel('afterpay'))).toBe('Pay now with afterpay');
    expect(t(placeOrderLabel('paypal'))).toBe('PayPal');
    expect(t(placeOrderLabel('card'))).toBe('Place order');
    expect(t(placeOrderLabel('google-pay'))).toBe('Pay');
    expect(t(placeOrderLabel(null))).toBe('Pay');
  });

  const ready = { processing: false, loading: false, hasAddress: true, deliveryOptionCount: 2, totalCents: 2999, preview: false };
  it('is enabled once address and delivery options exist', () => {
    expect(placeOrderDisabled(ready)).toBe(false);
  });
  it.each([
    ['processing', { processing: true }],
    ['loading', { loading: true }],
    ['no address', { hasAddress: false }],
    ['no delivery options', { deliveryOptionCount: 0 }],
    ['a total of zero', { totalCents: 0 }],
    ['preview mode', { preview: true }],
  ])('is disabled with %s', (_, change) => {
    expect(placeOrderDisabled({ ...ready, ...change })).toBe(true);
  });
});
