/**
 * The collections option (browsing spec 7): with `flags.collectionsOption` on, the pull takes the
 * store's tiles from GET /v1/collections?storeSlug and GET /v1/collection/{collections[0].id}/items?page,
 * over HTTP (a fake platform on 127.0.0.1) and from a store directory.
 */
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PullError } from '../../src/catalog/errors';
import { pullStore } from '../../src/catalog/pull';
import { directorySource } from '../../src/catalog/sources/directory';
import { httpSource } from '../../src/catalog/sources/http';
import { FIXTURE_STORE, fixtureDir, loadFixtureFiles, serveFixtures, startFakePlatform, type FakePlatform } from '../fixtures/fake-platform';

const SLUG = FIXTURE_STORE;
const cache = loadFixtureFiles()['product-cache.json'] as { products: Record<string, unknown>[] };
const [tee, hoodie, mug] = cache.products as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];

/** The mug under the other names the browsing spec lists for a tile (productId, title, productType, thumbnail, images). */
const mugAsItem = {
  productId: mug['id'],
  title: mug['name'],
  url: mug['url'],
  price: mug['price'],
  productType: mug['productName'],
  thumbnail: mug['imageUrl'],
  images: mug['additionalImages'],
  listingId: mug['listingId'],
  collections: mug['collections'],
  productGroupName: mug['productGroupName'],
};

let filesDir: string;
beforeAll(() => {
  filesDir = mkdtempSync(join(tmpdir(), 'collections-option-'));
  writeFileSync(join(filesDir, 'settings.json'), JSON.stringify({ flags: { collectionsOption: true } }));
});
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describe('over HTTP', () => {
  let fake: FakePlatform;
  beforeEach(async () => {
    fake = await startFakePlatform();
    serveFixtures(fake, SLUG, loadFixtureFiles());
    fake.answer('/v1/collections', { storeSlug: SLUG }, { collections: [{ id: 7104, name: 'Drinkware' }, { id: 7101 }] });
    fake.answer('/v1/collection/7104/items', { page: '1' }, { items: [tee, hoodie], page: 1, totalPages: 2 });
    fake.answer('/v1/collection/7104/items', { page: '2' }, { items: [mugAsItem], page: 2, totalPages: 2 });
  });
  afterEach(() => fake.close());

  const pull = (storeFilesDir: string | null = filesDir) =>
    pullStore({ slug: SLUG, source: httpSource({ api: fake.url, backoffMs: 1, timeoutMs: 5_000 }), storeFilesDir });

  it('reads the first collection and every page of its items instead of the product list', async () => {
    const snapshot = await pull();
    expect(fake.requestsTo('/v1/collections').map((r) => r.query)).toEqual([{ storeSlug: SLUG }]);
    expect(fake.requestsTo('/v1/collection/7104/items').map((r) => r.query)).toEqual([{ page: '1' }, { page: '2' }]);
    expect(fake.requestsTo('/v1/collection/7101/items')).toEqual([]);
    expect(fake.requestsTo(`/product-cache/${SLUG}.json`)).toEqual([]);
    expect(fake.requestsTo('/v1/stores/products')).toEqual([]);
    expect(snapshot.tiles.map((t) => t.name)).toEqual([tee['name'], hoodie['name'], mug['name']]);
    const storm = snapshot.tiles.find((t) => t.listingSlug === 'storm-mug');
    expect(storm).toMatchObject({ productName: mug['productName'], imageUrl: mug['imageUrl'] });
    // The menu still comes from the store's collections call.
    expect(snapshot.collections.map((c) => c.slug)).toEqual(['apparel', 'drinkware']);
  });

  it('follows next when the platform sends it', async () => {
    fake.answer('/v1/collection/7104/items', { page: '1' }, { items: [tee], next: 3 });
    fake.answer('/v1/collection/7104/items', { page: '3' }, { items: [mugAsItem], next: null });
    const snapshot = await pull();
    expect(fake.requestsTo('/v1/collection/7104/items').map((r) => r.query['page'])).toEqual(['1', '3']);
    expect(snapshot.tiles).toHaveLength(2);
  });

  it('leaves the option off by default: the product cache as before', async () => {
    await pull(null);
    expect(fake.requestsTo('/v1/collections')).toEqual([]);
    expect(fake.requestsTo(`/product-cache/${SLUG}.json`)).toHaveLength(1);
  });

  it('falls back to the product list when the store has no collection', async () => {
    fake.answer('/v1/collections', { storeSlug: SLUG }, { collections: [] });
    const snapshot = await pull();
    expect(fake.requestsTo(`/product-cache/${SLUG}.json`)).toHaveLength(1);
    expect(snapshot.tiles).toHaveLength(3);
  });

  it('a refused call and an item without a name stop the pull naming call and field', async () => {
    fake.answer('/v1/collection/7104/items', { page: '2' }, { errors: { collection: 'forbidden' } }, 403);
    const refused = (await pull().catch((e: unknown) => e)) as Error;
    expect(refused).toBeInstanceOf(PullError);
    expect(refused.message).toContain('Collection items request failed with 403 (GET /v1/collection/7104/items?page=2)');

    const { title: _t, ...nameless } = mugAsItem;
    fake.answer('/v1/collection/7104/items', { page: '2' }, { items: [nameless], totalPages: 2 });
    const invalid = (await pull().catch((e: unknown) => e)) as Error;
    expect(invalid.message).toContain('Collection items answer is invalid (GET /v1/collection/7104/items?page=2)');
    expect(invalid.message).toContain('items[0].name: expected name or title');
  });
});

describe('from a store directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'collections-dir-'));
    cpSync(fixtureDir(), dir, { recursive: true });
    writeFileSync(join(dir, 'collection-list.json'), JSON.stringify({ collections: [{ id: 7102 }] }));
    mkdirSync(join(dir, 'collection-items', '7102'), { recursive: true });
    writeFileSync(join(dir, 'collection-items', '7102', 'page-1.json'), JSON.stringify({ items: [tee], next: 2 }));
    writeFileSync(join(dir, 'collection-items', '7102', 'page-2.json'), JSON.stringify({ items: [mugAsItem], next: null }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads collection-list.json and collection-items/{id}/page-{n}.json', async () => {
    const snapshot = await pullStore({ slug: SLUG, source: directorySource(dir), storeFilesDir: filesDir });
    expect(snapshot.tiles.map((t) => t.listingSlug)).toEqual(['lighthouse-tee', 'storm-mug']);
  });

  it('a directory without the list file fails the pull with the call named', async () => {
    rmSync(join(dir, 'collection-list.json'));
    const error = (await pullStore({ slug: SLUG, source: directorySource(dir), storeFilesDir: filesDir }).catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('Store collections request failed with 404 (GET /v1/collections?storeSlug=harbor-lights)');
  });
});
