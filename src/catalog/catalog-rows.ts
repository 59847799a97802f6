import { skuOf } from '../lib/sku';
import type { Currency } from './platform/localization';
import type { Listing, StoreSnapshot } from './snapshot';

/** One purchasable unit as D1 holds it: what the server prices checkouts from. */
export interface CatalogRow {
  sku: string;
  listingId: number;
  listingSlug: string;
  itemGroupId: number;
  productId: number;
  variationId: number;
  sizeId: number;
  teespringId: number;
  title: string;
  productType: string;
  color: string;
  sizeLabel: string;
  image: string | null;
  deliveryType: 'physical' | 'digital';
  visibility: 'public' | 'private' | 'unlisted';
  checkoutFlow: 'default' | 'preorder';
  stock: number;
  prices: Partial<Record<Currency, number>>;
}

/**
 * Every sku of the snapshot. A size that is not offered now still gets a row (with stock 0 and no
 * price) so that a cart line pointing at it is recognised as out of stock rather than unknown.
 */
export function catalogRows(snapshot: Pick<StoreSnapshot, 'listings'>): CatalogRow[] {
  return snapshot.listings.flatMap(listingRows);
}

/** The skus of one listing (catalogRows, listing by listing: a large store's import is written without every row at once). */
export function listingRows(listing: Listing): CatalogRow[] {
  const rows: CatalogRow[] = [];
  for (const product of listing.products) {
    for (const variation of product.variations) {
      const image = variation.images.find((i) => i.label === 'front' || i.label === 'primary') ?? variation.images[0];
      for (const size of variation.sizes) {
        rows.push({
          sku: skuOf(listing.itemGroupId, variation.variationId, size.id),
          listingId: listing.listingId,
          listingSlug: listing.slug,
          itemGroupId: listing.itemGroupId,
          productId: product.productId,
          variationId: variation.variationId,
          sizeId: size.id,
          teespringId: variation.teespringId,
          title: listing.title,
          productType: product.productType,
          color: variation.color,
          sizeLabel: size.label,
          image: image?.thumblarge ?? null,
          deliveryType: product.deliveryType,
          visibility: variation.visibility === 'private' ? 'private' : listing.visibility,
          checkoutFlow: listing.checkoutFlow,
          stock: size.available ? size.stock : 0,
          prices: size.prices,
        });
      }
    }
  }
  return rows;
}

/**
 * The skus of one listing, as listingRows makes them, without the rest of each row: the import's
 * retiring statements read only these, and a 5,000-listing store has 250,000 rows.
 */
export function listingSkus(listing: Listing): Pick<CatalogRow, 'sku' | 'listingId'>[] {
  const skus: Pick<CatalogRow, 'sku' | 'listingId'>[] = [];
  for (const product of listing.products) {
    for (const variation of product.variations) {
      for (const size of variation.sizes) skus.push({ sku: skuOf(listing.itemGroupId, variation.variationId, size.id), listingId: listing.listingId });
    }
  }
  return skus;
}
