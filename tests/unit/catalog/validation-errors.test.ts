import { describe, expect, it } from 'vitest';
import { PullError } from '../../../src/catalog/errors';
import { pullStore } from '../../../src/catalog/pull';
import { FIXTURE_STORE, loadFixtureFiles, memorySource } from '../../fixtures/fake-platform';

/**
 * A wrong type or a missing required field stops the pull with an error that names the store, the
 * call (method, path and query) and the field path (platform-api.md).
 */
async function pullError(spoil: (files: Record<string, any>) => void, slug = FIXTURE_STORE): Promise<PullError> {
  const files = loadFixtureFiles();
  spoil(files);
  const error = await pullStore({ slug, source: memorySource(files), storeFilesDir: null }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PullError);
  return error as PullError;
}

describe('bad payloads name the store, the call and the field', () => {
  it('a listing price that is not a price', async () => {
    const error = await pullError((f) => (f['listings/lighthouse-tee.USD.json'].primaryProduct[0].price = 'abc'));
    expect(error.storeSlug).toBe('harbor-lights');
    expect(error.message).toContain('Store "harbor-lights"');
    expect(error.message).toContain('GET /v1/listings?slug=lighthouse-tee&currency=USD&region=USA&country_code=US&storeSlug=harbor-lights');
    expect(error.message).toContain('primaryProduct[0].price');
    expect(error.message).toContain('"abc"');
  });

  it('the index is the one in the payload as sent, nulls included', async () => {
    const wrongType = await pullError((f) => (f['listings/lighthouse-tee.USD.json'].primaryProduct[2].inventoryCount = 'many'));
    expect(wrongType.message).toContain('primaryProduct[2].inventoryCount');
  });

  it('names the currency of the answer that was wrong', async () => {
    const error = await pullError((f) => (f['listings/lighthouse-tee.EUR.json'].primaryProduct[0].availableSizesWithId[1].price = '21.999'));
    expect(error.message).toContain('GET /v1/listings?slug=lighthouse-tee&currency=EUR');
    expect(error.message).toContain('primaryProduct[0].availableSizesWithId[1].price');
  });

  it('a missing required listing field', async () => {
    const error = await pullError((f) => delete f['listings/storm-mug.USD.json'].title);
    expect(error.message).toContain('GET /v1/listings?slug=storm-mug');
    expect(error.message).toMatch(/title: /);
  });

  it('a bad colour in the v0 listing products answer', async () => {
    const error = await pullError((f) => (f['listing-products/lighthouse-tee.USD.json'].products_payload[3].attributes.hex = 'navy'));
    expect(error.message).toContain('GET /v0/listing/lighthouse-tee?store_slug=harbor-lights&currency=USD');
    expect(error.message).toContain('products_payload[3].attributes.hex');
  });

  it('a store id sent as a string', async () => {
    const error = await pullError((f) => (f['store.json'].id = '40213'));
    expect(error.message).toContain('GET /v1/stores?slug=harbor-lights');
    expect(error.message).toMatch(/\bid: /);
  });

  it('a store without a name', async () => {
    const error = await pullError((f) => delete f['store.json'].name);
    expect(error.message).toContain('Store answer is invalid');
    expect(error.message).toMatch(/\bname: /);
  });

  it('a promo code with a wrong value', async () => {
    const error = await pullError((f) => (f['store.json'].promoCodes[1].value = { amount: '5.00', currency: 'USD' }));
    expect(error.message).toContain('promoCodes[1].value.amount');
  });

  it('a nested collection with a bad id', async () => {
    const error = await pullError((f) => (f['collections.json'].collections[0].collections[1].id = 'seven'));
    expect(error.message).toContain('GET /v1/stores/collections?slug=harbor-lights');
    expect(error.message).toContain('collections[0].collections[1].id');
  });

  it('a tile on the second products page', async () => {
    const error = await pullError((f) => {
      delete f['product-cache.json'];
      f['products/page-2.json'].products[1].listingId = 'x';
    });
    expect(error.message).toContain('GET /v1/stores/products?slug=harbor-lights&currency=USD&region=USA&page=2');
    expect(error.message).toContain('products[1].listingId');
  });

  it('a size chart measurement that is not a number', async () => {
    const error = await pullError((f) => (f['blanks/266.json'].sizeChart.sizes.M.Length = '29 in'));
    expect(error.message).toContain('GET /v1/blanks?id=266');
    expect(error.message).toContain('sizeChart.sizes.M.Length');
  });

  it('a localization currency the storefront does not sell in', async () => {
    const error = await pullError((f) => (f['localization.json'].available_currencies[1].currency = 'EURO'));
    expect(error.message).toContain('GET /v1/localization_details?storeId=harbor-lights');
    expect(error.message).toContain('available_currencies[1].currency');
  });

  it('lists several problems at once', async () => {
    const error = await pullError((f) => {
      const v = f['listings/lighthouse-tee.USD.json'].primaryProduct[0];
      v.price = 'abc';
      v.teespringId = null;
    });
    expect(error.message).toContain('primaryProduct[0].price');
    expect(error.message).toContain('primaryProduct[0].teespringId');
  });
});

describe('answers whose failure has a fallback say why, and the pull goes on', () => {
  it('an invalid product cache falls back to paging, warning with the field', async () => {
    const files = loadFixtureFiles();
    files['product-cache.json'] = { products: [{ ...(files['product-cache.json'] as any).products[0], price: 'free' }] };
    const source = memorySource(files);
    const warnings: string[] = [];
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source, storeFilesDir: null, onWarning: (m) => warnings.push(m) });
    expect(source.asked()).toContain('products/page-1.json');
    expect(snapshot.tiles.length).toBeGreaterThan(0);
    expect(warnings.join('\n')).toContain('products[0].price');
  });

  it("a seller's broken theme gives the default theme, warning with the field", async () => {
    const files = loadFixtureFiles();
    (files['theme.json'] as any).content.header.hideSearch = 'yes';
    const warnings: string[] = [];
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source: memorySource(files), storeFilesDir: null, onWarning: (m) => warnings.push(m) });
    expect(snapshot.theme.isDefault).toBe(true);
    expect(warnings.join('\n')).toContain('content.header.hideSearch');
    expect(warnings.join('\n')).toContain('harbor-lights');
  });
});
