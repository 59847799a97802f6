/**
 * Writes the bundled demo store directory (stores/demo): one JSON file per platform call, named by
 * callFile() (src/catalog/calls.ts), the storefront-owned files (settings, support, legal,
 * inventory) and public/ with SVG mock-ups drawn here. Deterministic: re-running gives identical files.
 *
 *   npx tsx scripts/demo/make-demo-store.ts [--out stores/demo]
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callFile } from '../../src/catalog/calls';
import { CURRENCIES, type Currency } from '../../src/catalog/platform/localization';
import { toPlatformSizeChart } from '../lib/size-charts';
import {
  LOCALES,
  REGIONS,
  imageSet,
  price,
  seededRandom,
  writeJson,
  writeText,
  type BlankAnswer,
  type CollectionsAnswer,
  type ListingAnswer,
  type ListingProductsAnswer,
  type LocalizationAnswer,
  type ProductCacheAnswer,
  type ProductsPageAnswer,
  type StoreAnswer,
  type TileAnswer,
  type VariationAnswer,
} from '../lib/store-files';
import { mockupSvg } from '../lib/svg-mockup';
import { aboutSvg, faviconSvg, heroSvg, logoSvg } from './brand-art';
import {
  BRAND,
  COLLECTIONS,
  DESIGNS,
  PALETTE,
  PRODUCT_TYPES,
  SIZE_IDS,
  STOCK_COUNTS,
  STOCK_QUIRKS,
  collectionsOf,
  designOf,
  type CollectionDef,
  type DesignDef,
  type ProductType,
} from './catalog';
import { LEGAL, PROMO_CODES, SETTINGS, SOCIAL_MEDIA, SUPPORT, THEME } from './content';

const SYMBOLS: Record<Currency, string> = { USD: '$', GBP: '£', EUR: '€', AUD: 'A$', CAD: 'CA$' };
const PAGE_SIZE = 12;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'stores/demo' } } });
const out = resolve(repoRoot, args.out ?? 'stores/demo');

const slug = BRAND.slug;
const file = (call: Parameters<typeof callFile>[0]) => callFile(call);
const callBase = { storeSlug: slug, region: 'USA', countryCode: 'US', preview: true };

/** One product type in one colour, before it is priced in a currency. */
interface VariationDraft {
  productId: number;
  variationId: number;
  teespringId: number;
  type: ProductType;
  colour: string;
  hex: string;
  inventoryCount: number;
  visibility: 'public' | 'private' | 'unlisted';
  images: ReturnType<typeof imageSet>[];
  available: string[];
  estimatedShipDate?: string | undefined;
}

interface ListingDraft {
  def: DesignDef;
  listingId: number;
  itemGroupId: number;
  orders: number;
  variations: VariationDraft[];
}

function sizePrice(type: ProductType, size: string, currency: Currency): number {
  return type.prices[currency] + (type.upcharges[size]?.[currency] ?? 0);
}

function priced(v: VariationDraft, currency: Currency): VariationAnswer {
  return {
    productId: v.productId,
    variationId: v.variationId,
    teespringId: v.teespringId,
    productType: v.type.name,
    color: v.colour,
    attributes: { hex: v.hex },
    price: price(v.type.prices[currency]),
    currency,
    inventoryCount: v.inventoryCount,
    visibility: v.visibility,
    images: v.images,
    sizes: v.type.sizes.map((label) => ({ id: sizeId(label), label })),
    availableSizesWithId: v.available.map((label) => ({ id: sizeId(label), label, price: price(sizePrice(v.type, label, currency)) })),
    deliveryDetails: v.estimatedShipDate ? { type: v.type.delivery, estimatedShipDate: v.estimatedShipDate } : { type: v.type.delivery },
  };
}

function sizeId(label: string): number {
  const id = SIZE_IDS[label];
  if (id === undefined) throw new Error(`no size id for ${label}`);
  return id;
}

