import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformCall } from '../../../src/catalog/calls';
import { PullError, RetryExceededError, StoreNotFoundError } from '../../../src/catalog/errors';
import { pullStore, type PullOptions } from '../../../src/catalog/pull';
import { assertUniqueSkus } from '../../../src/catalog/unique-skus';
import type { Listing, StoreSnapshot } from '../../../src/catalog/snapshot';
import type { CatalogSource } from '../../../src/catalog/sources/source';
import { FIXTURE_STORE, loadFixtureFiles, memorySource, type MemorySource } from '../../fixtures/fake-platform';

function pull(source: CatalogSource, options: Partial<PullOptions> = {}) {
  const warnings: string[] = [];
  const result = pullStore({ slug: FIXTURE_STORE, source, storeFilesDir: null, onWarning: (m) => warnings.push(m), ...options });
  return { result, warnings };
}

const listingOf = (snapshot: StoreSnapshot, slug: string): Listing => {
  const listing = snapshot.listings.find((l) => l.slug === slug);
  if (!listing) throw new Error(`no listing ${slug}`);
  return listing;
};
const variationOf = (listing: Listing, productId: number, color: string) => {
  const v = listing.products.find((p) => p.productId === productId)?.variations.find((x) => x.color === color);
  if (!v) throw new Error(`no ${productId}/${color}`);
  return v;
};
const sizeOf = (v: ReturnType<typeof variationOf>, label: string) => {
  const size = v.sizes.find((s) => s.label === label);
  if (!size) throw new Error(`no size ${label}`);
  return size;
};

