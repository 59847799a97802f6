/**
 * The real HTTP source and pull against a fake platform on 127.0.0.1 (tests/fixtures/fake-platform.ts):
 * addresses and parameters asked, the product cache and its paging fallback, retries on 5xx and
 * network errors, 4xx answers, a missing store and a missing theme.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PullError, RetryExceededError, StoreNotFoundError } from '../../src/catalog/errors';
import { pullStore, type PullOptions } from '../../src/catalog/pull';
import { httpSource, type HttpSourceOptions } from '../../src/catalog/sources/http';
import { FIXTURE_STORE, loadFixtureFiles, serveFixtures, startFakePlatform, type FakePlatform } from '../fixtures/fake-platform';

const SLUG = FIXTURE_STORE;
const CACHE_PATH = `/product-cache/${SLUG}.json`;

let fake: FakePlatform;
beforeEach(async () => {
  fake = await startFakePlatform();
  serveFixtures(fake, SLUG, loadFixtureFiles());
});
afterEach(async () => {
  await fake.close();
});

function source(options: Partial<HttpSourceOptions> = {}) {
  return httpSource({ api: fake.url, backoffMs: 1, timeoutMs: 5_000, ...options });
}

function pull(options: Partial<PullOptions> = {}) {
  const warnings: string[] = [];
  const result = pullStore({ slug: SLUG, source: source(), storeFilesDir: null, onWarning: (m) => warnings.push(m), ...options });
  return { result, warnings };
}

const failure = (promise: Promise<unknown>) => promise.then(
  () => {
    throw new Error('expected the pull to fail');
  },
  (error: unknown) => error as Error,
);

const listingRequests = (slug: string, currency?: string) =>
  fake.requestsTo('/v1/listings').filter((r) => r.query['slug'] === slug && (!currency || r.query['currency'] === currency));

describe('a public pull over HTTP', () => {
  it('reads the whole store, tiles from the product cache first (no products call)', async () => {
    const snapshot = await pull().result;
    expect(snapshot.source).toBe('platform');
    expect(snapshot.listings.map((l) => l.slug).sort()).toEqual(['lighthouse-tee', 'storm-mug']);
    expect(snapshot.tiles).toHaveLength(3);
    expect(fake.requestsTo(CACHE_PATH)).toHaveLength(1);
    expect(fake.requestsTo('/v1/stores/products')).toEqual([]);
    expect(fake.requests.slice(0, 5).map((r) => r.pathname)).toEqual([
      '/v1/stores',
      '/v1/localization_details',
      '/theme',
      '/v1/stores/collections',
      CACHE_PATH,
    ]);
  });

  it('asks for each listing in every currency with region, country and store', async () => {
    await pull().result;
    const asked = listingRequests('lighthouse-tee').map((r) => r.query);
    expect(asked).toEqual([
      { slug: 'lighthouse-tee', currency: 'USD', region: 'USA', country_code: 'US', storeSlug: SLUG },
      { slug: 'lighthouse-tee', currency: 'EUR', region: 'USA', country_code: 'US', storeSlug: SLUG },
    ]);
    expect(fake.requestsTo('/v0/listing/lighthouse-tee').map((r) => r.query['currency'])).toEqual(['USD', 'EUR']);
    expect(fake.requests.some((r) => 'visibility' in r.query)).toBe(false);
  });

  it('pages through the products call when the product cache 404s', async () => {
    fake.answer(CACHE_PATH, {}, { errors: { file: 'Not Found' } }, 404);
    const { result, warnings } = pull();
    const snapshot = await result;
    const pages = fake.requestsTo('/v1/stores/products');
    expect(pages.map((r) => r.query)).toEqual([
      { slug: SLUG, currency: 'USD', region: 'USA', page: '1' },
      { slug: SLUG, currency: 'USD', region: 'USA', page: '2' },
      { slug: SLUG, currency: 'USD', region: 'USA', page: '3' },
    ]);
    expect(fake.requestsTo(CACHE_PATH)).toHaveLength(1); // a 404 is an answer, not retried
    expect(snapshot.tiles.map((t) => t.listingSlug)).toEqual(['lighthouse-tee', 'lighthouse-tee', 'storm-mug']);
    expect(warnings.some((w) => w.includes('product cache'))).toBe(true);
  });

  it('pages with the store currency and region of a euro store', async () => {
    const files = loadFixtureFiles();
    fake.answer('/v1/localization_details', { storeId: SLUG }, { ...(files['localization.json'] as object), buyer_currency: 'EUR', buyer_region: 'EU' });
    fake.answer(CACHE_PATH, {}, null, 404);
    await pull().result;
    const pages = fake.requestsTo('/v1/stores/products');
    expect(pages.map((r) => [r.query['currency'], r.query['region'], r.query['page']])).toEqual([
      ['EUR', 'EU', '1'],
      ['EUR', 'EU', '2'],
      ['EUR', 'EU', '3'],
    ]);
  });

  it('a cache that keeps failing falls back to paging', async () => {
    fake.fail(CACHE_PATH, 3);
    await pull().result;
    expect(fake.requestsTo(CACHE_PATH)).toHaveLength(3);
    expect(fake.requestsTo('/v1/stores/products')).toHaveLength(3);
  });
});

describe('THEME_API_URL and PRODUCT_CACHE_URL', () => {
  let cdn: FakePlatform;
  beforeEach(async () => {
    cdn = await startFakePlatform();
    serveFixtures(cdn, SLUG, loadFixtureFiles(), { themePath: '/api/v2/theme', productCachePath: '/stores/cache' });
  });
  afterEach(async () => {
    await cdn.close();
  });

  it('reads the theme and the product cache from their own bases', async () => {
    const snapshot = await pullStore({
      slug: SLUG,
      storeFilesDir: null,
      themeAccessCode: 'harbor-2026',
      source: source({ theme: `${cdn.url}/api/v2/theme/`, productCache: `${cdn.url}/stores/cache` }),
    });
    expect(cdn.requests.map((r) => r.url)).toEqual([`/api/v2/theme?siteKey=${SLUG}&accessCode=harbor-2026`, `/stores/cache/${SLUG}.json`]);
    expect(fake.requestsTo('/theme')).toEqual([]);
    expect(fake.requestsTo(CACHE_PATH)).toEqual([]);
    expect(fake.requestsTo('/v1/stores/products')).toEqual([]);
    expect(snapshot.theme.isDefault).toBe(false);
    expect(snapshot.theme.resolved.primaryColor).toBe('#0B2545');
    expect(snapshot.tiles).toHaveLength(3);
  });
});

describe('retries (platform-api.md: up to 2 on a network error or a 5xx)', () => {
  it('a listing call failing twice with 500 then answering works (3 requests)', async () => {
    fake.fail('/v1/listings', 2, { kind: 'status', status: 500 }, { slug: 'storm-mug', currency: 'USD' });
    const snapshot = await pull().result;
    expect(listingRequests('storm-mug', 'USD')).toHaveLength(3);
    expect(snapshot.listings.map((l) => l.slug)).toContain('storm-mug');
  });

  it.each([502, 503, 504])('a %i is retried too', async (status) => {
    fake.fail('/v1/stores', 1, { kind: 'status', status });
    await pull().result;
    expect(fake.requestsTo('/v1/stores')).toHaveLength(2);
  });

  it('a listing call failing 3 times gives "Listing Request retry exceeded limit"', async () => {
    fake.fail('/v1/listings', 3, { kind: 'status', status: 500 }, { slug: 'storm-mug', currency: 'USD' });
    const error = await failure(pull().result);
    expect(error).toBeInstanceOf(RetryExceededError);
    expect(error.message).toBe('Listing Request retry exceeded limit');
    expect((error as RetryExceededError).lastFailure).toBe('HTTP 500');
    expect(listingRequests('storm-mug', 'USD')).toHaveLength(3);
  });

  it.each([
    ['/v1/stores', 'Store'],
    ['/v1/stores/collections', 'Collections'],
    ['/v0/listing/lighthouse-tee', 'Listing products'],
  ])('%s failing 3 times gives "%s Request retry exceeded limit"', async (path, name) => {
    fake.fail(path, 3);
    const error = await failure(pull().result);
    expect(error.message).toBe(`${name} Request retry exceeded limit`);
    expect(fake.requestsTo(path)).toHaveLength(3);
  });

  it('a products page failing 3 times gives "Products Request retry exceeded limit"', async () => {
    fake.answer(CACHE_PATH, {}, null, 404);
    fake.fail('/v1/stores/products', 3, { kind: 'status', status: 503 }, { page: '2' });
    const error = await failure(pull().result);
    expect(error.message).toBe('Products Request retry exceeded limit');
    expect(fake.requestsTo('/v1/stores/products').map((r) => r.query['page'])).toEqual(['1', '2', '2', '2']);
  });

  it('with retries set to 0 a single 500 is the end', async () => {
    fake.fail('/v1/stores', 1);
    const error = await failure(pullStore({ slug: SLUG, storeFilesDir: null, source: source({ retries: 0 }) }));
    expect(error.message).toBe('Store Request retry exceeded limit');
    expect(fake.requestsTo('/v1/stores')).toHaveLength(1);
  });

  it('dropped connections are retried', async () => {
    fake.fail('/v1/listings', 2, { kind: 'drop' }, { slug: 'lighthouse-tee', currency: 'EUR' });
    const snapshot = await pull().result;
    expect(listingRequests('lighthouse-tee', 'EUR')).toHaveLength(3);
    const tee = snapshot.listings.find((l) => l.slug === 'lighthouse-tee');
    expect(tee?.products[0]?.variations[0]?.prices).toEqual({ USD: 2399, EUR: 2199 });
  });

  it('a connection dropped 3 times gives the retry error with the network failure', async () => {
    fake.fail('/v1/stores', 3, { kind: 'drop' });
    const error = await failure(pull().result);
    expect(error).toBeInstanceOf(RetryExceededError);
    expect(error.message).toBe('Store Request retry exceeded limit');
    expect((error as RetryExceededError).lastFailure).not.toBe('');
    expect(fake.requestsTo('/v1/stores')).toHaveLength(3);
  });

  it('an answer that does not come in time is retried', async () => {
    fake.fail('/v1/stores/collections', 1, { kind: 'hang' });
    const snapshot = await pullStore({ slug: SLUG, storeFilesDir: null, source: source({ timeoutMs: 300 }) });
    expect(fake.requestsTo('/v1/stores/collections')).toHaveLength(2);
    expect(snapshot.collections).toHaveLength(2);
  });

  it('exhausted retries on localization, theme and product details fall back to defaults', async () => {
    fake.fail('/v1/localization_details', 3);
    fake.fail('/theme', 3, { kind: 'drop' });
    fake.fail('/v1/blanks', 3, { kind: 'status', status: 500 }, { id: '389' });
    const { result, warnings } = pull();
    const snapshot = await result;
    expect(snapshot.currencies).toEqual(['USD']);
    expect(snapshot.theme.isDefault).toBe(true);
    expect(Object.keys(snapshot.productDetails).sort()).toEqual(['1093', '266']);
    const text = warnings.join('\n');
    expect(text).toContain('Localization details Request retry exceeded limit');
    expect(text).toContain('Theme Request retry exceeded limit');
    expect(text).toContain('Product details Request retry exceeded limit');
  });
});

describe('4xx answers are not retried', () => {
  it('a 403 on a listing stops the pull after 1 request, with its errors object', async () => {
    fake.answer('/v1/listings', { slug: 'storm-mug', currency: 'USD' }, { errors: { auth: 'API key not allowed for this store' } }, 403);
    const error = await failure(pull().result);
    expect(error).toBeInstanceOf(PullError);
    expect(error.message).toContain('Store "harbor-lights"');
    expect(error.message).toContain('403');
    expect(error.message).toContain('GET /v1/listings?slug=storm-mug&currency=USD');
    expect(error.message).toContain('{"auth":"API key not allowed for this store"}');
    expect(listingRequests('storm-mug', 'USD')).toHaveLength(1);
  });

  it('a 429 is not retried either', async () => {
    fake.answer('/v1/stores/collections', { slug: SLUG }, { errors: { rate: 'Too many requests' } }, 429);
    const error = await failure(pull().result);
    expect(error.message).toContain('Too many requests');
    expect(fake.requestsTo('/v1/stores/collections')).toHaveLength(1);
  });

  it('a listing answering 404 with errors.listing is left out after 1 request', async () => {
    fake.answer('/v1/listings', { slug: 'storm-mug', currency: 'USD' }, { errors: { listing: 'Listing not found' } }, 404);
    const { result, warnings } = pull();
    const snapshot = await result;
    expect(snapshot.listings.map((l) => l.slug)).toEqual(['lighthouse-tee']);
    expect(listingRequests('storm-mug')).toHaveLength(1);
    expect(warnings.some((w) => w.includes('storm-mug'))).toBe(true);
  });
});

describe('a store that does not exist', () => {
  it('answers errors.store and the pull says the store was not found, after 1 request', async () => {
    fake.answer('/v1/stores', { slug: 'no-such-store' }, { errors: { store: 'Store not found' } }, 404);
    const error = await failure(pullStore({ slug: 'No-Such-Store', storeFilesDir: null, source: source() }));
    expect(error).toBeInstanceOf(StoreNotFoundError);
    expect(error.message).toContain('"no-such-store"');
    expect(error.message).toMatch(/store not found/i);
    expect(fake.requests.map((r) => r.url)).toEqual(['/v1/stores?slug=no-such-store']);
  });
});

describe('the theme', () => {
  it('a theme 404 gives the default theme', async () => {
    fake.answer('/theme', { siteKey: SLUG }, { errors: { theme: 'not found' } }, 404);
    const snapshot = await pull().result;
    expect(fake.requestsTo('/theme')).toHaveLength(1);
    expect(snapshot.theme.isDefault).toBe(true);
    expect(snapshot.theme.resolved).toMatchObject({
      primaryColor: '#000000',
      headingFont: 'Oswald',
      bodyFont: 'Roboto',
      heroTemplate: 2,
      headerTemplate: 1,
      footerTemplate: 1,
      notification: 'Check out our new T-shirts for a limited time only!',
      hero: { title: 'Harbor Lights Apparel', body: 'Welcome to our store!', ctaText: 'Shop apparel', ctaLink: '#featured-products' },
    });
  });
});

describe('a preview pull', () => {
  it('adds visibility=any to the products and listing calls and keeps private listings', async () => {
    const snapshot = await pull({ preview: true }).result;
    const products = fake.requestsTo('/v1/stores/products');
    const listings = fake.requestsTo('/v1/listings');
    const v0 = fake.requests.filter((r) => r.pathname.startsWith('/v0/listing/'));
    expect(products.length).toBe(3);
    expect(listings.length).toBeGreaterThan(0);
    expect(v0.length).toBeGreaterThan(0);
    for (const r of [...products, ...listings, ...v0]) expect(r.query['visibility']).toBe('any');
    for (const r of fake.requests.filter((r) => !products.includes(r) && !listings.includes(r) && !v0.includes(r))) {
      expect(r.query['visibility']).toBeUndefined();
    }
    expect(fake.requestsTo(CACHE_PATH)).toEqual([]);
    expect(snapshot.preview).toBe(true);
    expect(snapshot.listings.find((l) => l.slug === 'secret-drop')?.visibility).toBe('private');
  });

  it('a public pull of the same answers leaves the private listing out', async () => {
    fake.answer(CACHE_PATH, {}, null, 404);
    const snapshot = await pull().result;
    expect(listingRequests('secret-drop', 'USD')).toHaveLength(1);
    expect(snapshot.listings.map((l) => l.slug)).not.toContain('secret-drop');
    expect(snapshot.theme.previewMode).toBe(false);
  });
});
