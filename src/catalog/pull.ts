import { assertUniqueSkus } from './unique-skus';
import { listingContext, listingKey, type ListingCache } from './listing-cache';
import type { ZodType, output } from 'zod';
import type { PlatformCall } from './calls';
import { PullError, StoreNotFoundError, RetryExceededError } from './errors';
import { readStoreFiles } from './local-files';
import { isCurrency, listingSlugOf, normalizeListing, normalizeTile, type ListingAnswers } from './normalize';
import { mapLimit } from './pool';
import { pullCollectionItems } from './collection-tiles';
import { productDetailsSchema, type ProductDetails } from './platform/blanks';
import { collectionsAnswerSchema, type PlatformCollection } from './platform/collections';
import { listingAnswerSchema, listingErrorSchema, listingProductsAnswerSchema, type ListingAnswer } from './platform/listing';
import { DEFAULT_LOCALIZATION, localizationSchema, type Currency } from './platform/localization';
import { productCacheSchema, productsPageSchema, type PlatformTile, type ProductsPage } from './platform/products';
import { storeErrorSchema, storeSchema } from './platform/store';
import { themeSchema } from './platform/theme';
import { fetchParsed, isMiss, missOf, parseAnswer, refusal, type Miss } from './read-answer';
import type { Collection, Listing, StoreSnapshot, Tile } from './snapshot';
import { isOk, type CatalogSource, type SourceAnswer } from './sources/source';
import { defaultTheme, replaceAssetPath, resolveTheme } from './theme';

export interface PullOptions {
  slug: string;
  source: CatalogSource;
  /** The folder with the store's own files (settings, support, legal, stock); null for none. */
  storeFilesDir: string | null;
  preview?: boolean;
  themeAccessCode?: string | undefined;
  assetBase?: string;
  concurrency?: number;
  onProgress?: (message: string) => void;
  onWarning?: (message: string) => void;
  /** Listings the last pull made, taken again when their answers are the same text (src/catalog/listing-cache.ts). */
  listingCache?: ListingCache;
}

