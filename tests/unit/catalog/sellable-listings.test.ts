import { expect, it } from 'vitest';
import { assertSellableListings, RouteClashError } from '../../../src/catalog/routes';
import { encodeCart, decodeCart } from '../../../src/lib/cart-cookie';
import type { StoreSnapshot } from '../../../src/catalog/snapshot';

const snapshotWith = (...slugs: string[]) => ({ slug: 'harbor', listings: slugs.map((slug) => ({ slug, title: `Tee ${slug}` })) }) as unknown as StoreSnapshot;

it('the build refuses a listing whose slug a cart line cannot carry, naming store and listing', () => {
  for (const slug of ['tee_v2', 'drop.2', 'été', 'x'.repeat(129)]) {
    expect(() => assertSellableListings(snapshotWith('lighthouse-tee', slug)), slug).toThrow(RouteClashError);
  }
  expect(() => assertSellableListings(snapshotWith('lighthouse-tee', 'tee_v2'))).toThrow('Store "harbor": listing "Tee tee_v2" (slug "tee_v2") cannot be put in a cart');
});

it('every slug the build lets through goes into the cart cookie and comes back', () => {
  const slugs = ['lighthouse-tee', 'a', '2024-drop', 'x'.repeat(128)];
  expect(() => assertSellableListings(snapshotWith(...slugs))).not.toThrow();
  for (const slug of slugs) {
    const cart = { region: 'USA', lines: [{ slug, productId: 1, itemGroupId: 2, colorId: 3, sizeId: 4, quantity: 1 }] };
    expect(decodeCart(encodeCart(cart))?.lines.map((l) => l.slug), slug).toEqual([slug]);
  }
});
