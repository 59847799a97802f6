import type { ChoiceCatalog } from './listing-choice';
import type { ListingData } from './listing-data';
import { chartRows, type SizeGuideData } from './listing-size-guide';
import { safeHref, safeImageSrc } from './sanitize';

/**
 * What the listing page hands its islands (at build time, so this module may use the server-side
 * sanitiser): the buy box gets every product, colour and size without images, the gallery gets the
 * images of every colour, each only once in the page.
 */
export interface BuyListing extends ChoiceCatalog {
  slug: string;
  itemGroupId: number;
  title: string;
  preorder: boolean;
  /** The store's currency first (the price shown before the shopper's currency is known). */
  currencies: string[];
  holidayWindows: ListingData['holidayWindows'];
}

export interface GalleryImage {
  label: string;
  full: string;
  thumb: string;
}

export interface GalleryVariation {
  variationId: number;
  color: string;
  images: GalleryImage[];
}

export function buyListing(data: ListingData): BuyListing {
  return {
    slug: data.slug,
    itemGroupId: data.itemGroupId,
    title: data.title,
    preorder: data.checkoutFlow === 'preorder',
    currencies: data.currencies,
    primaryProductId: data.primaryProductId,
    holidayWindows: data.holidayWindows,
    products: data.products.map((p) => ({
      productId: p.productId,
      productType: p.productType,
      deliveryType: p.deliveryType,
      variations: p.variations.map((v) => ({ variationId: v.variationId, color: v.color, hex: /^#[0-9a-fA-F]{3,8}$/.test(v.hex) ? v.hex : '#ccc', inventoryCount: v.inventoryCount, prices: v.prices, sizes: v.sizes })),
    })),
  };
}

/** Size guides by product id: the chart when it has data, else the chart's address, else none (no button). */
export function sizeGuides(data: ListingData): Record<string, SizeGuideData> {
  const guides: Record<string, SizeGuideData> = {};
  for (const [productId, details] of Object.entries(data.details)) {
    const url = safeHref(details.sizeChartUrl);
    const guide = chartRows(details.sizeChart) ?? (url ? { kind: 'link' as const, url } : null);
    if (guide) guides[productId] = guide;
  }
  return guides;
}

export function galleryVariations(data: ListingData): GalleryVariation[] {
  return data.products.flatMap((p) =>
    p.variations.map((v) => ({
      variationId: v.variationId,
      color: v.color,
      images: v.images.flatMap((image) => {
        const full = safeImageSrc(image.full);
        return full ? [{ label: image.label, full, thumb: safeImageSrc(image.thumbsmall) ?? safeImageSrc(image.small) ?? full }] : [];
      }),
    })),
  );
}
