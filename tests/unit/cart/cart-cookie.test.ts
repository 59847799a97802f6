import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLine, cartCookieName, countLabel, decodeCart, EMPTY_CART, encodeCart, lineSku, MAX_COOKIE_VALUE_BYTES, MIXED_REGION, regionChanged, setLineQuantity, type CartLine } from '../../../src/lib/cart-cookie';

const tee: CartLine = { slug: 'luna-moth-field-study', productId: 101, itemGroupId: 5001, colorId: 7001, sizeId: 3, quantity: 1 };

describe('cart lines', () => {
  it('adding the same variant twice makes one line with quantity 2', () => {
    const first = addLine(EMPTY_CART, tee, 'USA');
    if (!first.ok) throw new Error('refused');
    const second = addLine(first.cart, tee, 'USA');
    if (!second.ok) throw new Error('refused');
    expect(second.cart.lines).toHaveLength(1);
    expect(second.cart.lines[0]?.quantity).toBe(2);
    expect(lineSku(second.cart.lines[0]!)).toBe('5001_7001_3');
  });

  it('another size is another line', () => {
    const first = addLine(EMPTY_CART, tee, 'USA');
    const second = first.ok ? addLine(first.cart, { ...tee, sizeId: 4 }, 'USA') : first;
    expect(second.ok && second.cart.lines.map(lineSku)).toEqual(['5001_7001_3', '5001_7001_4']);
  });

  it('caps a line at the stock left and at 99', () => {
    const capped = addLine(EMPTY_CART, { ...tee, quantity: 8 }, 'USA', 5);
    expect(capped.ok && capped.quantity).toBe(5);
    const none = addLine(EMPTY_CART, tee, 'USA', 0);
    expect(none.ok).toBe(false);
  });

  it('marks the cart MIXED when the buyer region changes', () => {
    const first = addLine(EMPTY_CART, tee, 'USA');
    if (!first.ok) throw new Error('refused');
    expect(first.cart.region).toBe('USA');
    expect(regionChanged(first.cart, 'EU').region).toBe(MIXED_REGION);
    const added = addLine(first.cart, { ...tee, sizeId: 9 }, 'EU');
    expect(added.ok && added.cart.region).toBe(MIXED_REGION);
    expect(regionChanged(EMPTY_CART, 'EU')).toEqual(EMPTY_CART);
  });

  it('sets and removes quantities', () => {
    const first = addLine(EMPTY_CART, tee, 'USA');
    if (!first.ok) throw new Error('refused');
    expect(setLineQuantity(first.cart, '5001_7001_3', 4).lines[0]?.quantity).toBe(4);
    expect(setLineQuantity(first.cart, '5001_7001_3', 0)).toEqual(EMPTY_CART);
  });

  it('caps the pill at 99+', () => {
    expect(countLabel(99)).toBe('99');
    expect(countLabel(100)).toBe('99+');
  });
});

describe('cart cookie', () => {
  it('is named after the store', () => {
    expect(cartCookieName('Quiet-Moth')).toBe('cart_quiet-moth');
  });

  it('round-trips a cart', () => {
    const first = addLine(EMPTY_CART, tee, 'Rest of the world');
    if (!first.ok) throw new Error('refused');
    expect(decodeCart(encodeCart(first.cart))).toEqual(first.cart);
    expect(encodeCart(first.cart)).not.toMatch(/[\s;,"\\]/);
  });

  it('decodes missing, malformed, foreign and oversized cookies to an empty cart', () => {
    for (const bad of [undefined, null, '', 'garbage', '2~USA~x', '1~%E0%A4%A~a.1_2_3.4.5', 'x'.repeat(20_000), '{"lines":[]}']) {
      expect(decodeCart(bad)).toEqual(EMPTY_CART);
    }
  });

  it('drops a bad line and keeps the rest', () => {
    const cart = decodeCart('1~USA~luna.1_2_3.4.2~<script>.1_2_3.4.5~luna.1_2_9.4.0~luna.1_2_4.4.1');
    expect(cart.lines.map(lineSku)).toEqual(['1_2_3', '1_2_4']);
  });

  it('never throws on any input', () => {
    fc.assert(fc.property(fc.string(), (value) => { decodeCart(value); }));
  });

  it('a realistic cart stays far under 4 KB, and a full one is refused rather than overflowing', () => {
    let cart = EMPTY_CART;
    for (let i = 0; i < 20; i++) {
      const r = addLine(cart, { ...tee, slug: `a-rather-long-listing-slug-for-a-hoodie-${i}`, sizeId: i, quantity: 3 }, 'USA');
      if (!r.ok) throw new Error('refused');
      cart = r.cart;
    }
    expect(encodeCart(cart).length).toBeLessThan(1_500);
    let refused = false;
    for (let i = 20; i < 200 && !refused; i++) {
      const r = addLine(cart, { ...tee, slug: `x${'y'.repeat(100)}-${i}`, sizeId: i }, 'USA');
      if (r.ok) cart = r.cart;
      else refused = r.reason === 'full';
    }
    expect(refused).toBe(true);
    expect(encodeCart(cart).length).toBeLessThanOrEqual(MAX_COOKIE_VALUE_BYTES);
  });
});
