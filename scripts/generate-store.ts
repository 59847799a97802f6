/**
 * Writes a synthetic store directory of N listings, for benchmarks (build time, search, D1 import).
 *
 *   npx tsx scripts/generate-store.ts --listings 5000 [--out <dir>] [--slug gen-5000] [--seed 1]
 *   STORE_DIR=<dir> npm run build -- --store gen-5000
 *
 * USD only (the localization answer lists one currency, so the pull asks once per listing), six
 * colours × seven sizes per product type, believable names from word lists, a few collections
 * (one nested), the product cache, the paged products answers, listings/ and listing-products/,
 * blanks and settings.json. Images are a handful of shared SVGs under public/images/shared/.
 *
 * Deterministic: listing i depends only on the seed and i, so a 1,000-listing store is the first
 * 1,000 listings of a 10,000-listing one.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { callFile, type PlatformCall } from '../src/catalog/calls';
import { BELLA_CANVAS_3001, GILDAN_18500_CM, toPlatformSizeChart } from './lib/size-charts';
import {
  EU_COUNTRIES,
  usdOnlyLocalization,
  US_STATE_TAX_BPS,
  price,
  seededRandom,
  writeJson,
  writeText,
  type BlankAnswer,
  type CollectionsAnswer,
  type ListingAnswer,
  type ListingProductsAnswer,
  type ProductsPageAnswer,
  type SettingsFile,
  type StoreAnswer,
  type ThemeAnswer,
  type TileAnswer,
  type VariationAnswer,
} from './lib/store-files';
import { mockupSvg } from './lib/svg-mockup';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string' },
    out: { type: 'string' },
    slug: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});
const count = Number(args.listings);
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: npx tsx scripts/generate-store.ts --listings N [--out <dir>] [--slug gen-N] [--seed 1]');
  process.exit(2);
}
const slug = (args.slug ?? `gen-${count}`).toLowerCase();
if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`"${slug}" is not a store slug`);
const out = resolve(args.out ?? `.build/store-dirs/${slug}`);
const seed = Number(args.seed) >>> 0;

const PAGE_SIZE = 150;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
const SIZE_IDS: Record<string, number> = { XS: 41, S: 42, M: 43, L: 44, XL: 45, '2XL': 46, '3XL': 47 };
const UPCHARGE: Record<string, number> = { '2XL': 200, '3XL': 400 };

const COLOURS: [string, string][] = [
  ['Black', '#1A1A1A'],
  ['White', '#FFFFFF'],
  ['Heather Grey', '#9B9B9B'],
  ['Navy', '#1F2A44'],
  ['Forest Green', '#2F4F3A'],
  ['Sand', '#D8C8A8'],
  ['Maroon', '#5A1F2B'],
  ['Royal Blue', '#2F5DA8'],
  ['Charcoal', '#3A3A3A'],
  ['Mustard', '#D4A017'],
  ['Dusty Rose', '#C99A9E'],
  ['Sage', '#9CAF88'],
];

const TYPES = [
  { key: 'tee', productId: 266, name: 'Classic Tee', group: 'Tees', kind: 'tee' as const, base: [1999, 2499, 2699, 2999], chart: BELLA_CANVAS_3001 },
  { key: 'hoodie', productId: 369, name: 'Premium Hoodie', group: 'Hoodies', kind: 'hoodie' as const, base: [3999, 4499, 4999], chart: GILDAN_18500_CM },
];

const ADJECTIVES = [
  'Midnight', 'Golden', 'Wild', 'Quiet', 'Electric', 'Cosmic', 'Rusty', 'Velvet', 'Lucky', 'Sleepy', 'Neon', 'Misty',
  'Tiny', 'Brave', 'Crimson', 'Frosty', 'Salty', 'Sunny', 'Haunted', 'Vintage', 'Retro', 'Lazy', 'Stormy', 'Gentle',
  'Feral', 'Radiant', 'Hidden', 'Northern', 'Desert', 'Coastal', 'Urban', 'Mossy', 'Smoky', 'Rainy', 'Paper', 'Silver',
  'Copper', 'Emerald', 'Lunar', 'Solar', 'Wandering', 'Humble', 'Grumpy', 'Cheerful', 'Ancient', 'Secret', 'Polar', 'Tropical',
];
const NOUNS = [
  'Fox', 'Otter', 'Raccoon', 'Moth', 'Heron', 'Badger', 'Owl', 'Whale', 'Octopus', 'Cactus', 'Mushroom', 'Fern',
  'Lighthouse', 'Mountain', 'River', 'Campfire', 'Comet', 'Lantern', 'Bicycle', 'Cassette', 'Taco', 'Dumpling', 'Coffee', 'Ramen',
  'Wolf', 'Bear', 'Frog', 'Crow', 'Salamander', 'Jellyfish', 'Pinecone', 'Meadow', 'Glacier', 'Canyon', 'Volcano', 'Harbor',
  'Tiger', 'Sloth', 'Penguin', 'Axolotl', 'Hedgehog', 'Beetle', 'Dragonfly', 'Sparrow', 'Koi', 'Bison', 'Lynx', 'Moose',
];
const SUFFIXES = [
  'Club', 'Society', 'Season', 'Patrol', 'Supply Co.', 'Field Guide', 'Department', 'Academy', 'Expedition', 'Hour',
  'Parade', 'Radio', 'Diner', 'League', 'Almanac', 'Observatory', 'Trail', 'Fan Club', 'Union', 'Festival',
];
const PHRASES = ['Stay Wild', 'Good Vibes Only', 'Touch Grass', 'Born to Roam', 'Night Owl', 'Keep Exploring', 'Slow Mornings', 'Here for the Snacks'];

/** A few collections, one of them a menu item with children. */
const COLLECTIONS = [
  { id: 9101, name: 'Best Sellers', slug: 'best-sellers', collections: [] },
  { id: 9102, name: 'New Arrivals', slug: 'new-arrivals', collections: [] },
  { id: 9103, name: 'Animals', slug: 'animals', collections: [] },
  { id: 9104, name: 'Outdoors', slug: 'outdoors', collections: [] },
  {
    id: 9105,
    name: 'Apparel',
    slug: 'apparel',
    collections: [
      { id: 9106, name: 'Tees', slug: 'tees', collections: [] },
      { id: 9107, name: 'Hoodies', slug: 'hoodies', collections: [] },
    ],
  },
];
const themeCollections = COLLECTIONS.slice(0, 4);

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function titleFor(r: ReturnType<typeof seededRandom>): string {
  switch (r.int(0, 4)) {
    case 0:
      return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
    case 1:
      return `${r.pick(NOUNS)} ${r.pick(SUFFIXES)}`;
    case 2:
      return `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${r.pick(SUFFIXES)}`;
    case 3:
      return `The ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`;
    default:
      return `${r.pick(PHRASES)} ${r.pick(NOUNS)}`;
  }
}

