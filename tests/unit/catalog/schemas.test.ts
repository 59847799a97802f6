import { describe, expect, it } from 'vitest';
import { productDetailsSchema } from '../../../src/catalog/platform/blanks';
import { collectionsAnswerSchema } from '../../../src/catalog/platform/collections';
import { listingAnswerSchema, listingErrorSchema, listingProductsAnswerSchema, variationSchema } from '../../../src/catalog/platform/listing';
import { localizationSchema } from '../../../src/catalog/platform/localization';
import { productCacheSchema, productsPageSchema, tileSchema } from '../../../src/catalog/platform/products';
import { storeErrorSchema, storeSchema } from '../../../src/catalog/platform/store';
import { themeSchema } from '../../../src/catalog/platform/theme';
import { clone, loadFixtureFiles } from '../../fixtures/fake-platform';

const files = loadFixtureFiles();
const answer = (file: string): any => {
  if (!(file in files)) throw new Error(`no fixture ${file}`);
  return clone(files[file]);
};

describe('store answer', () => {
  it('parses a real store with promo codes, pixels and social links', () => {
    const store = storeSchema.parse(answer('store.json'));
    expect(store).toMatchObject({ id: 40213, name: 'Harbor Lights Apparel', sellerId: 918273 });
    expect(store.promoCodes).toEqual([
      { code: 'SPRING15', type: 'percentage', value: 15 },
      { code: 'FIVEOFF', type: 'fixed_value', value: { amount: 500, currency: 'USD' } },
      { code: 'SHIPFREE', type: 'free_shipping', value: null },
    ]);
    expect(store.marketingPixels).toEqual({ googleAnalytics: 'G-7QX2LM4K9P', facebook: '482910337561204' });
    expect(store.socialMedia.map((s) => s.icon)).toEqual(['instagram', 'youtube']);
  });

  it('lower-cases the store slug (decisions 5)', () => {
    expect(storeSchema.parse(answer('store.json')).slug).toBe('harbor-lights');
  });

  it('ignores unknown fields and fills defaults for missing optional ones', () => {
    const store = storeSchema.parse({ id: 1, slug: 'tiny', name: 'Tiny', sellerId: 2, somethingNew: { a: 1 } });
    expect(store).toEqual({ id: 1, slug: 'tiny', name: 'Tiny', sellerId: 2, promoCodes: [], marketingPixels: {}, socialMedia: [] });
    expect(store).not.toHaveProperty('somethingNew');
  });

  it('rejects a promo code of unknown type or a fixed value without currency', () => {
    const bad = answer('store.json');
    bad.promoCodes = [{ code: 'X', type: 'bogo', value: 1 }];
    expect(storeSchema.safeParse(bad).success).toBe(false);
    const noCurrency = answer('store.json');
    noCurrency.promoCodes = [{ code: 'FIVEOFF', type: 'fixed_value', value: { amount: 500 } }];
    expect(storeSchema.safeParse(noCurrency).success).toBe(false);
  });

  it('recognises the not-found answer', () => {
    expect(storeErrorSchema.parse({ errors: { store: 'Store not found' } }).errors.store).toBe('Store not found');
    expect(storeErrorSchema.safeParse(answer('store.json')).success).toBe(false);
  });
});

describe('collections answer', () => {
  it('parses nested collections and defaults missing children to none', () => {
    const parsed = collectionsAnswerSchema.parse(answer('collections.json'));
    expect(parsed.storeId).toBe(40213);
    expect(parsed.collections.map((c) => c.name)).toEqual(['Apparel', 'Drinkware']);
    expect(parsed.collections[0]?.collections.map((c) => c.slug)).toEqual(['tees', 'Hoodies']);
    expect(parsed.collections[0]?.collections[0]?.collections).toEqual([]);
  });

  it('reports the nested field path of a bad child', () => {
    const bad = answer('collections.json');
    bad.collections[0].collections[1].id = 'seven';
    const result = collectionsAnswerSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['collections', 0, 'collections', 1, 'id']);
  });
});