/** Pulls one store from a source, validates every answer and returns its snapshot. */
export async function pullStore(options: PullOptions): Promise<StoreSnapshot> {
  const slug = options.slug.toLowerCase();
  const { source } = options;
  const preview = options.preview ?? false;
  const warn = options.onWarning ?? (() => {});
  const progress = options.onProgress ?? (() => {});
  const concurrency = options.concurrency ?? 8;

  const storeCall: PlatformCall = { kind: 'store', slug };
  const storeAnswer = await source.fetch(storeCall);
  const notFound = storeErrorSchema.safeParse(storeAnswer.body);
  if (notFound.success && /not found/i.test(notFound.data.errors.store)) {
    throw new StoreNotFoundError(slug, notFound.data.errors.store);
  }
  if (storeAnswer.status === 404) throw new StoreNotFoundError(slug, 'the platform answered 404');
  if (storeAnswer.status >= 400) throw refusal(slug, storeCall, { miss: 'refused', status: storeAnswer.status, body: storeAnswer.body });
  const store = parseAnswer(slug, storeCall, storeSchema, storeAnswer.body);

  const localization = await optional(source, slug, { kind: 'localization', slug }, localizationSchema, warn);
  const currencies = currenciesOf(localization ?? DEFAULT_LOCALIZATION);
  const [storeCurrency] = currencies as [Currency];
  const region = (localization ?? DEFAULT_LOCALIZATION).buyer_region;

  const themeAnswer = await optional(source, slug, { kind: 'theme', slug, accessCode: options.themeAccessCode }, themeSchema, warn, true);
  let theme = themeAnswer ? resolveTheme(themeAnswer, store.name) : defaultTheme(store.name);
  // Preview mode is never switched on for a public build by theme data (decisions 7).
  theme = { ...theme, previewMode: preview };
  if (options.assetBase !== undefined) theme = replaceAssetPath(theme, options.assetBase);

  const collectionsCall: PlatformCall = { kind: 'collections', slug };
  const collectionsAnswer = await fetchParsed(source, slug, collectionsCall, collectionsAnswerSchema);
  if (isMiss(collectionsAnswer) && collectionsAnswer.miss === 'refused') throw refusal(slug, collectionsCall, collectionsAnswer);
  const collections = isMiss(collectionsAnswer) ? [] : collectionsAnswer.collections.map(toCollection);

  // The store's own files first: its collectionsOption decides where the tiles come from.
  const files = await readStoreFiles(slug, options.storeFilesDir);
  const fromCollection = files.settings.flags.collectionsOption ? await pullCollectionItems(source, slug, warn, progress) : null;
  const platformTiles = fromCollection ?? (await pullTiles(source, slug, storeCurrency, region, preview, warn, progress));
  const slugs = [...new Set(platformTiles.map((tile) => listingSlugOf(tile.url)).filter((s): s is string => s !== null))];

  const cache = options.listingCache ? { ...options.listingCache, context: listingContext(options.listingCache.code, { currencies, region, preview, stock: files.stock }) } : null;
  let done = 0;
  // About twenty lines for a store of any size (a 50,000-listing pull printed two hundred).
  const every = Math.max(250, Math.ceil(slugs.length / 20 / 250) * 250);
  const pulled = await mapLimit(slugs, concurrency, async (listingSlug) => {
    const listing = await pullListing(source, slug, listingSlug, currencies, region, preview, files.stock, warn, cache);
    done++;
    if (done % every === 0 || done === slugs.length) progress(`listings fetched: ${done}/${slugs.length}`);
    return listing;
  });
  // Private listings never reach a public build (decisions 6).
  const listings = pulled.filter((l): l is Listing => l !== null && (preview || l.visibility !== 'private'));
  assertUniqueSkus(slug, listings);
  const bySlug = new Map(listings.map((l) => [l.slug, l]));

  const tiles: Tile[] = [];
  for (const tile of platformTiles) {
    const listing = bySlug.get(listingSlugOf(tile.url) ?? '');
    if (listing) tiles.push(normalizeTile(tile, storeCurrency, listing));
  }

  const productIds = [...new Set(listings.flatMap((l) => l.products.map((p) => p.productId)))];
  const details = await mapLimit(productIds, concurrency, (productId) =>
    optional(source, slug, { kind: 'blanks', productId }, productDetailsSchema, warn),
  );
  const productDetails: Record<string, ProductDetails> = {};
  productIds.forEach((productId, i) => {
    const detail = details[i];
    if (detail) productDetails[String(productId)] = detail;
  });

  return {
    schemaVersion: 1,
    slug,
    pulledAt: new Date().toISOString(),
    source: source.kind,
    preview,
    store: { ...store, slug },
    settings: files.settings,
    localization: localization ?? DEFAULT_LOCALIZATION,
    currencies,
    theme,
    collections,
    tiles,
    listings,
    productDetails,
    support: files.support,
    legal: files.legal,
  };
}

function toCollection(collection: PlatformCollection): Collection {
  return { id: collection.id, name: collection.name, slug: collection.slug.toLowerCase(), children: collection.collections.map(toCollection) };
}

function currenciesOf(localization: typeof DEFAULT_LOCALIZATION): Currency[] {
  const listed = localization.available_currencies.map((c) => c.currency).filter(isCurrency);
  return [...new Set([localization.buyer_currency, ...listed])];
}

/**
 * A call whose failure has a default (localization, theme, product details): a 404, a refusal or an
 * exhausted retry gives undefined. A theme that fails validation falls back too, loudly, so that a
 * seller's broken theme does not take the store down.
 */
async function optional<S extends ZodType>(
  source: CatalogSource,
  slug: string,
  call: PlatformCall,
  schema: S,
  warn: (message: string) => void,
  lenient = false,
): Promise<output<S> | undefined> {
  try {
    const answer = await fetchParsed(source, slug, call, schema);
    if (isMiss(answer)) {
      if (answer.status !== 404) warn(`${call.kind} answered ${answer.status}; using defaults`);
      return undefined;
    }
    return answer;
  } catch (error) {
    if (error instanceof RetryExceededError || (lenient && error instanceof PullError)) {
      warn(`${error.message}; using defaults`);
      return undefined;
    }
    throw error;
  }
}

