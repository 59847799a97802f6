import { CURRENCIES, type Currency } from './platform/localization';
import type { ListingAnswer, PlatformVariation } from './platform/listing';
import type { PlatformTile } from './platform/products';
import type { Listing, ListingProduct, Prices, Tile, Variation } from './snapshot';
import { servedByAvailability } from '../lib/special-digital';

/** Per-currency answers for one listing: the listing call and the every-product-type call. */
export interface ListingAnswers {
  currency: Currency;
  listing: ListingAnswer;
  products: PlatformVariation[] | null;
}

/** Stock per variation and size when the source has it (decisions 3), keyed "variationId_sizeId". */
export type StockTable = Map<string, number>;

const DIGITAL = 'Digital';

/**
 * Merges one listing's answers in every currency into the snapshot's listing. The first answer
 * (the store's own currency) gives the structure; the others add their prices.
 */
export function normalizeListing(slug: string, answers: ListingAnswers[], stock: StockTable | null): Listing {
  const [first] = answers;
  if (!first) throw new Error(`no answers for listing ${slug}`);
  const base = first.listing;
  const variationsOf = (answer: ListingAnswers) => (answer.products?.length ? answer.products : answer.listing.primaryProduct);

  const priceOf = new Map<string, Prices>();
  const addPrice = (key: string, currency: Currency, cents: number) => {
    const prices = priceOf.get(key) ?? {};
    prices[currency] = cents;
    priceOf.set(key, prices);
  };
  for (const answer of answers) {
    for (const v of variationsOf(answer)) {
      addPrice(`${v.productId}/${v.variationId}`, answer.currency, v.price);
      for (const size of v.availableSizesWithId) addPrice(`${v.productId}/${v.variationId}/${size.id}`, answer.currency, size.price);
    }
  }

  const products = new Map<number, ListingProduct>();
  for (const v of variationsOf(first)) {
    let product = products.get(v.productId);
    if (!product) {
      // The special digital products (1816, nft) are digital whatever the platform's delivery details say.
      const digital = servedByAvailability(v.productId, v.productType) || v.deliveryDetails.type === 'digital' || v.sizes.some((s) => s.label === DIGITAL);
      product = {
        productId: v.productId,
        productType: v.productType,
        deliveryType: digital ? 'digital' : 'physical',
        estimatedShipDate: v.deliveryDetails.estimatedShipDate ?? null,
        variations: [],
      };
      products.set(v.productId, product);
    }
    if (product.variations.some((existing) => existing.variationId === v.variationId)) continue;
    product.variations.push(toVariation(v, priceOf, stock));
  }

  const ordered = [...products.values()].sort(
    (a, b) => Number(b.productId === base.primaryProductId) - Number(a.productId === base.primaryProductId),
  );
  return {
    listingId: base.listingId,
    itemGroupId: base.itemGroupId,
    slug,
    title: base.title,
    descriptionHtml: base.description,
    url: base.url,
    visibility: base.visibility,
    primaryProductId: base.primaryProductId,
    checkoutFlow: base.checkout_flow === 'preorder' ? 'preorder' : 'default',
    orders: base.orders,
    productionTechniques: base.fulfillmentDetails.productionTechniques,
    thumbnail: base.listingThumbnails?.primary ?? null,
    products: ordered,
  };
}

function toVariation(v: PlatformVariation, priceOf: Map<string, Prices>, stock: StockTable | null): Variation {
  const available = new Set(v.availableSizesWithId.map((s) => s.id));
  return {
    variationId: v.variationId,
    teespringId: v.teespringId,
    color: v.color,
    hex: v.attributes.hex.toUpperCase(),
    visibility: v.visibility,
    inventoryCount: v.inventoryCount,
    images: v.images,
    prices: priceOf.get(`${v.productId}/${v.variationId}`) ?? {},
    sizes: v.sizes.map((size) => {
      const isAvailable = available.has(size.id);
      const known = stock?.get(`${v.variationId}_${size.id}`);
      // Without a stock table, a size offered now holds the colour's inventory count.
      const units = known ?? (isAvailable ? Math.max(0, v.inventoryCount) : 0);
      return {
        id: size.id,
        label: size.label,
        available: isAvailable && units > 0,
        prices: isAvailable ? (priceOf.get(`${v.productId}/${v.variationId}/${size.id}`) ?? {}) : {},
        stock: isAvailable ? units : 0,
      };
    }),
  };
}

/** The listing slug of a tile's url: /listing/{slug}?product={productId} */
export function listingSlugOf(url: string): string | null {
  const match = /\/listing\/([^/?#]+)/.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]).toLowerCase() : null;
}

/** A tile with a price in every currency: its own price for the store currency, the listing's for others. */
export function normalizeTile(tile: PlatformTile, currency: Currency, listing: Listing): Tile {
  const productId = Number(new URL(tile.url, 'http://x').searchParams.get('product')) || tile.id;
  const product = listing.products.find((p) => p.productId === productId) ?? listing.products[0];
  const prices: Prices = { ...(product?.variations[0]?.prices ?? {}) };
  prices[currency] = tile.price;
  return {
    productId,
    listingId: tile.listingId,
    listingSlug: listing.slug,
    name: tile.name,
    url: tile.url,
    prices,
    productName: tile.productName,
    productGroupName: tile.productGroupName,
    imageUrl: tile.imageUrl,
    additionalImages: {
      ...(tile.additionalImages.front ? { front: tile.additionalImages.front.src } : {}),
      ...(tile.additionalImages.back ? { back: tile.additionalImages.back.src } : {}),
    },
    // Lower-cased like the store's collection menu (pull.ts toCollection), so a tile is found in its collection.
    collections: tile.collections.map(({ name, slug }) => ({ name, slug: slug.toLowerCase() })),
    visibility: listing.visibility,
  };
}

export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);
