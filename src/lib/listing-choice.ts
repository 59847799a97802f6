/**
 * The shopper's choice on a listing page (browsing spec 2 and 4): product type, colour (variation) and
 * size, read from and written to the address as ?product (or ?pid), ?variation and ?size. Pure, so the
 * listing island, the pre-order form and the tests share one set of rules.
 */
import { skuOf } from './sku';

// What the rules read of a listing (ListingData of listing-data.ts has all of it, and more).
export interface ListingSize {
  id: number;
  label: string;
  available: boolean;
  stock: number;
  prices: Record<string, number>;
}
export interface ListingVariation {
  variationId: number;
  color: string;
  hex: string;
  inventoryCount: number;
  prices: Record<string, number>;
  sizes: ListingSize[];
}
export interface ListingProduct {
  productId: number;
  productType: string;
  deliveryType: 'physical' | 'digital';
  variations: ListingVariation[];
}
export interface ChoiceCatalog {
  primaryProductId: number;
  products: ListingProduct[];
}

export interface Choice {
  productId: number;
  variationId: number;
  /** null only when the colour offers no sizes at all. */
  sizeId: number | null;
}

export interface Chosen {
  product: ListingProduct;
  variation: ListingVariation;
  size: ListingSize | null;
}

export const LISTING_PARAMS = ['product', 'pid', 'variation', 'size'] as const;

/** A size is out of stock when its colour's inventory is 0, it is not offered, or none is left. */
export const sizeInStock = (variation: Pick<ListingVariation, 'inventoryCount'>, size: Pick<ListingSize, 'available' | 'stock'>): boolean =>
  variation.inventoryCount > 0 && size.available && size.stock > 0;

/** A colour is out of stock when its inventory is 0 or it has no size left (browsing spec 4). */
export const variationInStock = (variation: Pick<ListingVariation, 'inventoryCount' | 'sizes'>): boolean =>
  variation.sizes.some((size) => sizeInStock(variation, size));

/** How many of the chosen size may be bought: 0 when out of stock. */
export const stockOf = (chosen: Pick<Chosen, 'variation' | 'size'>): number =>
  chosen.size && sizeInStock(chosen.variation, chosen.size) ? chosen.size.stock : 0;

/** The size a colour starts with: the one with `label` if it is in stock there, else the first in stock, else the first. */
export function defaultSize(variation: ListingVariation, label?: string): ListingSize | null {
  const inStock = variation.sizes.filter((size) => sizeInStock(variation, size));
  return inStock.find((size) => size.label === label) ?? inStock[0] ?? variation.sizes[0] ?? null;
}

function choiceOf(product: ListingProduct, variation: ListingVariation, size: ListingSize | null): Choice {
  return { productId: product.productId, variationId: variation.variationId, sizeId: size?.id ?? null };
}

/** The listing's plain choice: its primary product's first colour and that colour's first size in stock. */
export function defaultChoice(data: ChoiceCatalog): Choice | null {
  const product = data.products.find((p) => p.productId === data.primaryProductId) ?? data.products[0];
  const variation = product?.variations[0];
  return product && variation ? choiceOf(product, variation, defaultSize(variation)) : null;
}

export function resolveChoice(data: ChoiceCatalog, choice: Choice): Chosen | null {
  const product = data.products.find((p) => p.productId === choice.productId);
  const variation = product?.variations.find((v) => v.variationId === choice.variationId);
  if (!product || !variation) return null;
  return { product, variation, size: variation.sizes.find((s) => s.id === choice.sizeId) ?? null };
}

/**
 * The choice an address asks for. Missing parameters take the plain choice's values (a colour alone
 * picks its product); `known` is false when a parameter names an unknown product, colour or size, and
 * the page then falls back to the listing's plain address.
 */