/** Every tile: the product cache file first, then paging the products call (platform-api.md). */
async function pullTiles(
  source: CatalogSource,
  slug: string,
  currency: Currency,
  region: string,
  preview: boolean,
  warn: (message: string) => void,
  progress: (message: string) => void,
): Promise<PlatformTile[]> {
  // The cache holds public tiles only, so a preview build always pages with visibility=any.
  if (!preview) {
    try {
      const cached = await fetchParsed(source, slug, { kind: 'productCache', slug }, productCacheSchema);
      if (!isMiss(cached)) return cached.products;
      warn(`product cache answered ${cached.status}; paging the products call`);
    } catch (error) {
      warn(`product cache failed (${(error as Error).message}); paging the products call`);
    }
  }
  const tiles: PlatformTile[] = [];
  for (let page: number | null = 1; page !== null;) {
    const call: PlatformCall = { kind: 'products', slug, currency, region, page, preview };
    const answer: ProductsPage | Miss = await fetchParsed(source, slug, call, productsPageSchema);
    if (isMiss(answer)) throw refusal(slug, call, answer);
    tiles.push(...answer.products);
    progress(`tiles fetched: ${tiles.length}/${answer.total_count}`);
    page = answer.next !== null && answer.next > page ? answer.next : null;
  }
  return tiles;
}

async function pullListing(
  source: CatalogSource,
  storeSlug: string,
  slug: string,
  currencies: Currency[],
  region: string,
  preview: boolean,
  stock: Parameters<typeof normalizeListing>[2],
  warn: (message: string) => void,
  cache: (ListingCache & { context: string }) | null,
): Promise<Listing | null> {
  type Fetched = { currency: Currency; base: Omit<Extract<PlatformCall, { kind: 'listing' }>, 'kind'>; listing: SourceAnswer; parsed: ListingAnswer | null; products: SourceAnswer };
  const fetched: Fetched[] = [];
  for (const currency of currencies) {
    const base = { slug, storeSlug, currency, region, countryCode: 'US', preview };
    const listing = await source.fetch({ kind: 'listing', ...base });
    // A listing the platform refuses or reports missing (`errors`, even with a 200) is judged at once,
    // without asking for its products: a lost listing is left out, not a reason to fail the pull.
    let parsed: ListingAnswer | null = null;
    if (!isOk(listing) || listing.text === undefined || listing.text.includes('"errors"')) {
      parsed = judged(storeSlug, base, listing, warn);
      if (parsed === null) return null;
    }
    fetched.push({ currency, base, listing, parsed, products: await source.fetch({ kind: 'listingProducts', ...base }) });
  }
  const key = cache ? listingKey(cache.context, fetched.flatMap((f) => [f.listing, f.products])) : null;
  const kept = cache && key ? takeCached(cache.find(slug, key)) : undefined;
  if (cache && key && kept) {
    cache.keep(slug, key, true);
    return kept;
  }
  const answers: ListingAnswers[] = [];
  for (const { currency, base, listing, parsed: judgedBefore, products } of fetched) {
    const parsed = judgedBefore ?? judged(storeSlug, base, listing, warn);
    if (!parsed) return null;
    const productsCall: PlatformCall = { kind: 'listingProducts', ...base };
    const payload = isOk(products) ? parseAnswer(storeSlug, productsCall, listingProductsAnswerSchema, products.body).products_payload : null;
    answers.push({ currency, listing: parsed, products: payload });
  }
  const made = normalizeListing(slug, answers, stock);
  if (cache && key) cache.keep(slug, key, false);
  return made;
}

/** A cached listing's JSON parsed; a line the disk damaged is a miss (the listing is made again), not a failed pull. */
function takeCached(json: string | undefined): Listing | undefined {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as Listing;
  } catch {
    return undefined;
  }
}

/** A listing answer parsed, or null (warned) when the platform says the listing or product is missing. */
function judged(storeSlug: string, base: Omit<Extract<PlatformCall, { kind: 'listing' }>, 'kind'>, answer: SourceAnswer, warn: (message: string) => void): ListingAnswer | null {
  const listingCall: PlatformCall = { kind: 'listing', ...base };
  // The platform reports a missing listing or product as `errors`, with a 404 or even a 200.
  const notFound = listingErrorSchema.safeParse(answer.body);
  if (answer.status === 404 || (notFound.success && (notFound.data.errors.listing || notFound.data.errors.product))) {
    warn(`listing ${base.slug} (${base.currency}) not found; left out`);
    return null;
  }
  if (answer.status >= 300) throw refusal(storeSlug, listingCall, missOf(answer));
  return parseAnswer(storeSlug, listingCall, listingAnswerSchema, answer.body);
}