describe('tiles: products page and product cache', () => {
  it('parses a products page with prices in cents', () => {
    const page = productsPageSchema.parse(answer('products/page-1.json'));
    expect(page).toMatchObject({ page: 1, totalPages: 3, next: 2, per_page: 2, total_count: 5 });
    expect(page.products.map((t) => t.price)).toEqual([2399, 3999]);
    expect(page.products[0]).toMatchObject({
      name: 'Lighthouse at Dusk Tee',
      url: '/listing/lighthouse-tee?product=266',
      productName: 'Classic Tee',
      productGroupName: 'Tees',
      listingId: 5001,
    });
  });

  it('accepts the last page with next null', () => {
    expect(productsPageSchema.parse(answer('products/page-3.json')).next).toBeNull();
  });

  it('parses the product cache file; "14.50" is 1450 cents and missing images default to none', () => {
    const cache = productCacheSchema.parse(answer('product-cache.json'));
    expect(cache.products).toHaveLength(4);
    const mug = cache.products.find((t) => t.productName === 'Mug 11oz');
    expect(mug?.price).toBe(1450);
    expect(mug?.additionalImages).toEqual({});
  });

  it('fills defaults for optional tile fields', () => {
    const tile = tileSchema.parse({ id: 1, name: 'T', url: '/listing/t?product=1', price: 19, productName: 'Classic Tee', imageUrl: 'x', listingId: 2 });
    expect(tile).toMatchObject({ price: 1900, additionalImages: {}, collections: [], productGroupName: '' });
  });

  it('rejects a sub-cent or negative tile price', () => {
    const tile = answer('products/page-1.json').products[0];
    expect(tileSchema.safeParse({ ...tile, price: '23.999' }).success).toBe(false);
    expect(tileSchema.safeParse({ ...tile, price: '-23.99' }).success).toBe(false);
  });
});

describe('listing answer', () => {
  const listing = () => listingAnswerSchema.parse(answer('listings/lighthouse-tee.USD.json'));

  it('parses a real listing', () => {
    expect(listing()).toMatchObject({
      listingId: 5001,
      itemGroupId: 88001,
      title: 'Lighthouse at Dusk Tee',
      visibility: 'public',
      primaryProductId: 266,
      checkout_flow: 'default',
      orders: 143,
      fulfillmentDetails: { productionTechniques: ['DTG'] },
      listingThumbnails: { primary: 'https://mockups.example.com/5001/thumbnail.jpg' },
    });
    expect(listing().description).toContain('<ul><li>Unisex fit</li></ul>');
  });

  it('drops null entries of primaryProduct', () => {
    const raw = answer('listings/lighthouse-tee.USD.json');
    expect(raw.primaryProduct).toHaveLength(3);
    expect(raw.primaryProduct[1]).toBeNull();
    expect(listing().primaryProduct.map((v) => v.color)).toEqual(['Black', 'Heather Grey']);
  });

  it('turns variation and size prices into cents', () => {
    const [black, grey] = listing().primaryProduct;
    expect(black?.price).toBe(2399);
    expect(black?.availableSizesWithId.map((s) => [s.label, s.price])).toEqual([
      ['S', 2399],
      ['M', 2399],
      ['L', 2399],
    ]);
    expect(grey?.availableSizesWithId.find((s) => s.label === 'XL')?.price).toBe(2599);
  });

  it('fills image sizes from src when the platform sends only src', () => {
    const back = listing().primaryProduct[0]?.images.find((i) => i.label === 'back');
    const src = 'https://mockups.example.com/1001/back.jpg';
    expect(back).toEqual({ label: 'back', src, full: src, small: src, thumblarge: src, thumbsmall: src });
  });

  it('fills defaults: checkout flow, orders, production techniques, delivery, visibility, images, available sizes', () => {
    const raw = answer('listings/lighthouse-tee.USD.json');
    delete raw.checkout_flow;
    delete raw.orders;
    delete raw.fulfillmentDetails;
    delete raw.listingThumbnails;
    raw.description = null;
    const v = raw.primaryProduct[0];
    delete v.visibility;
    delete v.images;
    delete v.availableSizesWithId;
    delete v.deliveryDetails;
    const parsed = listingAnswerSchema.parse(raw);
    expect(parsed).toMatchObject({ checkout_flow: 'default', orders: 0, fulfillmentDetails: { productionTechniques: [] }, description: '' });
    expect(parsed.listingThumbnails).toBeUndefined();
    expect(parsed.primaryProduct[0]).toMatchObject({ visibility: 'public', images: [], availableSizesWithId: [], deliveryDetails: { type: 'physical' } });
  });

  it('keeps the pre-order checkout flow', () => {
    expect(listingAnswerSchema.parse(answer('listings/storm-mug.USD.json')).checkout_flow).toBe('preorder');
  });

  it('recognises the listing not-found answer', () => {
    expect(listingErrorSchema.parse(answer('listings/gone-listing.USD.json')).errors.listing).toBe('Listing not found');
    expect(listingErrorSchema.parse({ errors: { product: 'Product not found' } }).errors.product).toBe('Product not found');
  });

  it.each([
    ['a hex colour that is not one', (v: any) => (v.attributes.hex = 'black')],
    ['an unknown image label', (v: any) => (v.images[0].label = 'sleeve')],
    ['a missing teespringId', (v: any) => delete v.teespringId],
    ['a price with words', (v: any) => (v.price = 'twenty')],
    ['an unknown delivery type', (v: any) => (v.deliveryDetails.type = 'teleport')],
    ['a currency that is not a code', (v: any) => (v.currency = 'Dollar')],
  ])('rejects a variation with %s', (_, spoil) => {
    const v = answer('listings/lighthouse-tee.USD.json').primaryProduct[0];
    spoil(v);
    expect(variationSchema.safeParse(v).success).toBe(false);
  });

  it('rejects an unknown listing visibility', () => {
    const raw = answer('listings/lighthouse-tee.USD.json');
    raw.visibility = 'secret';
    expect(listingAnswerSchema.safeParse(raw).success).toBe(false);
  });
});

