import { describe, expect, it } from 'vitest';
import { blocked, cartLineOf, chooseColour, firstChoice, priceIn, quickAddProduct, sizeInStock, soldOut, variationInStock, type QuickProduct, type QuickVariation } from '../../../src/islands/quick-add/choice';
import { lineSku } from '../../../src/lib/cart-cookie';
import type { ListingData } from '../../../src/lib/listing-data';

const size = (id: number, label: string, stock: number, available = true) => ({ id, label, available, stock, prices: { USD: 2499 + id, EUR: 2399 + id } });
const variation = (variationId: number, color: string, sizes: ReturnType<typeof size>[], extra: Partial<QuickVariation> = {}): QuickVariation => ({
  variationId,
  color,
  hex: '#000',
  visibility: 'public',
  inventoryCount: sizes.reduce((n, s) => n + s.stock, 0),
  images: [],
  prices: { USD: 2499, EUR: 2399 },
  sizes,
  ...extra,
});
const tee: QuickProduct = {
  productId: 266,
  productType: 'Classic Tee',
  deliveryType: 'physical',
  estimatedShipDate: null,
  variations: [
    variation(1, 'Black', [size(41, 'S', 0), size(42, 'M', 0, false)]),
    variation(2, 'Navy', [size(41, 'S', 5), size(42, 'M', 3)]),
    variation(3, 'Sand', [size(42, 'M', 2)]),
  ],
};
const mug: QuickProduct = { ...tee, productId: 900, productType: 'Mug', variations: [variation(9, 'White', [size(1, 'One size', 4)])] };
const listing = (products: QuickProduct[], extra: Partial<ListingData> = {}) =>
  ({ slug: 'luna-moth', itemGroupId: 7340165, primaryProductId: 266, preview: false, visibility: 'public', products, ...extra }) as ListingData;

describe('stock (browsing spec 4)', () => {
  it('a size is out of stock when not offered or none left', () => {
    expect(sizeInStock(size(1, 'S', 1))).toBe(true);
    expect(sizeInStock(size(1, 'S', 0))).toBe(false);
    expect(sizeInStock(size(1, 'S', 9, false))).toBe(false);
  });

  it('a colour is out of stock when its inventory is 0 or it has no available size', () => {
    expect(variationInStock(tee.variations[0]!)).toBe(false);
    expect(variationInStock(tee.variations[1]!)).toBe(true);
    expect(variationInStock({ ...tee.variations[1]!, inventoryCount: 0 })).toBe(false);
    expect(variationInStock({ ...tee.variations[1]!, sizes: [size(41, 'S', 5, false)] })).toBe(false);
  });

  it('sold out when no colour has stock, or there is no product', () => {
    expect(soldOut(tee)).toBe(false);
    expect(soldOut({ ...tee, variations: [tee.variations[0]!] })).toBe(true);
    expect(soldOut(null)).toBe(true);
  });
});

describe("the tile's product", () => {
  it("is the tile's productId, else the primary, else the first; empty entries are dropped", () => {
    expect(quickAddProduct(listing([tee, mug]), 900)?.productId).toBe(900);
    expect(quickAddProduct(listing([mug, tee]), 12345)?.productId).toBe(266);
    expect(quickAddProduct(listing([null as never, mug], { primaryProductId: 1 }), 1)?.productId).toBe(900);
    expect(quickAddProduct(listing([]), 266)).toBeNull();
  });

  it('leaves private colours out except in preview', () => {
    const hidden = { ...tee, variations: [variation(5, 'Secret', [size(41, 'S', 1)], { visibility: 'private' }), ...tee.variations] };
    expect(quickAddProduct(listing([hidden]), 266)?.variations.map((v) => v.color)).toEqual(['Black', 'Navy', 'Sand']);
    expect(quickAddProduct(listing([hidden], { preview: true }), 266)?.variations).toHaveLength(4);
    expect(quickAddProduct(listing([{ ...tee, variations: [hidden.variations[0]!] }]), 266)).toBeNull();
  });
});

describe('choice', () => {
  it('starts on the first colour in stock, with no size unless only one is in stock', () => {
    expect(firstChoice(tee)).toEqual({ variationId: 2, sizeId: null });
    expect(firstChoice(mug)).toEqual({ variationId: 9, sizeId: 1 });
    expect(firstChoice({ ...tee, variations: [tee.variations[0]!] })).toEqual({ variationId: 1, sizeId: null });
  });

  it('keeps the size on a colour change when the new colour has it in stock', () => {
    expect(chooseColour(tee, { variationId: 2, sizeId: 42 }, 3)).toEqual({ variationId: 3, sizeId: 42 });
    expect(chooseColour(tee, { variationId: 2, sizeId: 41 }, 3)).toEqual({ variationId: 3, sizeId: 42 }); // Sand has only M
    expect(chooseColour(tee, { variationId: 2, sizeId: 41 }, 1)).toEqual({ variationId: 1, sizeId: null });
    expect(chooseColour(tee, { variationId: 2, sizeId: 41 }, 404)).toEqual({ variationId: 2, sizeId: 41 });
  });

  it('prices in the shopper currency, else the store currency', () => {
    expect(priceIn({ USD: 2499, EUR: 2399 }, 'EUR', ['USD', 'EUR'])).toEqual({ cents: 2399, currency: 'EUR' });
    expect(priceIn({ USD: 2499 }, 'GBP', ['USD', 'GBP'])).toEqual({ cents: 2499, currency: 'USD' });
    expect(priceIn({}, 'GBP', ['USD'])).toBeNull();
  });

  it('makes one of the chosen variant, keyed itemGroupId_variationId_sizeId', () => {
    const line = cartLineOf(listing([tee]), tee, tee.variations[1]!, tee.variations[1]!.sizes[1]!);
    expect(line).toEqual({ slug: 'luna-moth', productId: 266, itemGroupId: 7340165, colorId: 2, sizeId: 42, quantity: 1 });
    expect(lineSku(line)).toBe('7340165_2_42');
  });

  it('Add is blocked in preview, for a private listing and for a colour out of stock', () => {
    expect(blocked(listing([tee]), tee.variations[1]!, false)).toBeNull();
    expect(blocked(listing([tee]), tee.variations[1]!, true)).toBe('preview');
    expect(blocked(listing([tee], { visibility: 'private' }), tee.variations[1]!, false)).toBe('private');
    expect(blocked(listing([tee]), tee.variations[0]!, false)).toBe('out-of-stock');
  });
});