describe('a public pull of a real store', () => {
  it('builds the snapshot from every answer', async () => {
    const source = memorySource(loadFixtureFiles());
    const { result } = pull(source);
    const snapshot = await result;
    expect(snapshot).toMatchObject({ schemaVersion: 1, slug: 'harbor-lights', source: 'platform', preview: false, currencies: ['USD', 'EUR'] });
    expect(snapshot.store.name).toBe('Harbor Lights Apparel');
    expect(snapshot.localization.available_currencies.map((c) => c.currency)).toEqual(['USD', 'EUR']);
    expect(snapshot.theme.isDefault).toBe(false);
    expect(snapshot.theme.resolved.primaryColor).toBe('#0B2545');
    expect(snapshot.listings.map((l) => l.slug).sort()).toEqual(['lighthouse-tee', 'storm-mug']);
    expect(snapshot.tiles.map((t) => `${t.listingSlug}/${t.productId}`)).toEqual(['lighthouse-tee/266', 'lighthouse-tee/389', 'storm-mug/1093']);
    expect(Object.keys(snapshot.productDetails).sort()).toEqual(['1093', '266', '389']);
    expect(snapshot.productDetails['389']?.sizeChart?.unit).toBe('cm');
    expect(snapshot.settings.returnPolicy.physicalDays).toBe(30);
    expect(Date.parse(snapshot.pulledAt)).not.toBeNaN();
  });

  it('asks in order store, localization, theme, collections, then tiles from the product cache (no products call)', async () => {
    const source = memorySource(loadFixtureFiles());
    await pull(source).result;
    expect(source.asked().slice(0, 5)).toEqual(['store.json', 'localization.json', 'theme.json', 'collections.json', 'product-cache.json']);
    expect(source.calls.some((c) => c.kind === 'products')).toBe(false);
  });

  it('asks for product details once per product type', async () => {
    const source = memorySource(loadFixtureFiles());
    await pull(source).result;
    const blanks = source.calls.filter((c): c is Extract<PlatformCall, { kind: 'blanks' }> => c.kind === 'blanks').map((c) => c.productId);
    expect(blanks.sort((a, b) => a - b)).toEqual([266, 389, 1093]);
  });

  it('keeps nested collections as a menu, with lower-cased slugs', async () => {
    const snapshot = await pull(memorySource(loadFixtureFiles())).result;
    expect(snapshot.collections).toEqual([
      {
        id: 7101,
        name: 'Apparel',
        slug: 'apparel',
        children: [
          { id: 7102, name: 'Tees', slug: 'tees', children: [] },
          { id: 7103, name: 'Hoodies', slug: 'hoodies', children: [] },
        ],
      },
      { id: 7104, name: 'Drinkware', slug: 'drinkware', children: [] },
    ]);
  });

  it("puts a tile in the store's collection of the same slug", async () => {
    const snapshot = await pull(memorySource(loadFixtureFiles())).result;
    const slugs = new Set<string>();
    const walk = (list: StoreSnapshot['collections']) => list.forEach((c) => (slugs.add(c.slug), walk(c.children)));
    walk(snapshot.collections);
    const hoodie = snapshot.tiles.find((t) => t.productId === 389);
    expect(hoodie?.collections.map((c) => c.slug)).toEqual(['apparel', 'hoodies']);
    for (const tile of snapshot.tiles) for (const c of tile.collections) expect(slugs.has(c.slug)).toBe(true);
  });

  it('normalises a listing: primary product first, ids, thumbnail, upper-case hex, delivery', async () => {
    const listing = listingOf(await pull(memorySource(loadFixtureFiles())).result, 'lighthouse-tee');
    expect(listing).toMatchObject({
      listingId: 5001,
      itemGroupId: 88001,
      title: 'Lighthouse at Dusk Tee',
      visibility: 'public',
      checkoutFlow: 'default',
      orders: 143,
      productionTechniques: ['DTG'],
      thumbnail: 'https://mockups.example.com/5001/thumbnail.jpg',
    });
    expect(listing.products.map((p) => [p.productId, p.productType])).toEqual([
      [266, 'Classic Tee'],
      [389, 'Pullover Hoodie'],
    ]);
    expect(listing.products[0]).toMatchObject({ deliveryType: 'physical', estimatedShipDate: '2026-12-04' });
    const black = variationOf(listing, 266, 'Black');
    expect(black).toMatchObject({ variationId: 1001, teespringId: 7700101, hex: '#1A1A1A' });
  });

  it('puts the primary product first even when the platform lists it later', async () => {
    const files = loadFixtureFiles();
    for (const c of ['USD', 'EUR']) {
      (files[`listings/lighthouse-tee.${c}.json`] as any).primaryProductId = 389;
    }
    const listing = listingOf(await pull(memorySource(files)).result, 'lighthouse-tee');
    expect(listing.products.map((p) => p.productId)).toEqual([389, 266]);
  });

  it('stops, naming both listings and the sku, when two listings share a sku; one item group alone is fine', async () => {
    const files = loadFixtureFiles();
    for (const c of ['USD', 'EUR']) (files[`listings/storm-mug.${c}.json`] as any).itemGroupId = 88001;
    const snapshot = await pull(memorySource(files)).result;
    const tee = listingOf(snapshot, 'lighthouse-tee');
    expect(listingOf(snapshot, 'storm-mug').itemGroupId).toBe(tee.itemGroupId);
    expect(() => assertUniqueSkus('harbor', snapshot.listings)).not.toThrow();
    const twin = { ...structuredClone(tee), slug: 'lighthouse-tee-twin', listingId: tee.listingId + 1000 };
    expect(() => assertUniqueSkus('harbor', [...snapshot.listings, twin])).toThrow(PullError);
    expect(() => assertUniqueSkus('harbor', [...snapshot.listings, twin])).toThrow(/listings "lighthouse-tee" and "lighthouse-tee-twin" both have sku 88001_/);
    // The pull applies it: the mug's answers made a copy of the tee's.
    for (const c of ['USD', 'EUR']) files[`listings/storm-mug.${c}.json`] = { ...structuredClone(files[`listings/lighthouse-tee.${c}.json`] as object), listingId: 99999 };
    await expect(pull(memorySource(files)).result).rejects.toThrow(/listings "lighthouse-tee" and "storm-mug" both have sku/);
  });

  it('marks a pre-order listing', async () => {
    const snapshot = await pull(memorySource(loadFixtureFiles())).result;
    expect(listingOf(snapshot, 'storm-mug').checkoutFlow).toBe('preorder');
    expect(listingOf(snapshot, 'storm-mug').thumbnail).toBeNull();
  });

  it('recognises a digital item by its size label Digital', async () => {
    const files = loadFixtureFiles();
    for (const c of ['USD', 'EUR']) {
      const v = (files[`listings/storm-mug.${c}.json`] as any).primaryProduct[0];
      v.sizes = [{ id: 99, label: 'Digital' }];
      v.availableSizesWithId = [{ id: 99, label: 'Digital', price: v.price }];
      delete v.deliveryDetails;
    }
    const listing = listingOf(await pull(memorySource(files)).result, 'storm-mug');
    expect(listing.products[0]?.deliveryType).toBe('digital');
  });
});

