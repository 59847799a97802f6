import type { CartLine } from '../../lib/cart-cookie';
import type { ListingData } from '../../lib/listing-data';

/**
 * The quick-add's rules (browsing spec 4), pure so they are unit-tested: which product of the listing a
 * tile offers, what is in stock, the first choice shown, the price in the shopper's currency and the
 * cart line an Add makes.
 */
export type QuickProduct = ListingData['products'][number];
export type QuickVariation = QuickProduct['variations'][number];
export type QuickSize = QuickVariation['sizes'][number];
export interface Choice {
  variationId: number;
  sizeId: number | null;
}

/** A size is out of stock when it is not offered or none are left. */
export const sizeInStock = (size: QuickSize): boolean => size.available && size.stock > 0;

/** A colour is out of stock when its inventory is 0 or none of its sizes is available. */
export const variationInStock = (variation: QuickVariation): boolean => variation.inventoryCount > 0 && variation.sizes.some(sizeInStock);

/**
 * The tile's product (its productId, else the listing's primary, else the first), with empty entries
 * and colours the shopper may not see (private, outside preview) left out; null when nothing is left.
 */
export function quickAddProduct(listing: Pick<ListingData, 'products' | 'primaryProductId' | 'preview'>, productId: number): QuickProduct | null {
  const products = listing.products.filter(Boolean);
  const product =
    products.find((p) => p.productId === productId) ?? products.find((p) => p.productId === listing.primaryProductId) ?? products[0];
  if (!product) return null;
  const variations = product.variations.filter((v) => v && (listing.preview || v.visibility !== 'private'));
  return variations.length > 0 ? { ...product, variations } : null;
}

/** Nothing to add: the quick-add shows the out-of-stock modal instead of options. */
export const soldOut = (product: QuickProduct | null): boolean => !product || !product.variations.some(variationInStock);

/** The first colour in stock; its size only when it has a single one in stock (a mug, a sticker). */
export function firstChoice(product: QuickProduct): Choice {
  const variation = product.variations.find(variationInStock) ?? product.variations[0]!;
  return { variationId: variation.variationId, sizeId: onlySize(variation) };
}

/** Another colour keeps the chosen size when that colour has it in stock. */
export function chooseColour(product: QuickProduct, choice: Choice, variationId: number): Choice {
  const variation = product.variations.find((v) => v.variationId === variationId);
  if (!variation) return choice;
  const kept = variation.sizes.find((s) => s.id === choice.sizeId && sizeInStock(s));
  return { variationId, sizeId: kept ? kept.id : onlySize(variation) };
}

function onlySize(variation: QuickVariation): number | null {
  const inStock = variation.sizes.filter(sizeInStock);
  return inStock.length === 1 ? inStock[0]!.id : null;
}

/** A price in the shopper's currency, else in the store's first currency (with that currency). */
export function priceIn(prices: Record<string, number>, currency: string, storeCurrencies: readonly string[]): { cents: number; currency: string } | null {
  if (prices[currency] !== undefined) return { cents: prices[currency]!, currency };
  const fallback = storeCurrencies.find((c) => prices[c] !== undefined);
  return fallback ? { cents: prices[fallback]!, currency: fallback } : null;
}

/** One of the chosen variant, keyed by sku itemGroupId_variationId_sizeId (decisions 4). */
export function cartLineOf(listing: Pick<ListingData, 'slug' | 'itemGroupId'>, product: QuickProduct, variation: QuickVariation, size: QuickSize): CartLine {
  return { slug: listing.slug, productId: product.productId, itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: size.id, quantity: 1 };
}

/** Why Add cannot add (the button is disabled and says so), or null. */
export type Blocked = 'preview' | 'private' | 'out-of-stock' | null;
export function blocked(listing: Pick<ListingData, 'visibility'>, variation: QuickVariation, preview: boolean): Blocked {
  if (preview) return 'preview';
  if (listing.visibility === 'private') return 'private';
  return variationInStock(variation) ? null : 'out-of-stock';
}