function descriptionOf(def: DesignDef): string {
  const [primary, ...others] = def.products.map((p) => PRODUCT_TYPES[p.type]);
  if (!primary) throw new Error(`${def.slug} has no products`);
  const items = [`Original illustration by ${BRAND.creator}`, ...primary.details];
  if (others.length) items.push(`Also available as a ${others.map((t) => t.name).join(' and a ')}`);
  return `${def.story}\n<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;
}

function main() {
  rmSync(out, { recursive: true, force: true });
  const random = seededRandom(20261120);
  const titles = new Set<string>();

  // Ids: increasing with irregular gaps, like a real platform's.
  let listingId = 5_102_330;
  let itemGroupId = 7_340_112;
  let variationId = 20_118_400;
  let teespringId = 310_550_000;
  let tileId = 88_120_000;

  const drafts: ListingDraft[] = [];
  for (const def of DESIGNS) {
    if (titles.has(def.title)) throw new Error(`duplicate title ${def.title}`);
    titles.add(def.title);
    listingId += random.int(7, 420);
    itemGroupId += random.int(3, 90);
    const visibility = def.visibility ?? 'public';
    const variations: VariationDraft[] = [];
    for (const product of def.products) {
      const type = PRODUCT_TYPES[product.type];
      for (const colour of product.colours) {
        variationId += random.int(1, 9);
        teespringId += random.int(3, 60);
        const hex = PALETTE[colour];
        const images = type.views.map((view) => {
          const src = `/images/${def.slug}/${type.productId}-${variationId}-${view}.svg`;
          const svg = mockupSvg({
            kind: type.kind,
            view,
            hex,
            design: designOf(def),
            title: `${def.title} – ${type.name}, ${colour}, ${view}`,
            brand: BRAND.name,
          });
          if (svg.length >= 6000) throw new Error(`${src} is ${svg.length} bytes`);
          writeText(out, `public${src}`, svg);
          return imageSet(view, src);
        });
        variations.push({
          productId: type.productId,
          variationId,
          teespringId,
          type,
          colour,
          hex,
          inventoryCount: type.delivery === 'digital' ? 9999 : random.int(140, 990),
          visibility,
          images,
          available: [...type.sizes],
          estimatedShipDate: def.estimatedShipDate,
        });
      }
    }
    drafts.push({ def, listingId, itemGroupId, orders: def.orders ?? random.int(4, 96), variations });
  }

  const find = (listingSlug: string, typeKey: keyof typeof PRODUCT_TYPES, colour: string) => {
    const variation = drafts
      .find((draft) => draft.def.slug === listingSlug)
      ?.variations.find((v) => v.type.key === typeKey && v.colour === colour);
    if (!variation) throw new Error(`no variation ${listingSlug} ${typeKey} ${colour}`);
    return variation;
  };
  for (const quirk of STOCK_QUIRKS) {
    const variation = find(quirk.slug, quirk.type, quirk.colour);
    if (quirk.missingSizes) variation.available = variation.available.filter((size) => !quirk.missingSizes?.includes(size));
    if (quirk.soldOut) {
      variation.inventoryCount = 0;
      variation.available = [];
    }
    if (quirk.zeroInventory) variation.inventoryCount = 0;
  }
  const inventory: Record<string, number> = {};
  for (const entry of STOCK_COUNTS) {
    const variation = find(entry.slug, entry.type, entry.colour);
    if (!variation.available.includes(entry.size)) throw new Error(`inventory for a size that is not offered: ${JSON.stringify(entry)}`);
    inventory[`${variation.variationId}_${sizeId(entry.size)}`] = entry.count;
  }

  // Listing answers, one per currency (decisions 2). The directory holds visibility=any answers.
  for (const draft of drafts) {
    const { def } = draft;
    const primaryProductId = PRODUCT_TYPES[def.products[0]!.type].productId;
    const techniques = [...new Set(def.products.map((p) => PRODUCT_TYPES[p.type].technique))].filter((t) => t !== 'Digital download');
    for (const currency of CURRENCIES) {
      const all = draft.variations.map((v) => priced(v, currency));
      const listing: ListingAnswer = {
        listingId: draft.listingId,
        itemGroupId: draft.itemGroupId,
        title: def.title,
        description: descriptionOf(def),
        url: `/listing/${def.slug}`,
        visibility: def.visibility ?? 'public',
        primaryProductId,
        checkout_flow: def.checkoutFlow ?? 'default',
        orders: draft.orders,
        fulfillmentDetails: { productionTechniques: techniques },
        listingThumbnails: { primary: draft.variations[0]!.images[0]!.src },
        primaryProduct: all.filter((v) => v.productId === primaryProductId),
      };
      const call = { slug: def.slug, currency, ...callBase };
      writeJson(out, file({ kind: 'listing', ...call }), listing);
      const products: ListingProductsAnswer = { products_payload: all };
      writeJson(out, file({ kind: 'listingProducts', ...call }), products);
    }
  }

  // Tiles: one per listing, for its primary product, priced in USD.
  const flatCollections = new Map<string, CollectionDef>();
  const walk = (items: CollectionDef[]) =>
    items.forEach((c) => {
      flatCollections.set(c.slug, c);
      walk(c.children ?? []);
    });
  walk(COLLECTIONS);
  const tiles: { tile: TileAnswer; visibility: string }[] = drafts.map((draft) => {
    const { def } = draft;
    const primary = draft.variations[0]!;
    tileId += random.int(1, 40);
    const back = primary.images[1];
    return {
      visibility: def.visibility ?? 'public',
      tile: {
        id: tileId,
        name: def.title,
        url: `/listing/${def.slug}?product=${primary.productId}`,
        price: price(primary.type.prices.USD),
        productName: primary.type.name,
        imageUrl: primary.images[0]!.src,
        additionalImages: { front: { src: primary.images[0]!.src }, ...(back ? { back: { src: back.src } } : {}) },
        listingId: draft.listingId,
        collections: collectionsOf(def).map((collectionSlug) => {
          const c = flatCollections.get(collectionSlug);
          if (!c) throw new Error(`unknown collection ${collectionSlug} in ${def.slug}`);
          return { id: c.id, name: c.name, slug: c.slug };
        }),
        productGroupName: primary.type.group,
      },
    };
  });

  // The product cache holds the public tiles (unlisted ones too: reachable by address, decisions 6).
  const cache: ProductCacheAnswer = { products: tiles.filter((t) => t.visibility !== 'private').map((t) => t.tile) };
  writeJson(out, file({ kind: 'productCache', slug }), cache);
  // The paged products answers, as asked with visibility=any (a preview build pages them).
  const totalPages = Math.ceil(tiles.length / PAGE_SIZE);
  for (let page = 1; page <= totalPages; page++) {
    const answer: ProductsPageAnswer = {
      products: tiles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((t) => t.tile),
      page,
      totalPages,
      next: page < totalPages ? page + 1 : null,
      per_page: PAGE_SIZE,
      total_count: tiles.length,
    };
    writeJson(out, file({ kind: 'products', slug, currency: 'USD', region: 'USA', page, preview: true }), answer);
  }

  const store: StoreAnswer = {
    id: BRAND.storeId,
    slug,
    name: BRAND.name,
    sellerId: BRAND.sellerId,
    promoCodes: PROMO_CODES,
    marketingPixels: {},
    socialMedia: SOCIAL_MEDIA,
  };
  writeJson(out, file({ kind: 'store', slug }), store);

  const toAnswer = (c: CollectionDef): NonNullable<CollectionsAnswer['collections']>[number] => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    collections: (c.children ?? []).map(toAnswer),
  });
  const collections: CollectionsAnswer = { storeId: BRAND.storeId, storeSlug: slug, collections: COLLECTIONS.map(toAnswer) };
  writeJson(out, file({ kind: 'collections', slug }), collections);

  const localization: LocalizationAnswer = {
    buyer_region: 'USA',
    buyer_currency: 'USD',
    buyer_locale: 'en',
    fulfillment_region: 'USA',
    available_locales: LOCALES,
    available_currencies: CURRENCIES.map((currency) => ({ currency, symbol: SYMBOLS[currency] })),
    available_regions: REGIONS,
  };
  writeJson(out, file({ kind: 'localization', slug }), localization);
  writeJson(out, file({ kind: 'theme', slug }), THEME);

  const usedTypes = [...new Set(drafts.flatMap((d) => d.variations.map((v) => v.type)))];
  for (const type of usedTypes) {
    const blank: BlankAnswer = {
      description: type.blank.description,
      materials: type.blank.materials,
      fit: type.blank.fit,
      comparableBrands: type.blank.comparableBrands,
      sizeChart: type.blank.chart ? toPlatformSizeChart(type.blank.chart, type.sizes) : null,
      sizeChartUrl: null,
    };
    writeJson(out, file({ kind: 'blanks', productId: type.productId }), blank);
  }

  writeJson(out, 'settings.json', SETTINGS);
  writeJson(out, 'support.json', SUPPORT);
  writeJson(out, 'legal.json', LEGAL);
  writeJson(out, 'inventory.json', inventory);

  writeText(out, 'public/images/brand/logo.svg', logoSvg(BRAND.name));
  writeText(out, 'public/images/brand/favicon.svg', faviconSvg(BRAND.name));
  writeText(out, 'public/images/brand/hero.svg', heroSvg(`${BRAND.name}: moths under a full moon`));
  writeText(out, 'public/images/brand/about.svg', aboutSvg(`${BRAND.creator}’s sketchbook`));

  const images = drafts.reduce((n, d) => n + d.variations.reduce((m, v) => m + v.images.length, 0), 0);
  console.log(
    `wrote ${out}: ${drafts.length} listings (${tiles.length} tiles, ${cache.products.length} in the product cache), ` +
    `${usedTypes.length} product types, ${images} product images, ${Object.keys(inventory).length} inventory entries`,
  );
}

main();
