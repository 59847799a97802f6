import { describe, expect, it } from 'vitest';
import { cartCookieName, countLabel, decodeCart, itemCount } from '../../../src/lib/cart-cookie';

// The header's pill (src/scripts/cart-pill.ts) counts with the cart's own codec.
const pillCount = (value: string | undefined) => itemCount(decodeCart(value));

describe('cart pill count', () => {
  it('counts a repeated sku once', () => {
    expect(pillCount('1~USA~tee.5_7_3.1.2~tee.05_7_3.1.4~mug.6_1_1.2.1')).toBe(3);
  });

  it('gives 0 for a missing, foreign or oversized cookie', () => {
    expect(pillCount(undefined)).toBe(0);
    expect(pillCount('{"items":[1,2]}')).toBe(0);
    expect(pillCount(`1~USA~${'tee.1_1_1.1.1~'.repeat(700)}`)).toBe(0);
  });

  it('caps the label at 99+ and names the cookie by the store', () => {
    expect([0, 1, 99, 100, 250].map(countLabel)).toEqual(['0', '1', '99', '99+', '99+']);
    expect(cartCookieName('Demo')).toBe('cart_demo');
  });
});
