import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../src/lib/cart-cookie';
import { listingItem } from '../../../src/lib/listing-analytics';
import { resolveChoice, type ChoiceCatalog } from '../../../src/lib/listing-choice';
import { clampQuantity, FREE_ENTRY_MAX, quantityLimit, quantityOptions } from '../../../src/lib/listing-quantity';
import { relatedTiles, showCarouselControls, showRelatedShelf } from '../../../src/lib/listing-related';
import { chartRows, measurement } from '../../../src/lib/listing-size-guide';
import { PREORDER_FIELDS, preorderErrors, preorderFieldError } from '../../../src/lib/preorder';

describe('quantity (browsing spec 5, decisions 17)', () => {
  it('offers 1 to 10, the last labelled 10+ for free entry', () => {
    const options = quantityOptions(500);
    expect(options.map((o) => o.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    expect(options.filter((o) => o.freeEntry).map((o) => o.value)).toEqual([10]);
  });

  it('never offers more than the stock left', () => {
    expect(quantityOptions(3).map((o) => o.label)).toEqual(['1', '2', '3']);
    expect(quantityOptions(0).map((o) => o.label)).toEqual(['1']);
    expect(quantityLimit(40)).toBe(40);
  });

  it('free entry is whole, at least 1, at most 99 and at most the stock', () => {
    expect(FREE_ENTRY_MAX).toBe(MAX_LINE_QUANTITY);
    expect(clampQuantity('12', 500)).toBe(12);
    expect(clampQuantity('150', 500)).toBe(99);
    expect(clampQuantity('50', 20)).toBe(20);
    expect(clampQuantity('', 20)).toBe(1);
    expect(clampQuantity('-4', 20)).toBe(1);
    expect(clampQuantity('2.7', 20)).toBe(2);
    expect(clampQuantity('abc', 20)).toBe(1);
  });
});

describe('size guide', () => {
  it('converts between inches and centimetres, whole numbers staying whole', () => {
    expect(measurement(20, 'in', 'in')).toBe('20');
    expect(measurement(20, 'in', 'cm')).toBe('50.8');
    expect(measurement(16.5, 'in', 'cm')).toBe('41.9');
    expect(measurement(50.8, 'cm', 'in')).toBe('20');
    expect(measurement(null, 'in', 'cm')).toBe('');
  });

  it('turns the chart into rows, and has nothing to show without sizes', () => {
    expect(chartRows({ unit: 'inches', sizes: { S: { Chest: 18, Length: 28 }, M: { Chest: 20 } } })).toEqual({
      kind: 'chart',
      unit: 'in',
      dimensions: ['Chest', 'Length'],
      rows: [
        { size: 'S', values: [18, 28] },
        { size: 'M', values: [20, null] },
      ],
    });
    expect(chartRows({ unit: 'cm', sizes: {} })).toBeNull();
    expect(chartRows(null)).toBeNull();
  });
});

describe('related shelf', () => {
  const tile = (listingSlug: string, ...collections: string[]) => ({ listingSlug, collections: collections.map((slug) => ({ slug })) });
  const tiles = [tile('me', 'moths'), tile('me', 'mugs'), tile('a', 'moths'), tile('a', 'moths'), tile('b', 'birds'), tile('c', 'mugs'), tile('d', 'moths'), tile('e', 'moths'), tile('f', 'moths')];

  it('takes up to 4 listings sharing a collection, each once, never the listing itself', () => {
    expect(relatedTiles(tiles, 'me').map((t) => t.listingSlug)).toEqual(['a', 'c', 'd', 'e']);
    expect(relatedTiles(tiles, 'b')).toEqual([]);
  });

  it('takes the neighbours that follow the listing in the store order, wrapping round to the start', () => {
    expect(relatedTiles(tiles, 'd').map((t) => t.listingSlug)).toEqual(['e', 'f', 'me', 'a']);
    expect(relatedTiles(tiles, 'c').map((t) => t.listingSlug)).toEqual(['me']);
  });

  it('shows only with more than one, and its carousel controls from 3 items', () => {
    expect([0, 1, 2].map(showRelatedShelf)).toEqual([false, false, true]);
    expect([2, 3, 4].map(showCarouselControls)).toEqual([false, true, true]);
  });
});

describe('pre-order form (browsing spec 5)', () => {
  const valid = { fullname: 'Ada Lovelace', email: 'ada@example.com', street: '1 Analytical Way', street2: '', city: 'Albany', zip: '12207', state: 'NY', country: 'US' };

  it('has every field of the spec', () => {
    expect([...PREORDER_FIELDS]).toEqual(['fullname', 'email', 'street', 'street2', 'city', 'zip', 'state', 'country']);
    expect(preorderErrors(valid)).toEqual({});
  });

  it('gives the spec’s message for each rule', () => {
    expect(preorderErrors({})).toEqual({
      fullname: 'Please enter your full name.',
      email: 'Please enter a valid email.',
      street: 'Please enter your street address.',
      city: 'Please enter your city.',
      zip: 'Please enter your zipcode',
      state: 'Please select your state',
      country: 'Please select your country.',
    });
    expect(preorderFieldError('fullname', '   ')).toBe('Please enter your full name.');
    expect(preorderFieldError('email', 'a@b')).toBe('Please enter a valid email.');
    expect(preorderFieldError('email', 'a b@c.de')).toBe('Please enter a valid email.');
    expect(preorderFieldError('zip', '1234')).toBe('Please enter a valid zipcode');
    expect(preorderFieldError('zip', '123456')).toBe('Please enter a valid zipcode');
    expect(preorderFieldError('zip', '12a45')).toBe('Please enter a valid zipcode');
    expect(preorderFieldError('zip', ' 12207 ')).toBeNull();
    expect(preorderFieldError('street2', '')).toBeNull();
  });

  it('refuses what the API refuses, so a valid form is never turned away', () => {
    expect(preorderFieldError('fullname', '<b>Ada</b>')).toBe('Please enter your full name.');
    expect(preorderFieldError('city', 'x'.repeat(121))).toBe('Please enter your city.');
    expect(preorderFieldError('street', 'x'.repeat(120))).toBeNull();
  });
});

describe('analytics item', () => {
  const catalog: ChoiceCatalog = {
    primaryProductId: 1,
    products: [{ productId: 1, productType: 'Classic Tee', deliveryType: 'physical', variations: [{ variationId: 7, color: 'Black', hex: '#000', inventoryCount: 3, prices: { USD: 2499 }, sizes: [{ id: 3, label: 'M', available: true, stock: 3, prices: { USD: 2499 } }] }] }],
  };
  it('names the sku, title, type and variant, with the price in currency units', () => {
    const chosen = resolveChoice(catalog, { productId: 1, variationId: 7, sizeId: 3 })!;
    expect(listingItem({ itemGroupId: 9, title: 'Luna' }, chosen, 2499, 2)).toEqual({ item_id: '9_7_3', item_name: 'Luna', item_category: 'Classic Tee', item_variant: 'Black / M', price: 24.99, quantity: 2 });
    expect(listingItem({ itemGroupId: 9, title: 'Luna' }, { ...chosen, size: null }, 2499, 1).item_id).toBe('9_7');
  });
});
