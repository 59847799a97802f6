import { describe, expect, it } from 'vitest';
import { intentOptions, needsIslandNow, type IntentOptions } from '../../../src/directives/rules';
import { listingOnLoad } from '../../../src/islands/listing/page-load';
import type { ListingSize } from '../../../src/lib/listing-choice';
import type { BuyListing } from '../../../src/lib/listing-props';

const listingIntent: IntentOptions = { group: 'listing', params: ['product', 'pid', 'variation', 'size', 'locale', 'currency', 'region'], cookies: ['loc_demo'] };

describe('client:intent: when an island hydrates on load', () => {
  it('waits for the shopper on a plain address without a stored choice', () => {
    expect(needsIslandNow(listingIntent, '', '')).toBe(false);
    expect(needsIslandNow(listingIntent, '?utm_source=mail', 'cart_demo=1~USA; other=1')).toBe(false);
  });
  it('hydrates at once for a variant or a localization asked for in the address', () => {
    for (const search of ['?variation=12', '?pid=3', '?product=1&utm_source=x', '?size=M', '?currency=EUR', '?locale=de', '?region=EU'])
      expect(needsIslandNow(listingIntent, search, ''), search).toBe(true);
  });
  it('hydrates at once for a stored localization cookie (its exact name only)', () => {
    expect(needsIslandNow(listingIntent, '', 'a=1; loc_demo=de~EUR')).toBe(true);
    expect(needsIslandNow(listingIntent, '', 'loc_demo2=x; xloc_demo=y')).toBe(false);
  });
  it('hydrates at once when the build says so; a missing value means no options', () => {
    expect(needsIslandNow({ now: true }, '', '')).toBe(true);
    expect(intentOptions('')).toEqual({});
    expect(intentOptions(true)).toEqual({});
    expect(intentOptions(listingIntent)).toBe(listingIntent);
  });
});

describe('listing page on load (page-load.ts)', () => {
  const sizes: ListingSize[] = [
    { id: 1, label: 'XS', available: false, stock: 0, prices: { USD: 2500 } },
    { id: 2, label: 'S', available: true, stock: 4, prices: { USD: 2600, EUR: 2400 } },
  ];
  const listing: BuyListing = {
    slug: 'moth',
    itemGroupId: 77,
    title: 'Moth',
    preorder: false,
    currencies: ['USD', 'EUR'],
    holidayWindows: [],
    primaryProductId: 266,
    products: [
      { productId: 389, productType: 'Hoodie', deliveryType: 'physical', variations: [{ variationId: 30, color: 'Navy', hex: '#001', inventoryCount: 5, prices: { USD: 4500 }, sizes }] },
      { productId: 266, productType: 'Classic Tee', deliveryType: 'physical', variations: [{ variationId: 10, color: 'Black', hex: '#000', inventoryCount: 4, prices: { USD: 2500 }, sizes }] },
    ],
  };

  it('tracks the pre-rendered choice, the primary product first colour and first size in stock, in the store currency', () => {
    const data = listingOnLoad(listing, listingIntent);
    expect(data.intent).toBe(listingIntent);
    expect(data.view).toEqual({
      productId: 266,
      currency: 'USD',
      item: { item_id: '77_10_2', item_name: 'Moth', item_category: 'Classic Tee', item_variant: 'Black / S', price: 26, quantity: 1 },
    });
  });
  it('has no view without a product', () => {
    expect(listingOnLoad({ ...listing, products: [] }, {}).view).toBeNull();
  });
});