const file = (call: PlatformCall) => callFile(call);
const image = (label: 'front' | 'back', kind: string, colour: string) => ({ label, src: `/images/shared/${kind}-${slugify(colour)}-${label}.svg` });

function main() {
  const started = performance.now();
  rmSync(out, { recursive: true, force: true });

  // The shared images: each product kind in each colour, front and back.
  for (const type of TYPES)
    for (const [colour, hex] of COLOURS)
      for (const view of ['front', 'back'] as const)
        writeText(
          out,
          `public${image(view, type.kind, colour).src}`,
          mockupSvg({ kind: type.kind, view, hex, design: { motif: 'stars', lines: ['Sample', 'Design'], accent: '#E8B04A' }, title: `${type.name}, ${colour}, ${view}`, brand: slug }),
        );

  const seen = new Set<string>();
  const tiles: TileAnswer[] = [];
  const base = { storeSlug: slug, currency: 'USD', region: 'USA', countryCode: 'US', preview: true };
  for (let i = 0; i < count; i++) {
    const r = seededRandom((seed * 1_000_003 + i * 7919) >>> 0);
    // A few tries for a title not used yet, then a numbered edition.
    let title = titleFor(r);
    for (let attempt = 0; attempt < 8 && seen.has(slugify(title)); attempt++) title = titleFor(r);
    if (seen.has(slugify(title))) title = `${title} Vol. ${i}`;
    const listingSlug = slugify(title);
    seen.add(listingSlug);

    const primary = r.next() < 0.7 ? TYPES[0]! : TYPES[1]!;
    const types = r.next() < 0.2 ? [primary, primary === TYPES[0] ? TYPES[1]! : TYPES[0]!] : [primary];
    const listingId = 6_100_000 + i * 13 + r.int(0, 12);
    const itemGroupId = 8_200_000 + i * 11 + r.int(0, 10);
    const variations: VariationAnswer[] = [];
    let k = 0;
    for (const type of types) {
      const basePrice = r.pick(type.base);
      for (const [colour, hex] of r.sample(COLOURS, 6)) {
        // Now and then a size is out of stock, or a whole colour.
        const soldOut = r.next() < 0.01;
        const missing = r.next() < 0.05 ? r.pick(SIZES) : null;
        const available = soldOut ? [] : SIZES.filter((s) => s !== missing);
        variations.push({
          productId: type.productId,
          variationId: 30_000_000 + i * 40 + k,
          teespringId: 400_000_000 + i * 40 + k,
          productType: type.name,
          color: colour,
          attributes: { hex },
          price: price(basePrice),
          currency: 'USD',
          inventoryCount: soldOut ? 0 : r.int(20, 999),
          visibility: 'public',
          images: [image('front', type.kind, colour), image('back', type.kind, colour)],
          sizes: SIZES.map((label) => ({ id: SIZE_IDS[label]!, label })),
          availableSizesWithId: available.map((label) => ({ id: SIZE_IDS[label]!, label, price: price(basePrice + (UPCHARGE[label] ?? 0)) })),
          deliveryDetails: { type: 'physical' },
        });
        k++;
      }
    }
    const first = variations[0]!;
    const listing: ListingAnswer = {
      listingId,
      itemGroupId,
      title,
      description: `<p>${title}: an original design, printed to order on a ${primary.name.toLowerCase()}.</p>`,
      url: `/listing/${listingSlug}`,
      visibility: 'public',
      primaryProductId: primary.productId,
      checkout_flow: 'default',
      orders: r.next() < 0.05 ? r.int(101, 2500) : r.int(0, 100),
      fulfillmentDetails: { productionTechniques: ['DTG'] },
      listingThumbnails: { primary: first.images![0]!.src },
      primaryProduct: variations.filter((v) => v.productId === primary.productId),
    };
    writeJson(out, file({ kind: 'listing', slug: listingSlug, ...base }), listing, false);
    const products: ListingProductsAnswer = { products_payload: variations };
    writeJson(out, file({ kind: 'listingProducts', slug: listingSlug, ...base }), products, false);

    const memberOf = r.sample(themeCollections, r.int(1, 2));
    const typeCollection = COLLECTIONS[4]!.collections[primary.key === 'tee' ? 0 : 1]!;
    tiles.push({
      id: 90_000_000 + i,
      name: title,
      url: `/listing/${listingSlug}?product=${primary.productId}`,
      price: first.price,
      productName: primary.name,
      imageUrl: first.images![0]!.src,
      additionalImages: { front: { src: first.images![0]!.src }, back: { src: first.images![1]!.src } },
      listingId,
      collections: [...memberOf, COLLECTIONS[4]!, typeCollection].map(({ id, name, slug: s }) => ({ id, name, slug: s })),
      productGroupName: primary.group,
    });
  }

  writeJson(out, file({ kind: 'productCache', slug }), { products: tiles }, false);
  const totalPages = Math.ceil(tiles.length / PAGE_SIZE);
  for (let page = 1; page <= totalPages; page++) {
    const answer: ProductsPageAnswer = {
      products: tiles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      page,
      totalPages,
      next: page < totalPages ? page + 1 : null,
      per_page: PAGE_SIZE,
      total_count: tiles.length,
    };
    writeJson(out, file({ kind: 'products', slug, currency: 'USD', region: 'USA', page, preview: true }), answer, false);
  }

  const name = `Generated Store ${count.toLocaleString('en-US')}`;
  const store: StoreAnswer = {
    id: 700_000 + count,
    slug,
    name,
    sellerId: 800_000 + count,
    promoCodes: [{ code: 'BENCH10', type: 'percentage', value: 10 }],
    marketingPixels: {},
    socialMedia: [],
  };
  writeJson(out, file({ kind: 'store', slug }), store);
  const collections: CollectionsAnswer = { storeId: store.id, storeSlug: slug, collections: COLLECTIONS };
  writeJson(out, file({ kind: 'collections', slug }), collections);
  writeJson(out, file({ kind: 'localization', slug }), usdOnlyLocalization());
  const theme: ThemeAnswer = {
    content: { heroBanner: { title: name, body: `${count.toLocaleString('en-US')} generated listings for benchmarks.` } },
    meta: { storeName: name, searchOptions: { placeholder: 'Search the catalog' } },
  };
  writeJson(out, file({ kind: 'theme', slug }), theme);
  for (const type of TYPES) {
    const blank: BlankAnswer = {
      description: `<p>The ${type.name}, a staple of the catalog.</p>`,
      materials: type.key === 'tee' ? '100% ring-spun cotton' : '50% cotton, 50% polyester fleece',
      fit: 'Unisex fit',
      comparableBrands: type.chart.garment,
      sizeChart: toPlatformSizeChart(type.chart),
      sizeChartUrl: null,
    };
    writeJson(out, file({ kind: 'blanks', productId: type.productId }), blank);
  }
  const usd = (cents: number) => ({ USD: cents });
  const settings: SettingsFile = {
    flags: { globalNotification: false, supportPages: false },
    sellingRegion: 'usa',
    deliveryZones: [
      { fulfillmentRegion: 'USA', destinations: ['US'], standard: { firstItem: usd(499), additionalItem: usd(200), days: [5, 8] }, rush: { firstItem: usd(1299), additionalItem: usd(300), days: [3, 4] } },
      { fulfillmentRegion: 'EUR', destinations: EU_COUNTRIES, standard: { firstItem: usd(699), additionalItem: usd(250), days: [4, 7] } },
      { fulfillmentRegion: 'USA', destinations: ['*'], standard: { firstItem: usd(1199), additionalItem: usd(400), days: [10, 20] } },
    ],
    taxRates: US_STATE_TAX_BPS,
  };
  writeJson(out, 'settings.json', settings);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`wrote ${out}: store "${slug}", ${count} listings, ${totalPages} products pages, in ${seconds} s`);
  console.log(`build it with: STORE_DIR=${out} npm run build -- --store ${slug}`);
}

main();