describe('v0 listing products answer', () => {
  it('parses every product type and drops nulls', () => {
    const parsed = listingProductsAnswerSchema.parse(answer('listing-products/lighthouse-tee.EUR.json'));
    expect(parsed.products_payload.map((v) => `${v.productType}/${v.color}`)).toEqual([
      'Classic Tee/Black',
      'Classic Tee/Heather Grey',
      'Pullover Hoodie/Navy',
    ]);
    expect(parsed.products_payload.map((v) => [v.currency, v.price])).toEqual([
      ['EUR', 2199],
      ['EUR', 2199],
      ['EUR', 3699],
    ]);
  });
});

describe('blanks (product details)', () => {
  it('parses a size chart in inches', () => {
    const details = productDetailsSchema.parse(answer('blanks/266.json'));
    expect(details.sizeChart?.unit).toBe('inches');
    expect(details.sizeChart?.sizes['M']).toEqual({ Length: 29, Width: 20 });
    expect(details).toMatchObject({ materials: '100% ring-spun cotton, 4.2 oz', fit: 'Unisex, true to size', comparableBrands: 'Bella+Canvas 3001', sizeChartUrl: null });
  });

  it('parses a size chart in centimetres with fractions', () => {
    const details = productDetailsSchema.parse(answer('blanks/389.json'));
    expect(details.sizeChart?.unit).toBe('cm');
    expect(details.sizeChart?.sizes['S']).toEqual({ Length: 69.5, Chest: 51 });
    expect(details.sizeChartUrl).toBe('https://cdn.example.com/size-charts/389.png');
  });

  it('accepts no size chart and null texts', () => {
    const details = productDetailsSchema.parse(answer('blanks/1093.json'));
    expect(details).toMatchObject({ sizeChart: null, fit: '', comparableBrands: '', materials: 'Ceramic' });
    expect(productDetailsSchema.parse({})).toEqual({ description: '', materials: '', fit: '', comparableBrands: '', sizeChart: null, sizeChartUrl: null });
  });

  it('rejects an unknown unit or a measurement that is not a number', () => {
    const mm = answer('blanks/266.json');
    mm.sizeChart.unit = 'mm';
    expect(productDetailsSchema.safeParse(mm).success).toBe(false);
    const text = answer('blanks/266.json');
    text.sizeChart.sizes.M.Length = '29 in';
    const result = productDetailsSchema.safeParse(text);
    expect(result.error?.issues[0]?.path).toEqual(['sizeChart', 'sizes', 'M', 'Length']);
  });
});

describe('localization answer', () => {
  it('parses the store localization', () => {
    const loc = localizationSchema.parse(answer('localization.json'));
    expect(loc).toMatchObject({ buyer_region: 'USA', buyer_currency: 'USD', buyer_locale: 'en', fulfillment_region: 'USA' });
    expect(loc.available_currencies).toEqual([
      { currency: 'USD', symbol: '$' },
      { currency: 'EUR', symbol: '€' },
    ]);
  });

  it('fills en / USD / USA when fields are missing', () => {
    expect(localizationSchema.parse({})).toMatchObject({ buyer_region: 'USA', buyer_currency: 'USD', buyer_locale: 'en', fulfillment_region: 'USA' });
  });
});

describe('theme answer', () => {
  it('parses a full theme and coerces a template sent as a string', () => {
    const theme = themeSchema.parse(answer('theme.json'));
    expect(theme.styles.primaryColor).toBe('#0B2545');
    expect(theme.styles.footer.template).toBe(2);
    expect(theme.styles.header.template).toBe(3);
    expect(theme.content.header.customLinks).toEqual([{ label: 'Sizing', url: '/pages/sizing' }]);
    expect(theme.content.about.aboutText[1]).toEqual({ id: 'values', text: 'What we care about:', list: ['Soft fabrics', 'Fair prices'] });
    expect(theme.meta.searchOptions.placeholder).toBe('Search tees, hoodies, mugs');
  });

  it('parses an empty theme with every part defaulted', () => {
    const theme = themeSchema.parse({});
    expect(theme.previewMode).toBe(false);
    expect(theme.styles).toMatchObject({ fonts: [], customCSS: '', header: { bgStyles: {}, textStyles: {} } });
    expect(theme.content.header).toMatchObject({ hideSearch: false, showCategories: true, customLinks: [] });
    expect(theme.brand.socialMedia).toEqual([]);
  });
});
