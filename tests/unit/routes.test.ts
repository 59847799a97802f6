import { describe, expect, it } from 'vitest';
import { assertRoutableCollections, collectionRoutes, collectionTiles, isExternalSlug } from '../../src/catalog/routes';
import type { Collection, StoreSnapshot, Tile } from '../../src/catalog/snapshot';

const c = (slug: string, children: Collection[] = []): Collection => ({ id: slug.length, name: slug.toUpperCase(), slug, children });
const snap = (collections: Collection[]) => ({ slug: 'demo', collections }) as unknown as StoreSnapshot;
const tile = (name: string, ...slugs: string[]) => ({ name, collections: slugs.map((slug) => ({ name: slug, slug })) }) as unknown as Tile;

describe('collection routes', () => {
  it('lists nested collections and skips external menu items', () => {
    const routes = collectionRoutes(snap([c('apparel', [c('tees'), c('https://example.com/x')]), c('mugs')]));
    expect(routes.map((r) => [r.collection.slug, r.parent?.slug ?? null])).toEqual([
      ['apparel', null],
      ['tees', 'apparel'],
      ['mugs', null],
    ]);
    expect(isExternalSlug('https://example.com')).toBe(true);
    expect(isExternalSlug('tees')).toBe(false);
  });

  it('refuses a slug that clashes with a route of the shop, naming store and collection', () => {
    expect(() => assertRoutableCollections(snap([c('apparel', [c('cart')])]))).toThrow(/Store "demo": collection "CART" \(slug "cart"\) clashes/);
    expect(() => assertRoutableCollections(snap([c('sitemap.xml')]))).toThrow(/clashes/);
    expect(() => assertRoutableCollections(snap([c('tees'), c('tees')]))).toThrow(/same slug/);
    expect(() => assertRoutableCollections(snap([c('apparel', [c('tees')])]))).not.toThrow();
  });

  it('a parent collection holds its children tiles', () => {
    const tiles = [tile('a', 'tees'), tile('b', 'mugs'), tile('c', 'apparel')];
    expect(collectionTiles(tiles, c('apparel', [c('tees')])).map((t) => t.name)).toEqual(['a', 'c']);
  });
});
