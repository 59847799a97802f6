import { describe, expect, it } from 'vitest';
import { parseCartLine } from '../../../src/lib/cart-cookie';
import { parseStoreContext, type StoreContext } from '../../../src/contract/store-context';

// The store context's schema (checked at build time) and the cart cookie's hand-written line check.
describe('store context data block', () => {
  it('accepts what Base.astro writes and refuses damaged blocks', () => {
    const context: StoreContext = {
      slug: 'demo',
      name: 'Quiet Moth Studio',
      storeId: '1',
      sellerId: '2',
      currencies: ['USD', 'EUR'],
      preview: false,
      listingBuckets: 4,
      flags: { ageGate: false, supportPages: true, fanValidation: true },
      buildFlags: { hideCard: false, hidePaypal: false, hideAfterpay: false, liveChat: false },
      sellingRegion: 'usa',
      promoCodes: [{ code: 'MOTH10', type: 'percentage', value: 10 }],
      searchPlaceholder: 'Search products',
      marketing: { googleAnalyticsPixel: 'G-1' },
      localization: { locale: 'en', currency: 'USD', region: 'USA', fulfillmentRegion: 'USA', locales: [{ code: 'en', name: 'English' }], currencyOptions: [{ currency: 'USD', symbol: '$' }], regions: [{ region: 'USA', fulfillmentRegion: 'USA' }] },
    };
    expect(parseStoreContext(context)).toEqual(context);
    for (const bad of [null, 1, 'x', [], {}, { ...context, currencies: [] }, { ...context, currencies: ['usd'] }, { ...context, flags: null }, { ...context, listingBuckets: undefined }, { ...context, listingBuckets: 3 }, { ...context, listingBuckets: 0 }, { ...context, listingBuckets: '4' }, { ...context, promoCodes: [{ code: 1 }] }, { ...context, localization: { ...context.localization, regions: 'USA' } }]) {
      expect(parseStoreContext(bad)).toBeNull();
    }
  });
});

describe('cart line check', () => {
  const line = { slug: 'luna-moth', productId: 1, itemGroupId: 2, colorId: 3, sizeId: 4, quantity: 1 };
  it('keeps a good line and refuses bad fields', () => {
    expect(parseCartLine(line)).toEqual(line);
    for (const bad of [{ slug: 'Bad Slug' }, { quantity: 0 }, { quantity: 100 }, { quantity: 1.5 }, { productId: -1 }, { colorId: '3' }, { sizeId: 2 ** 60 }]) {
      expect(parseCartLine({ ...line, ...bad })).toBeNull();
    }
    expect(parseCartLine(null)).toBeNull();
  });
});
