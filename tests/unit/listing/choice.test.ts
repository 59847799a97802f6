import { describe, expect, it } from 'vitest';
import {
  addressFor,
  choiceFromParams,
  defaultChoice,
  priceOf,
  resolveChoice,
  sizeInStock,
  stockOf,
  variationInStock,
  withProduct,
  withStockBySku,
  withVariation,
  type ChoiceCatalog,
  type ListingSize,
} from '../../../src/lib/listing-choice';

const size = (id: number, label: string, stock: number, available = true): ListingSize => ({ id, label, available, stock, prices: { USD: 2500 + id, EUR: 2300 } });
const listing: ChoiceCatalog = {
  primaryProductId: 266,
  products: [
    {
      productId: 389,
      productType: 'Premium Hoodie',
      deliveryType: 'physical',
      variations: [{ variationId: 30, color: 'Navy', hex: '#001', inventoryCount: 5, prices: { USD: 4500 }, sizes: [size(2, 'S', 5), size(3, 'M', 5)] }],
    },
    {
      productId: 266,
      productType: 'Classic Tee',
      deliveryType: 'physical',
      variations: [
        { variationId: 10, color: 'Black', hex: '#000', inventoryCount: 9, prices: { USD: 2500 }, sizes: [size(1, 'XS', 0, false), size(2, 'S', 4), size(3, 'M', 3)] },
        { variationId: 11, color: 'Sand', hex: '#eed', inventoryCount: 0, prices: { USD: 2500 }, sizes: [size(2, 'S', 0), size(3, 'M', 0)] },
        { variationId: 12, color: 'Sage', hex: '#9a9', inventoryCount: 7, prices: { USD: 2500 }, sizes: [size(2, 'S', 7), size(4, 'L', 7)] },
      ],
    },
  ],
};
const read = (query: string) => choiceFromParams(listing, new URLSearchParams(query));

describe('out of stock (browsing spec 4)', () => {
  it('a size is out when its colour has no inventory, it is not offered, or none is left', () => {
    const [black, sand] = listing.products[1]!.variations;
    expect(sizeInStock(black!, black!.sizes[0]!)).toBe(false);
    expect(sizeInStock(black!, black!.sizes[1]!)).toBe(true);
    expect(sizeInStock({ inventoryCount: 0 }, black!.sizes[1]!)).toBe(false);
    expect(variationInStock(black!)).toBe(true);
    expect(variationInStock(sand!)).toBe(false);
    expect(variationInStock({ inventoryCount: 5, sizes: [] })).toBe(false);
    expect(stockOf({ variation: black!, size: black!.sizes[2]! })).toBe(3);
    expect(stockOf({ variation: sand!, size: sand!.sizes[0]! })).toBe(0);
    expect(stockOf({ variation: black!, size: null })).toBe(0);
  });
});

describe('the choice in the address', () => {
  it('defaults to the primary product, its first colour and that colour’s first size in stock', () => {
    expect(defaultChoice(listing)).toEqual({ productId: 266, variationId: 10, sizeId: 2 });
    expect(read('')).toEqual({ choice: { productId: 266, variationId: 10, sizeId: 2 }, known: true });
  });

  it('reads ?product (or ?pid), ?variation and ?size (an id or a label)', () => {
    expect(read('product=389')?.choice).toEqual({ productId: 389, variationId: 30, sizeId: 2 });
    expect(read('pid=389&size=M')?.choice).toEqual({ productId: 389, variationId: 30, sizeId: 3 });
    expect(read('product=266&variation=12&size=4')).toEqual({ choice: { productId: 266, variationId: 12, sizeId: 4 }, known: true });
    // A colour alone picks its product.
    expect(read('variation=30')?.choice.productId).toBe(389);
    // An out-of-stock size is known: the page shows it with Out of stock.
    expect(read('variation=11&size=2')).toEqual({ choice: { productId: 266, variationId: 11, sizeId: 2 }, known: true });
  });

  it('an unknown product, colour or size falls back to the plain choice', () => {
    for (const query of ['product=1', 'pid=abc', 'variation=999', 'product=389&variation=10', 'variation=10&size=99', 'size=XXL']) {
      expect(read(query)).toMatchObject({ choice: defaultChoice(listing), known: false });
    }
  });

  it('writes the choice into the address, keeping other parameters and dropping pid', () => {
    const choice = { productId: 266, variationId: 12, sizeId: 4 };
    expect(addressFor('https://shop.test/listing/a/?pid=389&utm_source=x#top', choice)).toBe('/listing/a/?utm_source=x&product=266&variation=12&size=4#top');
    expect(addressFor('https://shop.test/listing/a/?product=1&variation=2&size=3&utm_source=x', null)).toBe('/listing/a/?utm_source=x');
    expect(addressFor('https://shop.test/listing/a/?variation=2', null)).toBe('/listing/a/');
    expect(addressFor('https://shop.test/listing/a/', { ...choice, sizeId: null })).toBe('/listing/a/?product=266&variation=12');
  });
});

