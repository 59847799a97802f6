import { describe, expect, it } from 'vitest';
import { inventoryKeyOf, parseSku, skuOf } from '../../src/lib/sku';

describe('sku (decisions 4: itemGroupId_variationId_sizeId)', () => {
  it('is built from item group, colour and size', () => {
    expect(skuOf(88001, 1001, 3)).toBe('88001_1001_3');
  });

  it('parses back into the same parts', () => {
    expect(parseSku('88001_1001_3')).toEqual({ itemGroupId: 88001, variationId: 1001, sizeId: 3 });
  });

  it('round-trips for many ids', () => {
    for (const [g, v, s] of [
      [0, 0, 0],
      [1, 2, 3],
      [88001, 1001, 4],
      [999999999999999, 123456789, 42],
    ] as const) {
      expect(parseSku(skuOf(g, v, s))).toEqual({ itemGroupId: g, variationId: v, sizeId: s });
    }
  });

  it('two lines that differ only by size get different skus', () => {
    expect(skuOf(88001, 1001, 1)).not.toBe(skuOf(88001, 1001, 2));
  });

  it.each([
    '',
    '88001_1001',
    '88001_1001_3_4',
    '88001-1001-3',
    '88001_1001_L',
    '-1_1001_3',
    '1.5_1001_3',
    ' 88001_1001_3',
    '88001_1001_3 ',
    '88001_1001_3\n',
    '88001__3',
    '1234567890123456_1_1',
    "1_1_1'; DROP TABLE orders; --",
    '<script>1</script>_1_1',
  ])('rejects the malformed sku %j', (sku) => {
    expect(parseSku(sku)).toBeNull();
  });
});

describe('inventory key (browsing spec: listingId-variationId-sizeId)', () => {
  it('joins listing, colour and size with dashes', () => {
    expect(inventoryKeyOf(5001, 1001, 3)).toBe('5001-1001-3');
  });

  it('is not mistaken for a sku', () => {
    expect(parseSku(inventoryKeyOf(5001, 1001, 3))).toBeNull();
  });
});
