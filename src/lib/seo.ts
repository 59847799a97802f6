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
  const offerUrl = offerUrlOf(pageUrl);
  const offers = [];
  for (const product of listing.products) {
    for (const variation of product.variations) {
      for (const size of variation.sizes) {
        const price = size.prices[currency] ?? variation.prices[currency];
        if (price === undefined) continue;
        const inStock = size.available && size.stock > 0 && variation.visibility !== 'private';
        offers.push({
          '@type': 'Offer',
          sku: `${listing.itemGroupId}_${variation.variationId}_${size.id}`,
          price: centsToUnits(price),
          priceCurrency: currency,
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: offerUrl(product.productId, variation.variationId, size.id),
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

/**
 * An offer's address: the page's with the variant in its query. Most pages have no query or fragment,
 * and their offers' addresses are written out directly: a URL parsed per offer (about fifty a listing)
 * was a fortieth of a large store's render.
 */
function offerUrlOf(pageUrl: string): (productId: number, variationId: number, sizeId: number) => string {
  const page = new URL(pageUrl);
  // Not when the address has a `?` or `#` at all: an empty query or fragment is '' to the URL API but stays in href.
  if (!/[?#]/.test(page.href)) return (productId, variationId, sizeId) => `${page.href}?product=${productId}&variation=${variationId}&size=${sizeId}`;
  return (productId, variationId, sizeId) => {
    const url = new URL(page);
    url.searchParams.set('product', String(productId));
    url.searchParams.set('variation', String(variationId));
    url.searchParams.set('size', String(sizeId));
    return url.toString();
  };
}