describe('changing the choice', () => {
  const chosen = resolveChoice(listing, { productId: 266, variationId: 10, sizeId: 3 })!;
  it('another colour keeps the size when it is in stock there, else takes the first in stock', () => {
    expect(withVariation(chosen, 12)).toEqual({ productId: 266, variationId: 12, sizeId: 2 });
    expect(withVariation(resolveChoice(listing, { productId: 266, variationId: 10, sizeId: 2 })!, 12)?.sizeId).toBe(2);
    // Nothing in stock: the first size, shown as out of stock.
    expect(withVariation(chosen, 11)?.sizeId).toBe(2);
    expect(withVariation(chosen, 999)).toBeNull();
  });

  it('another product starts at its first colour', () => {
    expect(withProduct(listing, chosen, 389)).toEqual({ productId: 389, variationId: 30, sizeId: 3 });
    expect(withProduct(listing, null, 389)?.sizeId).toBe(2);
    expect(withProduct(listing, chosen, 1)).toBeNull();
  });
});

describe('price', () => {
  const chosen = resolveChoice(listing, { productId: 266, variationId: 10, sizeId: 3 })!;
  it('is the size’s price in the shopper’s currency, else the store’s first currency', () => {
    expect(priceOf(chosen, 'EUR', 'USD')).toEqual({ cents: 2300, currency: 'EUR' });
    expect(priceOf(chosen, 'GBP', 'USD')).toEqual({ cents: 2503, currency: 'USD' });
    expect(priceOf({ ...chosen, size: null }, 'USD', 'USD')).toEqual({ cents: 2500, currency: 'USD' });
    expect(priceOf({ ...chosen, size: null }, 'GBP', 'CAD')).toBeNull();
  });
});

describe('live stock', () => {
  const stocked = { ...listing, itemGroupId: 7 };
  it('a size the inventory answers takes its count; the others keep the build’s', () => {
    const live = withStockBySku(stocked, new Map([['7_10_2', 0], ['7_12_4', 2], ['8_10_3', 0]]));
    const black = live.products[1]!.variations[0]!;
    expect(black.sizes.map((s) => s.stock)).toEqual([0, 0, 3]);
    expect(sizeInStock(black, black.sizes[1]!)).toBe(false);
    expect(live.products[1]!.variations[2]!.sizes.map((s) => s.stock)).toEqual([7, 2]);
    expect(stocked.products[1]!.variations[0]!.sizes[1]!.stock).toBe(4);
  });
  it('a colour whose every size sold is out of stock', () => {
    const live = withStockBySku(stocked, new Map([['7_12_2', 0], ['7_12_4', -3]]));
    expect(variationInStock(live.products[1]!.variations[2]!)).toBe(false);
    expect(live.products[1]!.variations[2]!.sizes[1]!.stock).toBe(0);
  });
});

describe('an address naming an unknown product', () => {
  it('is the platform’s ProductError: the plain choice, flagged for the spec’s message', () => {
    expect(read('product=999')).toMatchObject({ known: false, unknownProduct: true });
    expect(read('pid=999&variation=10')).toMatchObject({ known: false, unknownProduct: true });
    expect(read('variation=999')).not.toHaveProperty('unknownProduct');
    expect(read('product=266&variation=10')).not.toHaveProperty('unknownProduct');
  });
});
