/**
 * Catalog edits a seller makes between two builds, applied to a snapshot the way the next pull would
 * see them (the listing and its tile agree). Used by the incremental-build equivalence check
 * (scripts/check-incremental.ts). Indices pick a listing, tile or collection modulo the count.
 */
import type { Listing, StoreSnapshot, Tile } from '../../src/catalog/snapshot';

export type CatalogEdit =
  | { kind: 'title'; at: number; text: string }
  | { kind: 'price'; at: number; cents: number }
  | { kind: 'stock'; at: number; size: number; stock: number }
  | { kind: 'visibility'; at: number; to: 'public' | 'unlisted' | 'private' }
  | { kind: 'add'; at: number; position: number }
  | { kind: 'delete'; at: number }
  | { kind: 'collection'; at: number; collection: number }
  | { kind: 'move'; at: number; position: number }
  | { kind: 'details'; at: number; text: string }
  | { kind: 'store'; text: string }
  | { kind: 'no-hero' }
  | { kind: 'day'; days: number };

export function applyEdit(snapshot: StoreSnapshot, edit: CatalogEdit): StoreSnapshot {
  const next = structuredClone(snapshot);
  if (edit.kind === 'store') next.store.name = edit.text;
  // Without a hero image, every page's preview image is the first tile's (src/layouts/Base.astro).
  else if (edit.kind === 'no-hero') next.theme.content.heroBanner.containerBg = '';
  else if (edit.kind === 'day') next.pulledAt = new Date(Date.parse(next.pulledAt) + edit.days * 86_400_000).toISOString();
  else if (next.listings.length > 0) editListing(next, edit);
  return next;
}

function editListing(snapshot: StoreSnapshot, edit: Exclude<CatalogEdit, { kind: 'store' | 'no-hero' | 'day' }>): void {
  const listing = snapshot.listings[edit.at % snapshot.listings.length] as Listing;
  const tile = snapshot.tiles.find((t) => t.listingSlug === listing.slug);
  const variations = listing.products.flatMap((p) => p.variations);
  switch (edit.kind) {
    case 'title':
      listing.title = edit.text;
      if (tile) tile.name = edit.text;
      return;
    case 'price':
      for (const v of variations) {
        v.prices = reprice(v.prices, edit.cents);
        for (const size of v.sizes) size.prices = reprice(size.prices, edit.cents);
      }
      if (tile) tile.prices = reprice(tile.prices, edit.cents);
      return;
    case 'stock': {
      const sizes = variations.flatMap((v) => v.sizes);
      const size = sizes[edit.size % Math.max(1, sizes.length)];
      if (size) Object.assign(size, { stock: edit.stock, available: edit.stock > 0 });
      return;
    }
    case 'visibility':
      // A private listing is not in a public build's pull at all (decisions 6).
      if (edit.to === 'private') return remove(snapshot, listing);
      listing.visibility = edit.to;
      if (tile) tile.visibility = edit.to;
      return;
    case 'add': {
      // An item group of its own: skus are itemGroupId_variationId_sizeId, and the pull refuses two
      // listings sharing a sku (src/catalog/unique-skus.ts).
      const itemGroupId = Math.max(0, ...snapshot.listings.map((l) => l.itemGroupId)) + 1;
      const added: Listing = { ...structuredClone(listing), listingId: maxId(snapshot) + 1, itemGroupId, slug: `${listing.slug}-again-${snapshot.listings.length}`, title: `${listing.title} again` };
      snapshot.listings.push(added);
      if (tile) snapshot.tiles.splice(edit.position % (snapshot.tiles.length + 1), 0, { ...structuredClone(tile), listingId: added.listingId, listingSlug: added.slug, name: added.title, url: tile.url.replace(listing.slug, added.slug) });
      return;
    }
    case 'delete':
      return remove(snapshot, listing);
    case 'collection': {
      const all = snapshot.collections.flatMap(function flat(c): { name: string; slug: string }[] {
        return [{ name: c.name, slug: c.slug }, ...c.children.flatMap(flat)];
      });
      const chosen = all[edit.collection % Math.max(1, all.length)];
      if (!tile || !chosen) return;
      const member = tile.collections.some((c) => c.slug === chosen.slug);
      tile.collections = member ? tile.collections.filter((c) => c.slug !== chosen.slug) : [...tile.collections, chosen];
      return;
    }
    case 'move': {
      if (!tile) return;
      const rest = snapshot.tiles.filter((t) => t !== tile);
      rest.splice(edit.position % (rest.length + 1), 0, tile);
      snapshot.tiles = rest;
      return;
    }
    case 'details': {
      const details = snapshot.productDetails[String(listing.products[0]?.productId)];
      if (details) details.description = edit.text;
      return;
    }
  }
}

function reprice<T extends Partial<Record<string, number>>>(prices: T, cents: number): T {
  return Object.fromEntries(Object.keys(prices).map((currency) => [currency, cents])) as T;
}

function remove(snapshot: StoreSnapshot, listing: Listing): void {
  snapshot.listings = snapshot.listings.filter((l) => l !== listing);
  snapshot.tiles = snapshot.tiles.filter((t: Tile) => t.listingSlug !== listing.slug);
}

function maxId(snapshot: StoreSnapshot): number {
  return Math.max(0, ...snapshot.listings.map((l) => l.listingId));
}
