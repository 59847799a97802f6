import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../src/islands/shared/analytics';
import { parseStoreContext, type StoreContext } from '../../../src/contract/store-context';
import { setStoreContext } from '../../../src/islands/shared/store-context';
import { listEvent, storeIds } from '../../../src/scripts/tile-analytics';

const context = parseStoreContext({
  slug: 'demo',
  name: 'Quiet Moth Studio',
  storeId: '101',
  sellerId: '202',
  currencies: ['USD', 'EUR'],
  preview: false,
  listingBuckets: 1,
  flags: { ageGate: false, supportPages: false, fanValidation: false },
  buildFlags: { hideCard: false, hidePaypal: false, hideAfterpay: false, liveChat: false },
  sellingRegion: 'usa',
  promoCodes: [],
  searchPlaceholder: 'Search',
  marketing: {},
  localization: { locale: 'en', currency: 'EUR', region: 'USA', fulfillmentRegion: 'USA', locales: [], currencyOptions: [], regions: [] },
}) as StoreContext;
const items = [
  { item_id: 'luna-moth', item_name: 'Luna Moth', item_category: 'Classic Tee', item_list_name: 'Featured Products', index: 0, price: 24.99, quantity: 1 },
  { item_id: 'owl-hours', item_name: 'Owl Hours', item_category: 'Hoodie', item_list_name: 'Featured Products', index: 1, price: 0.1, quantity: 1 },
];

afterEach(() => {
  vi.unstubAllGlobals();
  setStoreContext(null);
});

describe('the tiny list analytics (home budget)', () => {
  it('pushes exactly what track() in src/islands/shared/analytics.ts pushes', () => {
    vi.stubGlobal('window', {});
    setStoreContext(context);
    track('view_item_list', { currency: 'USD', items, item_list_name: 'Featured Products' });
    const fromTrack = (globalThis.window as { dataLayer: unknown[] }).dataLayer;
    expect(fromTrack[1]).toEqual(listEvent('view_item_list', storeIds(JSON.stringify(context)), 'USD', items, 'Featured Products'));
    expect(listEvent('select_item', context, 'USD', items, 'x').ecommerce.value).toBe(25.09);
  });

  it('reads the ids and the default currency from the data block, and survives a damaged one', () => {
    expect(storeIds(JSON.stringify(context))).toEqual({ slug: 'demo', storeId: '101', sellerId: '202', currencies: ['USD', 'EUR'], currency: 'EUR' });
    expect(storeIds(JSON.stringify({ ...context, localization: { currency: 'JPY' } })).currency).toBe('USD');
    expect(storeIds('{oops')).toEqual({ slug: 'store', storeId: '', sellerId: '', currencies: ['USD'], currency: 'USD' });
    expect(storeIds('null').slug).toBe('store');
  });
});
