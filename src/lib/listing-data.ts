import type { ProductDetails } from '../catalog/platform/blanks';
import type { HolidayWindow } from '../catalog/settings';
import type { Listing, StoreSnapshot } from '../catalog/snapshot';
import { servedByAvailability } from './special-digital';

/**
 * What a listing's islands need (variant selector, add to cart, quick-add): every product type with
 * every colour and size, prices per currency and stock, plus the product details. Embedded in the
 * listing page and written into the listing's bucket file (src/lib/listing-buckets.ts) for the cart and
 * quick-add. Server-only fields (teespringId) stay out.
 */
export interface ListingData {
  slug: string;
  listingId: number;
  itemGroupId: number;
  title: string;
  url: string;
  visibility: Listing['visibility'];
  checkoutFlow: Listing['checkoutFlow'];
  primaryProductId: number;
  orders: number;
  thumbnail: string | null;
  /** The store's currency first, then every other currency it sells. */
  currencies: string[];
  preview: boolean;
  products: {
    productId: number;
    productType: string;
    deliveryType: 'physical' | 'digital';
    estimatedShipDate: string | null;
    variations: {
      variationId: number;
      color: string;
      hex: string;
      visibility: Listing['visibility'];
      inventoryCount: number;
      images: Listing['products'][number]['variations'][number]['images'];
      prices: Record<string, number>;
      sizes: { id: number; label: string; available: boolean; stock: number; prices: Record<string, number> }[];
    }[];
  }[];
  details: Record<string, Omit<ProductDetails, 'description'> & { description: string }>;
  holidayWindows: HolidayWindow[];
}

export function listingData(snapshot: StoreSnapshot, listing: Listing): ListingData {
  const details: ListingData['details'] = {};
  for (const product of listing.products) {
    const detail = snapshot.productDetails[String(product.productId)];
    if (detail) details[String(product.productId)] = { ...detail, description: detail.description ?? '' };
  }
  return {
    slug: listing.slug,
    listingId: listing.listingId,
    itemGroupId: listing.itemGroupId,
    title: listing.title,
    url: `/listing/${listing.slug}/`,
    visibility: listing.visibility,
    checkoutFlow: listing.checkoutFlow,
    primaryProductId: listing.primaryProductId,
    orders: listing.orders,
    thumbnail: listing.thumbnail,
    currencies: snapshot.currencies,
    preview: snapshot.preview,
    products: listing.products.map((product) => ({
      productId: product.productId,
      productType: product.productType,
      deliveryType: product.deliveryType,
      estimatedShipDate: product.estimatedShipDate,
      variations: product.variations.map((v) => ({
        variationId: v.variationId,
        color: v.color,
        hex: v.hex,
        visibility: v.visibility,
        inventoryCount: v.inventoryCount,
        images: v.images,
        prices: v.prices as Record<string, number>,
        sizes: v.sizes.map((s) => ({ id: s.id, label: s.label, available: s.available, stock: s.stock, prices: s.prices as Record<string, number> })),
      })),
    })),
    details,
    holidayWindows: snapshot.settings.holidayWindows,
  };
}

/** The product, colour and size a listing address asks for (?product or ?pid, ?variation, ?size), falling back to the primary ones. */
export function selectVariant(data: Pick<ListingData, 'products' | 'primaryProductId'>, params: URLSearchParams) {
  const wanted = Number(params.get('product') ?? params.get('pid') ?? NaN);
  const product =
    data.products.find((p) => p.productId === wanted) ?? data.products.find((p) => p.productId === data.primaryProductId) ?? data.products[0];
  if (!product) return null;
  const variationId = Number(params.get('variation') ?? NaN);
  const variation = product.variations.find((v) => v.variationId === variationId) ?? product.variations[0];
  if (!variation) return null;
  const sizeParam = params.get('size');
  const size = sizeParam === null ? null : (variation.sizes.find((s) => String(s.id) === sizeParam || s.label === sizeParam) ?? null);
  return { product, variation, size };
}

/**
 * Digital items are recognised by their delivery type, by the size label Digital, or as the special
 * digital products (product 1816, type nft) (browsing spec 4).
 */
export function isDigital(product: { productId: number; productType: string; deliveryType: string; variations: { sizes: { label: string }[] }[] }): boolean {
  if (servedByAvailability(product.productId, product.productType)) return true;
  return product.deliveryType === 'digital' || product.variations.some((v) => v.sizes.some((s) => s.label.toLowerCase() === 'digital'));
}
