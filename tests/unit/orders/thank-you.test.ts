import { describe, expect, it } from 'vitest';
import { purchaseCookie, purchaseCookieName, purchaseTracked, thankYouHref, thankYouParams, withoutPersonalData } from '../../../src/lib/order-view-thankyou';

const LOOKUP = '0123456789abcdef0123456789abcdef';
const CART = '3f2a9c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b';

describe('thank-you parameters', () => {
  it('reads the spec parameters and the cart id', () => {
    expect(thankYouParams(`?name=Ada&orderNumber=HK7Q-M9XD&arrivalEstimate=Nov%2027&orderLookupNumber=${LOOKUP}&cart=${CART}`)).toEqual({
      name: 'Ada',
      orderNumber: 'HK7Q-M9XD',
      arrivalEstimate: 'Nov 27',
      orderLookupNumber: LOOKUP,
      cartId: CART,
    });
  });

  it('ignores malformed values instead of showing them', () => {
    const p = thankYouParams('?orderNumber=<script>&orderLookupNumber=123&cart=x&name=' + 'a'.repeat(61));
    expect(p).toEqual({ name: null, orderNumber: null, arrivalEstimate: null, orderLookupNumber: null, cartId: null });
  });
});

describe('personal data in the address (decisions 23)', () => {
  it('drops name and e-mail and keeps the rest', () => {
    expect(withoutPersonalData(`https://shop.test/thankyou/?name=Ada&orderNumber=HK7Q-M9XD&email=a%40b.c&orderLookupNumber=${LOOKUP}`)).toBe(
      `/thankyou/?orderNumber=HK7Q-M9XD&orderLookupNumber=${LOOKUP}`,
    );
  });

  it('says when there is nothing to drop', () => {
    expect(withoutPersonalData('https://shop.test/thankyou/?orderNumber=HK7Q-M9XD')).toBeNull();
  });
});

describe('the checkout-complete hand-over', () => {
  it('passes the order on, with the cart id', () => {
    const href = thankYouHref({ name: 'Ada', orderNumber: 'HK7Q-M9XD', arrivalEstimate: 'Nov 27 – Dec 2', lookupNumber: LOOKUP }, CART);
    const p = thankYouParams(new URL(href, 'https://shop.test').search);
    expect(href.startsWith('/thankyou/?')).toBe(true);
    expect(p).toEqual({ name: 'Ada', orderNumber: 'HK7Q-M9XD', arrivalEstimate: 'Nov 27 – Dec 2', orderLookupNumber: LOOKUP, cartId: CART });
  });

  it('without an order, only the cart id', () => {
    expect(thankYouHref(null, CART)).toBe(`/thankyou/?cart=${CART}`);
  });
});

describe('purchase once per order', () => {
  it('remembers each order in a cookie of its own', () => {
    expect(purchaseCookieName('HK7Q-M9XD')).toBe('purchase_HK7Q-M9XD');
    expect(purchaseTracked('cart_demo=1~USA; purchase_HK7Q-M9XD=1', 'HK7Q-M9XD')).toBe(true);
    expect(purchaseTracked('purchase_HK7Q-M9XD=1', 'ZZZZ-ZZZZ')).toBe(false);
    expect(purchaseTracked('', 'HK7Q-M9XD')).toBe(false);
  });

  it('writes a site-wide cookie, Secure on https', () => {
    expect(purchaseCookie('HK7Q-M9XD', true)).toBe('purchase_HK7Q-M9XD=1; Path=/; Max-Age=7776000; SameSite=Lax; Secure');
    expect(purchaseCookie('HK7Q-M9XD', false)).not.toContain('Secure');
  });
});
