import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/lib/cart-cookie';
import { analyticsItemOf, deriveCart, invalidSkusOf, parseQuantity, resolveLine, unavailableFromViews, unavailableLabel, type ListingResult } from '../../../src/lib/cart-view';
import type { ListingData } from '../../../src/lib/listing-data';

const image = (label: string) => ({ label, src: `/img/${label}.png`, full: `/img/${label}-full.png`, small: `/img/${label}-s.png`, thumblarge: `/img/${label}-tl.png`, thumbsmall: `/img/${label}-ts.png` });
const size = (id: number, label: string, stock: number, usd = 2499, available = true) => ({ id, label, available, stock, prices: { USD: usd, EUR: usd - 100 } });

function listing(overrides: Partial<ListingData> = {}): ListingData {
  return {
    slug: 'luna-moth',
    listingId: 9,
    itemGroupId: 500,
    title: 'Luna Moth',
    url: '/listing/luna-moth/',
    visibility: 'public',
    checkoutFlow: 'default',
    primaryProductId: 101,
    orders: 0,
    thumbnail: null,
    currencies: ['USD', 'EUR'],
    preview: false,
    products: [
      {
        productId: 101,
        productType: 'Classic Tee',
        deliveryType: 'physical',
        estimatedShipDate: null,
        variations: [
          { variationId: 7, color: 'Black', hex: '#000', visibility: 'public', inventoryCount: 20, images: [image('front'), image('primary')], prices: { USD: 2499, EUR: 2399 }, sizes: [size(1, 'S', 20), size(2, 'M', 0), size(3, 'L', 5, 2699, false), size(4, 'XL', 150, 2899)] },
          { variationId: 8, color: 'Sand', hex: '#cb9', visibility: 'private', inventoryCount: 5, images: [], prices: { USD: 2499 }, sizes: [size(1, 'S', 5)] },
        ],
      },
    ],
    details: {},
    holidayWindows: [],
    ...overrides,
  } as ListingData;
}

const line = (overrides: Partial<CartLine> = {}): CartLine => ({ slug: 'luna-moth', productId: 101, itemGroupId: 500, colorId: 7, sizeId: 1, quantity: 2, ...overrides });
const ok = (data = listing()): ListingResult => ({ status: 'ok', data });

describe('availability rules (browsing spec 4)', () => {
  it.each([
    ['the listing errors', line(), { status: 'error' } as ListingResult, 'listing_error'],
    ['the product is missing', line({ productId: 999 }), ok(), 'product_missing'],
    ['the colour is missing', line({ colorId: 70 }), ok(), 'product_missing'],
    ['the colour is private', line({ colorId: 8 }), ok(), 'private'],
    ['the listing is private', line(), ok(listing({ visibility: 'private' })), 'private'],
    ['the size is gone', line({ sizeId: 99 }), ok(), 'size_gone'],
    ['the size is no longer offered', line({ sizeId: 3 }), ok(), 'size_gone'],
    ['the stock is 0', line({ sizeId: 2 }), ok(), 'out_of_stock'],
    ['the listing became pre-order only', line(), ok(listing({ checkoutFlow: 'preorder' })), 'preorder_only'],
  ])('drops a line when %s', (_name, cartLine, result, reason) => {
    const r = resolveLine(cartLine, result);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.unavailable.reason).toBe(reason);
  });

  it('lists an unreadable listing by its slug and a known one by title, product type, colour and size', () => {
    const missing = resolveLine(line({ slug: 'gone-away' }), { status: 'error' });
    const stock = resolveLine(line({ sizeId: 2 }), ok());
    expect(!missing.ok && unavailableLabel(missing.unavailable)).toBe('gone-away');
    expect(!stock.ok && unavailableLabel(stock.unavailable)).toBe('Luna Moth (Classic Tee), Black / M');
  });
});

