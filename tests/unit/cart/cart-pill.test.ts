import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartCookieName, countLabel, decodeCart, encodeCart, itemCount, type Cart } from '../../../src/lib/cart-cookie';
import { cartCookieNameOf, countOfCookie, pillText } from '../../../src/scripts/cart-pill-count';

// The pill reads the cookie without the cart store (no zod on the home page); these hold its reading
// to the store's codec on every input, so the two can never disagree about the count.
const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const line = fc.record({
  slug,
  productId: fc.nat({ max: 10 ** 9 }),
  itemGroupId: fc.nat({ max: 10 ** 9 }),
  colorId: fc.nat({ max: 10 ** 9 }),
  sizeId: fc.nat({ max: 200 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const cart: fc.Arbitrary<Cart> = fc.record({ region: fc.constantFrom('USA', 'EU', 'MIXED', 'Rest of the world'), lines: fc.array(line, { maxLength: 12 }) });
const cookieish = fc.oneof(
  fc.string(),
  cart.map(encodeCart).chain((value) => fc.tuple(fc.constant(value), fc.nat({ max: value.length }), fc.string({ maxLength: 4 })).map(([v, at, junk]) => v.slice(0, at) + junk + v.slice(at))),
  fc.array(fc.constantFrom('1', '~', '.', '_', '0', '7', '99', '100', 'a-b', '%', '%E0', 'x'), { maxLength: 40 }).map((parts) => parts.join('')),
);

describe('cart pill count', () => {
  it('agrees with the cart store on every encoded cart', () => {
    fc.assert(fc.property(cart, (c) => countOfCookie(encodeCart(c)) === itemCount(decodeCart(encodeCart(c)))));
  });

  it('agrees with the cart store on damaged and arbitrary cookies', () => {
    fc.assert(fc.property(cookieish, (value) => countOfCookie(value) === itemCount(decodeCart(value))), { numRuns: 3000 });
  });

  it('counts a repeated sku once, like the store', () => {
    const value = '1~USA~tee.5_7_3.1.2~tee.05_7_3.1.4~mug.6_1_1.2.1';
    expect(countOfCookie(value)).toBe(itemCount(decodeCart(value)));
    expect(countOfCookie(value)).toBe(3);
  });

  it('gives 0 for a missing, foreign or oversized cookie', () => {
    expect(countOfCookie(undefined)).toBe(0);
    expect(countOfCookie('{"items":[1,2]}')).toBe(0);
    expect(countOfCookie(`1~USA~${'tee.1_1_1.1.1~'.repeat(700)}`)).toBe(0);
  });

  it('caps the label at 99+ and names the cookie like the store', () => {
    for (const n of [0, 1, 99, 100, 250]) expect(pillText(n)).toBe(countLabel(n));
    expect(cartCookieNameOf('Demo')).toBe(cartCookieName('Demo'));
  });
});
