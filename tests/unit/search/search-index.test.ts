import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Tile } from '../../../src/catalog/snapshot';
import { buildSearchIndex, decodeSearchIndex, SEARCH_FIELDS } from '../../../src/lib/search-index';

const tile = (i: number, fields: Partial<Tile> = {}): Tile => ({
  productId: 266,
  listingId: 5000 + i,
  listingSlug: `luna-moth-${i}`,
  name: `Luna Moth ${i}`,
  url: `/listing/luna-moth-${i}?product=266`,
  prices: { USD: 2499, EUR: 2399 },
  productName: 'Classic Tee',
  productGroupName: 'Tees',
  imageUrl: `/images/luna-moth-${i}/front.svg`,
  additionalImages: {},
  collections: [
    { name: 'Night Creatures', slug: 'night-creatures' },
    { name: 'Apparel', slug: 'apparel' },
  ],
  visibility: 'public',
  ...fields,
});

describe('the search index file', () => {
  it('keeps the six search fields first and decodes to every tile with its fields, prices and url', () => {
    const tiles = [tile(1), tile(2, { url: '/listing/elsewhere?product=369', prices: { USD: 4499 }, collections: [] })];
    const file = JSON.parse(JSON.stringify(buildSearchIndex('demo', ['USD', 'EUR'], tiles)));
    expect(file.fields.slice(0, 6)).toEqual(['name', 'url', 'productName', 'collectionNames', 'collectionSlugs', 'productGroupName']);
    expect(file.fields).toEqual([...SEARCH_FIELDS]);
    expect(file.rows[0][1]).toBeNull(); // the usual url is rebuilt, not stored
    expect(decodeSearchIndex(file)).toEqual([
      { name: 'Luna Moth 1', url: '/listing/luna-moth-1?product=266', productName: 'Classic Tee', collections: tiles[0]!.collections, productGroupName: 'Tees', image: '/images/luna-moth-1/front.svg', listingSlug: 'luna-moth-1', productId: 266, prices: { USD: 2499, EUR: 2399 } },
      { name: 'Luna Moth 2', url: '/listing/elsewhere?product=369', productName: 'Classic Tee', collections: [], productGroupName: 'Tees', image: '/images/luna-moth-2/front.svg', listingSlug: 'luna-moth-2', productId: 266, prices: { USD: 4499 } },
    ]);
  });

  it('stores shared values once', () => {
    const file = buildSearchIndex('demo', ['USD'], Array.from({ length: 50 }, (_, i) => tile(i)));
    expect(file.strings).toEqual(['Classic Tee', 'Night Creatures', 'Apparel', 'night-creatures', 'apparel', 'Tees']);
    expect(gzipSync(JSON.stringify(file)).length).toBeLessThan(1500);
  });

  it('gives no entries for a file of another version or shape, instead of failing', () => {
    expect(decodeSearchIndex(null)).toEqual([]);
    expect(decodeSearchIndex({ version: 1, rows: [['a']] })).toEqual([]);
    expect(decodeSearchIndex('nonsense')).toEqual([]);
    const [entry] = decodeSearchIndex({ version: 2, strings: [], currencies: ['USD'], rows: [[42, null, 7, 'x', null, 3, null, 'slug', 'id', ['nope']]] });
    expect(entry).toMatchObject({ name: '', url: '/listing/slug?product=0', productName: '', collections: [], prices: {} });
  });
});
