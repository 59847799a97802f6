import { describe, expect, it } from 'vitest';
import { nearestSize } from '../../../src/lib/cart-size-swap';
import { resolveLine } from '../../../src/lib/cart-view';
import type { ListingData } from '../../../src/lib/listing-data';

const size = (id: number, label: string, stock: number, available = true) => ({ id, label, available, stock, prices: { USD: 2499 } });
const listing = (sizes: ReturnType<typeof size>[], overrides: Partial<ListingData> = {}, colour: { visibility?: string; inventoryCount?: number } = {}) =>
  ({
    slug: 'owl-hours',
    itemGroupId: 500,
    title: 'Owl Hours',
    visibility: 'public',
    checkoutFlow: 'default',
    products: [{ productId: 101, productType: 'Classic Tee', variations: [{ variationId: 7, color: 'Black', visibility: 'public', inventoryCount: 20, sizes, ...colour }] }],
    ...overrides,
  }) as unknown as ListingData;
const line = (sizeId: number, quantity = 1) => ({ slug: 'owl-hours', productId: 101, itemGroupId: 500, colorId: 7, sizeId, quantity });
const SIZES = [size(1, 'S', 20), size(2, 'M', 0), size(3, 'L', 5, false), size(4, 'XL', 2), size(5, '2XL', 9)];

describe('the nearest size in stock (the unavailable-items modal’s offer)', () => {
  it('is the closest in the size list with stock, of the same colour', () => {
    expect(nearestSize(listing(SIZES), line(2))?.label).toBe('S');
    expect(nearestSize(listing(SIZES), line(3))?.label).toBe('XL');
  });

  it('goes to the larger size on a tie', () => {
    expect(nearestSize(listing([size(1, 'S', 5), size(2, 'M', 0), size(3, 'L', 5)]), line(2))?.label).toBe('L');
  });

  it('keeps the quantity, at most the stock of the offered size', () => {
    expect(nearestSize(listing(SIZES), line(3, 5))?.line).toEqual({ ...line(4, 2) });
    expect(nearestSize(listing(SIZES), line(2, 3))?.line).toEqual({ ...line(1, 3) });
  });

  it('offers nothing when no other size is in stock, or the colour or listing cannot be bought', () => {
    expect(nearestSize(listing([size(1, 'S', 0), size(2, 'M', 0)]), line(2))).toBeNull();
    expect(nearestSize(listing(SIZES, {}, { visibility: 'private' }), line(2))).toBeNull();
    expect(nearestSize(listing(SIZES, {}, { inventoryCount: 0 }), line(2))).toBeNull();
    expect(nearestSize(listing(SIZES, { checkoutFlow: 'preorder' }), line(2))).toBeNull();
    expect(nearestSize(listing(SIZES, { visibility: 'private' }), line(2))).toBeNull();
    expect(nearestSize(listing(SIZES), line(99))).toBeNull();
  });

  it('rides on the unavailable line of a sold-out or withdrawn size, not on other reasons', () => {
    const soldOut = resolveLine(line(2), { status: 'ok', data: listing(SIZES) });
    expect(!soldOut.ok && soldOut.unavailable.swap?.label).toBe('S');
    const gone = resolveLine({ ...line(1), colorId: 8 }, { status: 'ok', data: listing(SIZES) });
    expect(!gone.ok && gone.unavailable.swap).toBeUndefined();
  });
});
