import { describe, expect, it } from 'vitest';
import { applyLivePrices, type CartLineView, type CartView } from '../../../src/lib/cart-view';

// The live check's prices over the catalog file's (src/lib/cart-view.ts applyLivePrices): the server is the truth.
const lineView = (sku: string, price: number, quantity: number): CartLineView => ({
  sku,
  slug: 'luna-moth',
  url: '/listing/luna-moth/',
  title: 'Luna Moth',
  productType: 'Classic Tee',
  colorName: 'Black',
  image: null,
  selectedSize: { id: 1, label: 'S' },
  quantityInCart: quantity,
  price,
  totalCents: price * quantity,
  totalPrice: ((price * quantity) / 100).toFixed(2),
  inventoryCount: 20,
  maxQuantity: 20,
  visibility: 'public',
  fromUnavailableListing: false,
  variantData: { productId: 101, variationId: 7 },
});
const cart = (lines: CartLineView[], currency = 'USD'): CartView => {
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  return { currency, lines, unavailable: [], pending: [], subtotalCents, subtotal: (subtotalCents / 100).toFixed(2) };
};
const item = (sku: string, price: number | null, currency = 'USD', extra: Record<string, unknown> = {}) => ({ sku, quantity: 1, available: true, reason: null, stock: 9, maxQuantity: 9, price, currency, ...extra });

describe('applyLivePrices', () => {
  it('shows the live price of a line whose price changed, its total and the subtotal from it', () => {
    const view = cart([lineView('500_7_1', 2499, 2), lineView('600_3_2', 1500, 1)]);
    const { view: live, changed } = applyLivePrices(view, { valid: true, lineItems: [item('500_7_1', 2999), item('600_3_2', 1500)] });
    expect(changed).toEqual(['500_7_1']);
    expect(live.lines[0]).toMatchObject({ price: 2999, totalCents: 5998, totalPrice: '59.98' });
    expect(live.lines[1]).toBe(view.lines[1]);
    expect(live).toMatchObject({ subtotalCents: 7498, subtotal: '74.98', currency: 'USD' });
  });

  it('takes a lower price too, and changes nothing when every price agrees', () => {
    const view = cart([lineView('500_7_1', 2499, 3)]);
    expect(applyLivePrices(view, { lineItems: [item('500_7_1', 1999)] }).view).toMatchObject({ subtotalCents: 5997, subtotal: '59.97' });
    const same = applyLivePrices(view, { lineItems: [item('500_7_1', 2499)] });
    expect(same).toEqual({ view, changed: [] });
    expect(same.view).toBe(view);
  });

  it.each([
    ['a null price (out of stock, not sold)', { lineItems: [item('500_7_1', null)] }],
    ['a price in another currency (an older check)', { lineItems: [item('500_7_1', 2999, 'EUR')] }],
    ['a price that is no whole number of cents', { lineItems: [item('500_7_1', 29.99)] }],
    ['a negative price', { lineItems: [item('500_7_1', -100)] }],
    ['a price as text', { lineItems: [item('500_7_1', null, 'USD', { price: '2999' })] }],
    ['an unknown sku', { lineItems: [item('999_9_9', 2999)] }],
    ['no line items', { valid: true }],
    ['no answer', null],
    ['a broken item', { lineItems: [null, 7, { price: 2999 }] }],
  ])('keeps the shown price on %s', (_name, answer) => {
    const view = cart([lineView('500_7_1', 2499, 2)]);
    expect(applyLivePrices(view, answer)).toEqual({ view, changed: [] });
  });

  it('prices in the cart currency only, whatever currency the store lists first', () => {
    const view = cart([lineView('500_7_1', 2399, 1)], 'EUR');
    const { view: live, changed } = applyLivePrices(view, { lineItems: [item('500_7_1', 2999, 'USD'), item('500_7_1', 2599, 'EUR')] });
    expect(changed).toEqual(['500_7_1']);
    expect(live).toMatchObject({ currency: 'EUR', subtotalCents: 2599, subtotal: '25.99' });
  });
});
