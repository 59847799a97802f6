import { describe, expect, it } from 'vitest';
import { CALL_NAMES, callFile, callUrl, describeCall, type PlatformCall } from '../../../src/catalog/calls';
import { RetryExceededError } from '../../../src/catalog/errors';

const bases = { api: 'https://api.platform.example/', theme: 'https://themes.example/v2/theme/', productCache: 'https://cache.example/stores' };
const listingBase = { slug: 'lighthouse-tee', storeSlug: 'harbor-lights', currency: 'EUR', region: 'EU', countryCode: 'DE', preview: false };

describe('platform addresses (platform-api.md)', () => {
  it.each<[PlatformCall, string]>([
    [{ kind: 'store', slug: 'harbor-lights' }, 'https://api.platform.example/v1/stores?slug=harbor-lights'],
    [{ kind: 'collections', slug: 'harbor-lights' }, 'https://api.platform.example/v1/stores/collections?slug=harbor-lights'],
    [{ kind: 'localization', slug: 'harbor-lights' }, 'https://api.platform.example/v1/localization_details?storeId=harbor-lights'],
    [{ kind: 'theme', slug: 'harbor-lights' }, 'https://themes.example/v2/theme?siteKey=harbor-lights'],
    [{ kind: 'theme', slug: 'harbor-lights', accessCode: 'open sesame' }, 'https://themes.example/v2/theme?siteKey=harbor-lights&accessCode=open+sesame'],
    [{ kind: 'productCache', slug: 'harbor-lights' }, 'https://cache.example/stores/harbor-lights.json'],
    [
      { kind: 'products', slug: 'harbor-lights', currency: 'USD', region: 'USA', page: 3, preview: false },
      'https://api.platform.example/v1/stores/products?slug=harbor-lights&currency=USD&region=USA&page=3',
    ],
    [
      { kind: 'listing', ...listingBase },
      'https://api.platform.example/v1/listings?slug=lighthouse-tee&currency=EUR&region=EU&country_code=DE&storeSlug=harbor-lights',
    ],
    [
      { kind: 'listingProducts', ...listingBase },
      'https://api.platform.example/v0/listing/lighthouse-tee?store_slug=harbor-lights&currency=EUR&region=EU&country_code=DE',
    ],
    [{ kind: 'blanks', productId: 266 }, 'https://api.platform.example/v1/blanks?id=266'],
  ])('%j -> %s', (call, url) => {
    expect(callUrl(call, bases)).toBe(url);
  });

  it('a preview adds visibility=any to the products and listing calls only', () => {
    const products: PlatformCall = { kind: 'products', slug: 's', currency: 'USD', region: 'USA', page: 1, preview: true };
    expect(new URL(callUrl(products, bases)).searchParams.get('visibility')).toBe('any');
    expect(new URL(callUrl({ kind: 'listing', ...listingBase, preview: true }, bases)).searchParams.get('visibility')).toBe('any');
    expect(new URL(callUrl({ kind: 'listingProducts', ...listingBase, preview: true }, bases)).searchParams.get('visibility')).toBe('any');
    expect(callUrl({ kind: 'store', slug: 's' }, bases)).not.toContain('visibility');
  });

  it('without theme and cache bases, both live under the API base', () => {
    expect(callUrl({ kind: 'theme', slug: 's' }, { api: 'http://127.0.0.1:9' })).toBe('http://127.0.0.1:9/theme?siteKey=s');
    expect(callUrl({ kind: 'productCache', slug: 's' }, { api: 'http://127.0.0.1:9/' })).toBe('http://127.0.0.1:9/product-cache/s.json');
  });

  it('encodes slugs so that they cannot change the address', () => {
    const url = new URL(callUrl({ kind: 'listing', ...listingBase, slug: 'a&currency=USD#x' }, bases));
    expect(url.searchParams.get('slug')).toBe('a&currency=USD#x');
    expect(url.searchParams.getAll('currency')).toEqual(['EUR']);
    expect(callUrl({ kind: 'listingProducts', ...listingBase, slug: '../v1/admin?x' }, bases)).toContain('/v0/listing/..%2Fv1%2Fadmin%3Fx?');
  });
});

describe('store directory file names', () => {
  it('one file per call, listings per currency', () => {
    expect(callFile({ kind: 'store', slug: 's' })).toBe('store.json');
    expect(callFile({ kind: 'products', slug: 's', currency: 'USD', region: 'USA', page: 2, preview: true })).toBe('products/page-2.json');
    expect(callFile({ kind: 'listing', ...listingBase })).toBe('listings/lighthouse-tee.EUR.json');
    expect(callFile({ kind: 'listingProducts', ...listingBase })).toBe('listing-products/lighthouse-tee.EUR.json');
    expect(callFile({ kind: 'blanks', productId: 389 })).toBe('blanks/389.json');
  });
});

describe('call names in errors', () => {
  it('describes a call by method, path and query', () => {
    expect(describeCall({ kind: 'blanks', productId: 266 })).toBe('GET /v1/blanks?id=266');
    expect(describeCall({ kind: 'theme', slug: 's' })).toMatch(/^GET \{theme\}.*siteKey=s$/);
  });

  it.each(Object.entries(CALL_NAMES))('the retry error of a %s call reads "%s Request retry exceeded limit"', (kind, name) => {
    const call = { kind, slug: 's', productId: 1 } as unknown as PlatformCall;
    expect(new RetryExceededError(call, 'HTTP 500').message).toBe(`${name} Request retry exceeded limit`);
  });
});