describe('prices in every currency (decisions 2)', () => {
  it('asks each listing once per currency the store sells', async () => {
    const source = memorySource(loadFixtureFiles());
    await pull(source).result;
    const asked = source.calls
      .filter((c): c is Extract<PlatformCall, { kind: 'listing' }> => c.kind === 'listing' && c.slug === 'lighthouse-tee')
      .map((c) => c.currency);
    expect(asked).toEqual(['USD', 'EUR']);
    const products = source.calls.filter((c) => c.kind === 'listingProducts' && c.slug === 'lighthouse-tee').map((c) => (c as { currency: string }).currency);
    expect(products).toEqual(['USD', 'EUR']);
  });

  it('merges per-currency answers into one price per currency for colours and sizes', async () => {
    const listing = listingOf(await pull(memorySource(loadFixtureFiles())).result, 'lighthouse-tee');
    const black = variationOf(listing, 266, 'Black');
    expect(black.prices).toEqual({ USD: 2399, EUR: 2199 });
    expect(sizeOf(black, 'M').prices).toEqual({ USD: 2399, EUR: 2199 });
    const grey = variationOf(listing, 266, 'Heather Grey');
    expect(sizeOf(grey, 'XL').prices).toEqual({ USD: 2599, EUR: 2399 });
    expect(variationOf(listing, 389, 'Navy').prices).toEqual({ USD: 3999, EUR: 3699 });
  });

  it('uses the listing call when the v0 products call has nothing', async () => {
    const mug = listingOf(await pull(memorySource(loadFixtureFiles())).result, 'storm-mug');
    expect(variationOf(mug, 1093, 'White').prices).toEqual({ USD: 1450, EUR: 1350 });
  });

  it('prices tiles in every currency: the tile price for the store currency, the listing for others', async () => {
    const snapshot = await pull(memorySource(loadFixtureFiles())).result;
    const byProduct = Object.fromEntries(snapshot.tiles.map((t) => [t.productId, t.prices]));
    expect(byProduct).toEqual({ '266': { USD: 2399, EUR: 2199 }, '389': { USD: 3999, EUR: 3699 }, '1093': { USD: 1450, EUR: 1350 } });
  });

  it('a store selling only in dollars asks only for dollars', async () => {
    const files = loadFixtureFiles();
    (files['localization.json'] as any).available_currencies = [{ currency: 'USD', symbol: '$' }];
    const source = memorySource(files);
    const snapshot = await pull(source).result;
    expect(snapshot.currencies).toEqual(['USD']);
    expect(source.asked().filter((f) => f.includes('.EUR.'))).toEqual([]);
    expect(variationOf(listingOf(snapshot, 'lighthouse-tee'), 266, 'Black').prices).toEqual({ USD: 2399 });
  });

  it('a store in euros lists its own currency first and prices tiles from the euro answer', async () => {
    const files = loadFixtureFiles();
    Object.assign(files['localization.json'] as object, { buyer_currency: 'EUR', buyer_region: 'EU', fulfillment_region: 'EUR' });
    const tiles = (files['product-cache.json'] as any).products;
    tiles[0].price = '21.99';
    const source = memorySource(files);
    const snapshot = await pull(source).result;
    expect(snapshot.currencies).toEqual(['EUR', 'USD']);
    expect(snapshot.tiles.find((t) => t.productId === 266)?.prices).toEqual({ EUR: 2199, USD: 2399 });
    const listingCall = source.calls.find((c) => c.kind === 'listing');
    expect(listingCall).toMatchObject({ currency: 'EUR', region: 'EU' });
  });
});

