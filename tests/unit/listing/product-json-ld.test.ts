import { describe, expect, it } from 'vitest';
import type { Listing, StoreSnapshot } from '../../../src/catalog/snapshot';
import { productJsonLd } from '../../../src/lib/seo';

// Only what productJsonLd reads: the store currency and name, and the listing's variants.
const snapshot = { currencies: ['USD'], store: { name: 'Harbor' } } as unknown as StoreSnapshot;
const size = (id: number, stock: number) => ({ id, prices: { USD: 2500 }, available: true, stock });
const listing = {
  title: 'Luna tee',
  itemGroupId: 7,
  listingId: 70,
  products: [{ productId: 3, variations: [{ variationId: 11, visibility: 'public', prices: {}, sizes: [size(1, 4), size(2, 0)] }] }],
} as unknown as Listing;

const offerUrls = (pageUrl: string) => productJsonLd(snapshot, listing, pageUrl, '', null).offers.map((offer) => offer.url);

describe('product structured data', () => {
  it("gives each offer the page's address with its variant, as a shopper's link to that variant reads", () => {
    expect(offerUrls('https://shop.example/listing/luna-tee/')).toEqual([
      'https://shop.example/listing/luna-tee/?product=3&variation=11&size=1',
      'https://shop.example/listing/luna-tee/?product=3&variation=11&size=2',
    ]);
  });

  it('keeps what a page address already has in its query and fragment', () => {
    expect(offerUrls('https://shop.example/listing/luna-tee/?ref=mail&size=9#reviews')).toEqual([
      'https://shop.example/listing/luna-tee/?ref=mail&size=1&product=3&variation=11#reviews',
      'https://shop.example/listing/luna-tee/?ref=mail&size=2&product=3&variation=11#reviews',
    ]);
  });

  it('puts the variant in the query of an address that ends in an empty query or fragment', () => {
    expect(offerUrls('https://shop.example/listing/luna-tee/?')[0]).toBe('https://shop.example/listing/luna-tee/?product=3&variation=11&size=1');
    expect(offerUrls('https://shop.example/listing/luna-tee/#')[0]).toBe('https://shop.example/listing/luna-tee/?product=3&variation=11&size=1#');
  });

  it('marks a size with no stock out of stock', () => {
    const offers = productJsonLd(snapshot, listing, 'https://shop.example/listing/luna-tee/', '', null).offers;
    expect(offers.map((offer) => offer.availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/OutOfStock']);
  });
});