describe('the derived line view (browsing spec 3)', () => {
  it('shows image, title, type, colour, size, price and a two-decimal total', () => {
    const view = deriveCart([line()], new Map([['luna-moth', ok()]]), 'USD', 'USD');
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({
      sku: '500_7_1',
      title: 'Luna Moth',
      productType: 'Classic Tee',
      colorName: 'Black',
      image: '/img/primary-tl.png',
      selectedSize: { id: 1, label: 'S' },
      quantityInCart: 2,
      price: 2499,
      totalPrice: '49.98',
      inventoryCount: 20,
      maxQuantity: 20,
      fromUnavailableListing: false,
      variantData: { productId: 101, variationId: 7 },
    });
    expect(view.subtotal).toBe('49.98');
  });

  it('sums the subtotal in cents and caps the line maximum at 99', () => {
    const view = deriveCart([line({ quantity: 3 }), line({ sizeId: 4, quantity: 1 }), line({ sizeId: 2 })], new Map([['luna-moth', ok()]]), 'USD', 'USD');
    expect(view.subtotalCents).toBe(3 * 2499 + 2899);
    expect(view.subtotal).toBe('103.96');
    expect(view.lines[1]?.maxQuantity).toBe(99);
    expect(view.unavailable.map((u) => u.sku)).toEqual(['500_7_2']);
  });

  it("prices in the shopper's currency, or the store's first when a line lacks it", () => {
    const map = new Map([['luna-moth', ok()]]);
    expect(deriveCart([line()], map, 'EUR', 'USD')).toMatchObject({ currency: 'EUR', subtotal: '47.98' });
    expect(deriveCart([line()], map, 'CAD', 'USD')).toMatchObject({ currency: 'USD', subtotal: '49.98' });
  });

  it('keeps lines whose listing is not loaded yet as pending', () => {
    const view = deriveCart([line(), line({ slug: 'other' })], new Map([['luna-moth', ok()]]), 'USD', 'USD');
    expect(view.pending.map((l) => l.slug)).toEqual(['other']);
  });

  it('makes GA4 items in currency units', () => {
    const view = deriveCart([line()], new Map([['luna-moth', ok()]]), 'USD', 'USD');
    expect(analyticsItemOf(view.lines[0]!)).toEqual({ item_id: '500_7_1', item_name: 'Luna Moth', item_category: 'Classic Tee', item_variant: 'Black / S', price: 24.99, quantity: 2 });
  });
});

describe('quantity (decisions 17)', () => {
  it('takes free entry as a whole number capped by stock and 99', () => {
    expect(parseQuantity('12', 150)).toBe(12);
    expect(parseQuantity('500', 150)).toBe(99);
    expect(parseQuantity('40', 25)).toBe(25);
    expect(parseQuantity('0', 25)).toBeNull();
    expect(parseQuantity('2.5', 25)).toBeNull();
    expect(parseQuantity('abc', 25)).toBeNull();
  });
});

describe('the live check before checkout', () => {
  it('drops unknown, private, pre-order and out-of-stock lines, keeps a line over the stock', () => {
    const data = {
      valid: false,
      lineItems: [
        { sku: 'a', available: true, reason: null },
        { sku: 'b', available: false, reason: 'out_of_stock' },
        { sku: 'c', available: false, reason: 'unavailable' },
        { sku: 'd', available: false, reason: 'insufficient_stock' },
        { sku: 'e', available: false, reason: 'preorder_only' },
      ],
    };
    expect(invalidSkusOf(data)).toEqual(['b', 'c', 'e']);
  });

  it('counts an unreadable answer as valid', () => {
    for (const data of [null, undefined, 'x', { lineItems: 'x' }, { lineItems: [null, 3] }]) expect(invalidSkusOf(data)).toEqual([]);
  });

  it('names the refused lines by title, product type, colour and size', () => {
    const view = deriveCart([line(), line({ sizeId: 4 })], new Map([['luna-moth', ok()]]), 'USD', 'USD');
    expect(unavailableFromViews(view.lines, ['500_7_4']).map(unavailableLabel)).toEqual(['Luna Moth (Classic Tee), Black / XL']);
  });
});