describe('visibility and preview (decisions 6 and 7)', () => {
  const withoutCache = () => {
    const files = loadFixtureFiles();
    delete files['product-cache.json'];
    return files;
  };

  it('a public build leaves out a private listing and its tile', async () => {
    const source = memorySource(withoutCache());
    const snapshot = await pull(source).result;
    expect(source.asked()).toContain('listings/secret-drop.USD.json'); // it was on a products page
    expect(snapshot.listings.map((l) => l.slug)).not.toContain('secret-drop');
    expect(snapshot.tiles.map((t) => t.listingSlug)).not.toContain('secret-drop');
    expect(snapshot.tiles).toHaveLength(3);
  });

  it('a preview build keeps the private listing and asks with visibility any', async () => {
    const source = memorySource(loadFixtureFiles());
    const snapshot = await pull(source, { preview: true }).result;
    expect(snapshot.preview).toBe(true);
    expect(listingOf(snapshot, 'secret-drop').visibility).toBe('private');
    expect(snapshot.tiles.find((t) => t.listingSlug === 'secret-drop')?.visibility).toBe('private');
    // The product cache holds public tiles only: a preview pages the products call.
    expect(source.asked()).not.toContain('product-cache.json');
    const previewCalls = source.calls.filter((c) => c.kind === 'products' || c.kind === 'listing' || c.kind === 'listingProducts');
    expect(previewCalls.length).toBeGreaterThan(0);
    expect(previewCalls.every((c) => 'preview' in c && c.preview)).toBe(true);
  });

  it('a public build never asks with visibility any', async () => {
    const source = memorySource(withoutCache());
    await pull(source).result;
    const calls = source.calls.filter((c) => 'preview' in c);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => 'preview' in c && c.preview === false)).toBe(true);
  });

  it('keeps an unlisted listing in a public build, marked unlisted', async () => {
    const files = loadFixtureFiles();
    for (const c of ['USD', 'EUR']) (files[`listings/storm-mug.${c}.json`] as any).visibility = 'unlisted';
    const snapshot = await pull(memorySource(files)).result;
    expect(listingOf(snapshot, 'storm-mug').visibility).toBe('unlisted');
    expect(snapshot.tiles.find((t) => t.listingSlug === 'storm-mug')?.visibility).toBe('unlisted');
  });

  it("theme data's previewMode does not switch preview on for a public build", async () => {
    const files = loadFixtureFiles();
    (files['theme.json'] as any).previewMode = true;
    const snapshot = await pull(memorySource(files)).result;
    expect(snapshot.preview).toBe(false);
    expect(snapshot.theme.previewMode).toBe(false);
  });

  it('a preview build is in preview mode whatever the theme says', async () => {
    const snapshot = await pull(memorySource(loadFixtureFiles()), { preview: true }).result;
    expect(snapshot.theme.previewMode).toBe(true);
  });
});

describe('a store that does not exist', () => {
  it.each([200, 404])('answering %i with errors.store stops the pull with StoreNotFoundError naming the store', async (status) => {
    const source = memorySource(loadFixtureFiles());
    source.answers['store.json'] = { status, body: { errors: { store: 'Store not found' } } };
    const error = await pull(source).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreNotFoundError);
    expect(error).toBeInstanceOf(PullError);
    expect((error as Error).message).toContain('"harbor-lights"');
    expect((error as Error).message).toMatch(/store not found/i);
    expect(source.asked()).toEqual(['store.json']);
  });

  it('a bare 404 is a store not found too', async () => {
    const source = memorySource({});
    const error = await pullStore({ slug: 'No-Such-Store', source, storeFilesDir: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreNotFoundError);
    expect((error as Error).message).toContain('"no-such-store"');
  });

  it('a refused store call reports the platform errors object', async () => {
    const source = memorySource(loadFixtureFiles());
    source.answers['store.json'] = { status: 403, body: { errors: { store: 'Store is suspended' } } };
    const error = await pull(source).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect(error).not.toBeInstanceOf(StoreNotFoundError);
    expect((error as Error).message).toContain('403');
    expect((error as Error).message).toContain('Store is suspended');
  });
});

