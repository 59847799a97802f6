/**
 * The platform calls a pull makes, described once so that the HTTP source (URLs) and the store
 * directory source (file names) answer the same questions, and one parser reads both.
 */
export type PlatformCall =
  | { kind: 'store'; slug: string }
  | { kind: 'collections'; slug: string }
  | { kind: 'localization'; slug: string }
  | { kind: 'theme'; slug: string; accessCode?: string | undefined }
  | { kind: 'productCache'; slug: string }
  | { kind: 'products'; slug: string; currency: string; region: string; page: number; preview: boolean }
  | { kind: 'listing'; slug: string; storeSlug: string; currency: string; region: string; countryCode: string; preview: boolean }
  | { kind: 'listingProducts'; slug: string; storeSlug: string; currency: string; region: string; countryCode: string; preview: boolean }
  | { kind: 'blanks'; productId: number }
  // The alternative collections calls, when the store's collectionsOption is on (browsing spec 7).
  | { kind: 'storeCollectionList'; slug: string }
  | { kind: 'collectionItems'; collectionId: number; page: number };

/** The name used in error texts, as in '{name} Request retry exceeded limit'. */
export const CALL_NAMES: Record<PlatformCall['kind'], string> = {
  store: 'Store',
  collections: 'Collections',
  localization: 'Localization details',
  theme: 'Theme',
  productCache: 'Product cache',
  products: 'Products',
  listing: 'Listing',
  listingProducts: 'Listing products',
  blanks: 'Product details',
  storeCollectionList: 'Store collections',
  collectionItems: 'Collection items',
};

export interface PlatformBases {
  api: string;
  theme?: string | undefined;
  productCache?: string | undefined;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}

const trim = (base: string) => base.replace(/\/+$/, '');

/** The platform address of a call (platform-api.md). */
export function callUrl(call: PlatformCall, bases: PlatformBases): string {
  const api = trim(bases.api);
  const any = (preview: boolean) => (preview ? 'any' : undefined);
  switch (call.kind) {
    case 'store':
      return `${api}/v1/stores?${query({ slug: call.slug })}`;
    case 'collections':
      return `${api}/v1/stores/collections?${query({ slug: call.slug })}`;
    case 'localization':
      return `${api}/v1/localization_details?${query({ storeId: call.slug })}`;
    case 'theme':
      return `${trim(bases.theme ?? `${api}/theme`)}?${query({ siteKey: call.slug, accessCode: call.accessCode })}`;
    case 'productCache':
      return `${trim(bases.productCache ?? `${api}/product-cache`)}/${encodeURIComponent(call.slug)}.json`;
    case 'products':
      return `${api}/v1/stores/products?${query({ slug: call.slug, currency: call.currency, region: call.region, page: call.page, visibility: any(call.preview) })}`;
    case 'listing':
      return `${api}/v1/listings?${query({ slug: call.slug, currency: call.currency, region: call.region, country_code: call.countryCode, storeSlug: call.storeSlug, visibility: any(call.preview) })}`;
    case 'listingProducts':
      return `${api}/v0/listing/${encodeURIComponent(call.slug)}?${query({ store_slug: call.storeSlug, currency: call.currency, region: call.region, country_code: call.countryCode, visibility: any(call.preview) })}`;
    case 'blanks':
      return `${api}/v1/blanks?${query({ id: call.productId })}`;
    case 'storeCollectionList':
      return `${api}/v1/collections?${query({ storeSlug: call.slug })}`;
    case 'collectionItems':
      return `${api}/v1/collection/${call.collectionId}/items?${query({ page: call.page })}`;
  }
}

/**
 * The file in a store directory that holds a call's answer. Listing answers are kept per currency
 * because the platform prices each currency itself (decisions 2). A directory holds the
 * `visibility=any` answers; the pull applies the visibility rules itself (decisions 6).
 */
export function callFile(call: PlatformCall): string {
  switch (call.kind) {
    case 'store':
      return 'store.json';
    case 'collections':
      return 'collections.json';
    case 'localization':
      return 'localization.json';
    case 'theme':
      return 'theme.json';
    case 'productCache':
      return 'product-cache.json';
    case 'products':
      return `products/page-${call.page}.json`;
    case 'listing':
      return `listings/${call.slug}.${call.currency}.json`;
    case 'listingProducts':
      return `listing-products/${call.slug}.${call.currency}.json`;
    case 'blanks':
      return `blanks/${call.productId}.json`;
    case 'storeCollectionList':
      return 'collection-list.json';
    case 'collectionItems':
      return `collection-items/${call.collectionId}/page-${call.page}.json`;
  }
}

/** How a call is named in errors: method and path without the host. */
export function describeCall(call: PlatformCall): string {
  const url = new URL(callUrl(call, { api: 'http://platform', theme: 'http://theme', productCache: 'http://cache' }));
  return `GET ${url.host === 'platform' ? '' : `{${url.host}}`}${url.pathname}${url.search}`;
}
