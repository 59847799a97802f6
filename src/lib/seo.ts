import type { Listing, StoreSnapshot } from '../catalog/snapshot';
import { centsToUnits } from './money';

/** The canonical address of a path on the store's site (astro.config's site, STORE_SITE_URL). */
export function absoluteUrl(site: URL | undefined, path: string): string {
  const base = site ?? new URL('http://127.0.0.1:8788');
  return new URL(path, base).toString();
}

/** JSON for a <script> element: "<" is escaped so no string in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org Product for a listing: one Offer per purchasable variant (product type x colour x
 * size) in the store currency, with its availability.
 */
export function productJsonLd(snapshot: StoreSnapshot, listing: Listing, pageUrl: string, description: string, image: string | null) {
  const currency = snapshot.currencies[0] ?? 'USD';
  const offers = [];
  for (const product of listing.products) {
    for (const variation of product.variations) {
      for (const size of variation.sizes) {
        const price = size.prices[currency] ?? variation.prices[currency];
        if (price === undefined) continue;
        const inStock = size.available && size.stock > 0 && variation.visibility !== 'private';
        const url = new URL(pageUrl);
        url.searchParams.set('product', String(product.productId));
        url.searchParams.set('variation', String(variation.variationId));
        url.searchParams.set('size', String(size.id));
        offers.push({
          '@type': 'Offer',
          sku: `${listing.itemGroupId}_${variation.variationId}_${size.id}`,
          price: centsToUnits(price),
          priceCurrency: currency,
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: url.toString(),
        });
      }
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description,
    ...(image ? { image: [image] } : {}),
    sku: String(listing.itemGroupId),
    productID: String(listing.listingId),
    brand: { '@type': 'Brand', name: snapshot.store.name },
    url: pageUrl,
    offers,
  };
}