describe('the store slug', () => {
  it('is lower-cased in every call and in the snapshot (decisions 5)', async () => {
    const source = memorySource(loadFixtureFiles());
    const snapshot = await pullStore({ slug: 'Harbor-Lights', source, storeFilesDir: null });
    expect(snapshot.slug).toBe('harbor-lights');
    expect(snapshot.store.slug).toBe('harbor-lights');
    for (const call of source.calls) {
      if ('slug' in call && call.kind !== 'listing' && call.kind !== 'listingProducts') expect(call.slug).toBe('harbor-lights');
      if ('storeSlug' in call) expect(call.storeSlug).toBe('harbor-lights');
    }
  });
});

describe('localization', () => {
  it.each([
    ['a 404', { status: 404, body: null }],
    ['a 500', { status: 500, body: null }],
    ['a 403', { status: 403, body: { errors: { storeId: 'unknown' } } }],
  ])('%s gives the defaults en / USD / USA', async (_, answer) => {
    const source = memorySource(loadFixtureFiles());
    source.answers['localization.json'] = answer;
    const snapshot = await pull(source).result;
    expect(snapshot.localization).toMatchObject({ buyer_locale: 'en', buyer_currency: 'USD', buyer_region: 'USA', fulfillment_region: 'USA' });
    expect(snapshot.currencies).toEqual(['USD']);
    expect(source.calls.filter((c) => c.kind === 'listing').every((c) => 'currency' in c && c.currency === 'USD' && c.region === 'USA')).toBe(true);
  });

  it('an exhausted retry gives the defaults with a warning', async () => {
    const inner = memorySource(loadFixtureFiles());
    const source: CatalogSource = {
      kind: 'platform',
      fetch: (call) => (call.kind === 'localization' ? Promise.reject(new RetryExceededError(call, 'HTTP 503')) : inner.fetch(call)),
    };
    const { result, warnings } = pull(source);
    const snapshot = await result;
    expect(snapshot.localization.buyer_currency).toBe('USD');
    expect(snapshot.localization.available_locales.map((l) => l.local_code)).toContain('en');
    expect(warnings.join('\n')).toContain('Localization details Request retry exceeded limit');
  });
});

describe('listings that cannot be had', () => {
  it('a listing answering errors.listing is left out with a warning, and its tile too', async () => {
    const { result, warnings } = pull(memorySource(loadFixtureFiles()));
    const snapshot = await result;
    expect(snapshot.listings.map((l) => l.slug)).not.toContain('gone-listing');
    expect(snapshot.tiles.map((t) => t.listingSlug)).not.toContain('gone-listing');
    expect(warnings.some((w) => w.includes('gone-listing'))).toBe(true);
  });

  it.each([
    ['errors.product with a 200', { status: 200, body: { errors: { product: 'Product not found' } } }],
    ['a bare 404', { status: 404, body: null }],
  ])('%s leaves the listing out too', async (_, answer) => {
    const source = memorySource(loadFixtureFiles());
    source.answers['listings/storm-mug.USD.json'] = answer;
    const { result, warnings } = pull(source);
    const snapshot = await result;
    expect(snapshot.listings.map((l) => l.slug)).toEqual(['lighthouse-tee']);
    expect(warnings.some((w) => w.includes('storm-mug'))).toBe(true);
  });

  it('a refused listing call stops the pull with the errors object', async () => {
    const source = memorySource(loadFixtureFiles());
    source.answers['listings/storm-mug.USD.json'] = { status: 403, body: { errors: { auth: 'Forbidden for this store' } } };
    const error = await pull(source).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as Error).message).toContain('GET /v1/listings?slug=storm-mug');
    expect((error as Error).message).toContain('Forbidden for this store');
  });

  it('an exhausted retry on a listing stops the pull with "Listing Request retry exceeded limit"', async () => {
    const inner = memorySource(loadFixtureFiles());
    const source: CatalogSource = {
      kind: 'platform',
      fetch: (call) => (call.kind === 'listing' ? Promise.reject(new RetryExceededError(call, 'HTTP 502')) : inner.fetch(call)),
    };
    await expect(pull(source).result).rejects.toThrow(/^Listing Request retry exceeded limit$/);
  });
});