export function choiceFromParams(data: ChoiceCatalog, params: URLSearchParams): { choice: Choice; known: boolean; unknownProduct?: true } | null {
  const plain = defaultChoice(data);
  if (!plain) return null;
  const fallback = { choice: plain, known: false };
  const productParam = params.get('product') ?? params.get('pid');
  // The platform's 404 ProductError (browsing spec 8): the page says 'Product not found' and shows the listing.
  if (productParam !== null && !data.products.some((p) => String(p.productId) === productParam)) return { ...fallback, unknownProduct: true };
  const variationParam = params.get('variation');
  const sizeParam = params.get('size');
  const byVariation = variationParam === null ? undefined : data.products.find((p) => p.variations.some((v) => String(v.variationId) === variationParam));
  const product =
    productParam !== null
      ? data.products.find((p) => String(p.productId) === productParam)
      : (byVariation ?? data.products.find((p) => p.productId === plain.productId));
  if (!product) return fallback;
  const variation = variationParam === null ? product.variations[0] : product.variations.find((v) => String(v.variationId) === variationParam);
  if (!variation) return fallback;
  const size = sizeParam === null ? defaultSize(variation) : variation.sizes.find((s) => String(s.id) === sizeParam || s.label === sizeParam);
  if (size === undefined) return fallback;
  return { choice: choiceOf(product, variation, size), known: true };
}

/** The address for a choice: the listing parameters replaced (pid becomes product), any other kept; null gives the plain address. */
export function addressFor(href: string, choice: Choice | null): string {
  const url = new URL(href);
  for (const key of LISTING_PARAMS) url.searchParams.delete(key);
  if (choice) {
    url.searchParams.set('product', String(choice.productId));
    url.searchParams.set('variation', String(choice.variationId));
    if (choice.sizeId !== null) url.searchParams.set('size', String(choice.sizeId));
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Another product type: its first colour, keeping the size label when that size is in stock there. */
export function withProduct(data: ChoiceCatalog, current: Chosen | null, productId: number): Choice | null {
  const product = data.products.find((p) => p.productId === productId);
  const variation = product?.variations[0];
  return product && variation ? choiceOf(product, variation, defaultSize(variation, current?.size?.label)) : null;
}

/** Another colour of the current product, keeping the size label when that size is in stock there. */
export function withVariation(current: Chosen, variationId: number): Choice | null {
  const variation = current.product.variations.find((v) => v.variationId === variationId);
  return variation ? choiceOf(current.product, variation, defaultSize(variation, current.size?.label)) : null;
}

export const sameChoice = (a: Choice | null, b: Choice | null): boolean =>
  a === b || (a !== null && b !== null && a.productId === b.productId && a.variationId === b.variationId && a.sizeId === b.sizeId);

/** The price in the shopper's currency, or in the store's first currency when that one is missing. */
export function priceOf(chosen: Pick<Chosen, 'variation' | 'size'>, currency: string, storeCurrency: string): { cents: number; currency: string } | null {
  for (const c of [currency, storeCurrency]) {
    const cents = chosen.size?.prices[c] ?? chosen.variation.prices[c];
    if (cents !== undefined) return { cents, currency: c };
  }
  return null;
}

/**
 * The listing with each size's stock as the live inventory has it now (`stock` by sku,
 * itemGroupId_variationId_sizeId); a size the answer does not name keeps the build's count, or has
 * `absent` when given (the server leaves out what it does not sell: private, withdrawn, unpriced).
 */
interface StockedListing {
  itemGroupId: number;
  products: { variations: { variationId: number; sizes: { id: number; stock: number }[] }[] }[];
}
export function withStockBySku<T extends StockedListing>(listing: T, stock: ReadonlyMap<string, number>, absent?: number): T {
  return {
    ...listing,
    products: listing.products.map((product) => ({
      ...product,
      variations: product.variations.map((variation) => ({
        ...variation,
        sizes: variation.sizes.map((size) => {
          const live = stock.get(skuOf(listing.itemGroupId, variation.variationId, size.id)) ?? absent;
          return live === undefined ? size : { ...size, stock: Math.max(0, live) };
        }),
      })),
    })),
  };
}

/** The skus of a listing that can be bought (in stock), as `withStockBySku` keys them. */
export function skusInStock(listing: ChoiceCatalog & { itemGroupId: number }): string[] {
  return listing.products.flatMap((product) =>
    product.variations.flatMap((variation) => variation.sizes.filter((size) => sizeInStock(variation, size)).map((size) => skuOf(listing.itemGroupId, variation.variationId, size.id))),
  );
}