describe('other calls that may be missing', () => {
  it('no collections (404) gives an empty menu', async () => {
    const files = loadFixtureFiles();
    delete files['collections.json'];
    expect((await pull(memorySource(files)).result).collections).toEqual([]);
  });

  it('a refused collections call stops the pull', async () => {
    const source = memorySource(loadFixtureFiles());
    source.answers['collections.json'] = { status: 401, body: { errors: { token: 'expired' } } };
    await expect(pull(source).result).rejects.toThrow(/Collections request failed with 401.*expired/);
  });

  it('missing product details leave that product without details', async () => {
    const files = loadFixtureFiles();
    delete files['blanks/389.json'];
    const snapshot = await pull(memorySource(files)).result;
    expect(Object.keys(snapshot.productDetails).sort()).toEqual(['1093', '266']);
  });

  it('pages the products call when the product cache is missing', async () => {
    const files = loadFixtureFiles();
    delete files['product-cache.json'];
    const source = memorySource(files);
    const { result, warnings } = pull(source);
    const snapshot = await result;
    const pages = source.calls.filter((c) => c.kind === 'products').map((c) => ('page' in c ? c.page : 0));
    expect(pages).toEqual([1, 2, 3]);
    expect(snapshot.tiles.map((t) => t.productId)).toEqual([266, 389, 1093]);
    expect(warnings.some((w) => /product cache/.test(w))).toBe(true);
  });

  it('stops paging when next does not move forward', async () => {
    const files = loadFixtureFiles();
    delete files['product-cache.json'];
    (files['products/page-2.json'] as any).next = 1;
    const source = memorySource(files);
    await pull(source).result;
    expect(source.calls.filter((c) => c.kind === 'products')).toHaveLength(2);
  });
});

describe('stock per colour and size (decisions 3)', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('without a stock table, an offered size holds the colour inventory and a size not offered is out of stock', async () => {
    const black = variationOf(listingOf(await pull(memorySource(loadFixtureFiles())).result, 'lighthouse-tee'), 266, 'Black');
    expect(black.inventoryCount).toBe(40);
    expect(black.sizes.map((s) => [s.label, s.available, s.stock])).toEqual([
      ['S', true, 40],
      ['M', true, 40],
      ['L', true, 40],
      ['XL', false, 0],
    ]);
    expect(sizeOf(black, 'XL').prices).toEqual({});
  });

  it('a colour with no inventory is out of stock in every size', async () => {
    const files = loadFixtureFiles();
    for (const c of ['USD', 'EUR']) (files[`listings/storm-mug.${c}.json`] as any).primaryProduct[0].inventoryCount = 0;
    const mug = variationOf(listingOf(await pull(memorySource(files)).result, 'storm-mug'), 1093, 'White');
    expect(mug.sizes.map((s) => [s.available, s.stock])).toEqual([[false, 0]]);
  });

  it('a stock table in the store files decides per colour and size', async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-files-'));
    await writeFile(join(dir, 'inventory.json'), JSON.stringify({ '1001_1': 3, '1001_2': 0, '1001_4': 9, '2001_3': 1 }));
    const listing = listingOf(await pull(memorySource(loadFixtureFiles()), { storeFilesDir: dir }).result, 'lighthouse-tee');
    const black = variationOf(listing, 266, 'Black');
    expect(black.sizes.map((s) => [s.label, s.available, s.stock])).toEqual([
      ['S', true, 3], // from the table
      ['M', false, 0], // the table says none left
      ['L', true, 40], // not in the table: the colour inventory
      ['XL', false, 0], // not offered by the platform, whatever the table says
    ]);
    expect(sizeOf(variationOf(listing, 389, 'Navy'), 'L')).toMatchObject({ available: true, stock: 1 });
  });

  it('a bad stock table stops the pull naming the file and the key', async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-files-'));
    await writeFile(join(dir, 'inventory.json'), JSON.stringify({ '1001-1': 3 }));
    const error = await pull(memorySource(loadFixtureFiles()), { storeFilesDir: dir }).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as Error).message).toContain('inventory.json');
    expect((error as Error).message).toContain('1001-1');
  });
});

describe('the in-memory source', () => {
  it('answers 404 for what it does not hold', async () => {
    const source: MemorySource = memorySource({});
    expect(await source.fetch({ kind: 'blanks', productId: 1 })).toEqual({ status: 404, body: null });
  });
});
