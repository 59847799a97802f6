/**
 * Writes stores/about-on: a second, tiny store whose settings differ from the demo store's where it
 * matters for tests. USD only; the about page on (theme header showAbout, about content); support
 * pages off (the footer's support, track and contact links are the external ones in settings);
 * international checkout off; no global notification, fan validation banner, support or legal files
 * (the default legal texts apply). Deterministic.
 *
 *   npx tsx scripts/demo/make-about-on-store.ts [--out stores/about-on]
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callFile, type PlatformCall } from '../../src/catalog/calls';
import { BELLA_CANVAS_3001, GILDAN_18500_CM, toPlatformSizeChart } from '../lib/size-charts';
import {
  usdOnlyLocalization,
  US_STATE_TAX_BPS,
  imageSet,
  price,
  writeJson,
  writeText,
  type BlankAnswer,
  type ListingAnswer,
  type SettingsFile,
  type ThemeAnswer,
  type TileAnswer,
  type VariationAnswer,
} from '../lib/store-files';
import { mockupSvg, type Design, type MockupKind, type MockupView } from '../lib/svg-mockup';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'stores/about-on' } } });
const out = resolve(repoRoot, args.out ?? 'stores/about-on');
const slug = 'about-on';
const NAME = 'Backroads Radio';
const file = (call: PlatformCall) => callFile(call);
const base = { storeSlug: slug, currency: 'USD', region: 'USA', countryCode: 'US', preview: true };

const SIZE_IDS: Record<string, number> = { XS: 41, S: 42, M: 43, L: 44, XL: 45, '2XL': 46, '3XL': 47, '11oz': 120 };
const TYPES = {
  tee: { productId: 266, name: 'Classic Tee', group: 'Tees', kind: 'tee' as MockupKind, views: ['front', 'back'] as MockupView[], sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'], cents: 2599 },
  hoodie: { productId: 369, name: 'Premium Hoodie', group: 'Hoodies', kind: 'hoodie' as MockupKind, views: ['front', 'back'] as MockupView[], sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'], cents: 4699 },
  mug: { productId: 1045, name: 'Ceramic Mug 11oz', group: 'Mugs', kind: 'mug' as MockupKind, views: ['front', 'side'] as MockupView[], sizes: ['11oz'], cents: 1799 },
};
const UPCHARGE: Record<string, number> = { '2XL': 200, '3XL': 400 };

const LISTINGS: {
  slug: string;
  title: string;
  type: keyof typeof TYPES;
  colours: [string, string][];
  design: Design;
  description: string;
  orders: number;
}[] = [
  {
    slug: 'backroads-radio-station-tee',
    title: 'Backroads Radio Station Tee',
    type: 'tee',
    colours: [['Black', '#1A1A1A'], ['Sand', '#D8C8A8'], ['Slate Blue', '#5B6F8E']],
    design: { motif: 'mic', lines: ['Backroads', 'Radio'], accent: '#E07A5F' },
    description: '<p>The station logo from the show’s first season, for listeners who take the long way home.</p>',
    orders: 64,
  },
  {
    slug: 'mile-marker-hoodie',
    title: 'Mile Marker Hoodie',
    type: 'hoodie',
    colours: [['Charcoal', '#3A3A3A'], ['Forest Green', '#2F4F3A']],
    design: { motif: 'pinecone', lines: ['Mile Marker', '212'], accent: '#D4A017' },
    description: '<p>Named after the rest stop where we recorded the live episode in a thunderstorm.</p>',
    orders: 23,
  },
  {
    slug: 'gas-station-coffee-mug',
    title: 'Gas Station Coffee Mug',
    type: 'mug',
    colours: [['White', '#FFFFFF'], ['Black', '#1A1A1A']],
    design: { motif: 'moon', lines: ['Gas Station', 'Coffee Club'], accent: '#E8B04A' },
    description: '<p>Better than the coffee it was named after. Dishwasher and microwave safe.</p>',
    orders: 41,
  },
];

function main() {
  rmSync(out, { recursive: true, force: true });
  const tiles: TileAnswer[] = [];
  LISTINGS.forEach((def, i) => {
    const type = TYPES[def.type];
    const listingId = 7_200_100 + i * 17;
    const variations: VariationAnswer[] = def.colours.map(([colour, hex], k) => {
      const variationId = 40_500_000 + i * 10 + k;
      const images = type.views.map((view) => {
        const src = `/images/${def.slug}/${type.productId}-${variationId}-${view}.svg`;
        writeText(out, `public${src}`, mockupSvg({ kind: type.kind, view, hex, design: def.design, title: `${def.title} – ${type.name}, ${colour}, ${view}`, brand: NAME }));
        return imageSet(view as 'front' | 'back' | 'side', src);
      });
      return {
        productId: type.productId,
        variationId,
        teespringId: 520_100_000 + i * 10 + k,
        productType: type.name,
        color: colour,
        attributes: { hex },
        price: price(type.cents),
        currency: 'USD',
        inventoryCount: 500,
        visibility: 'public',
        images,
        sizes: type.sizes.map((label) => ({ id: SIZE_IDS[label]!, label })),
        availableSizesWithId: type.sizes.map((label) => ({ id: SIZE_IDS[label]!, label, price: price(type.cents + (UPCHARGE[label] ?? 0)) })),
        deliveryDetails: { type: 'physical' },
      };
    });
    const listing: ListingAnswer = {
      listingId,
      itemGroupId: 9_100_200 + i * 7,
      title: def.title,
      description: def.description,
      url: `/listing/${def.slug}`,
      visibility: 'public',
      primaryProductId: type.productId,
      checkout_flow: 'default',
      orders: def.orders,
      fulfillmentDetails: { productionTechniques: [def.type === 'mug' ? 'Sublimation' : 'DTG'] },
      listingThumbnails: { primary: variations[0]!.images![0]!.src },
      primaryProduct: variations,
    };
    writeJson(out, file({ kind: 'listing', slug: def.slug, ...base }), listing);
    writeJson(out, file({ kind: 'listingProducts', slug: def.slug, ...base }), { products_payload: variations });
    const front = variations[0]!.images![0]!.src;
    const back = variations[0]!.images![1]!.src;
    tiles.push({
      id: 91_000_100 + i,
      name: def.title,
      url: `/listing/${def.slug}?product=${type.productId}`,
      price: price(type.cents),
      productName: type.name,
      imageUrl: front,
      additionalImages: { front: { src: front }, back: { src: back } },
      listingId,
      collections: [{ id: 9301, name: 'Show Merch', slug: 'show-merch' }],
      productGroupName: type.group,
    });
  });

  writeJson(out, file({ kind: 'productCache', slug }), { products: tiles });
  writeJson(out, file({ kind: 'products', slug, currency: 'USD', region: 'USA', page: 1, preview: true }), {
    products: tiles,
    page: 1,
    totalPages: 1,
    next: null,
    per_page: 12,
    total_count: tiles.length,
  });
  writeJson(out, file({ kind: 'store', slug }), {
    id: 51877,
    slug,
    name: NAME,
    sellerId: 90433,
    promoCodes: [{ code: 'ROADTRIP10', type: 'percentage', value: 10 }],
    marketingPixels: {},
    socialMedia: [{ id: 1, url: 'https://www.instagram.com/backroadsradio', icon: 'instagram' }],
  });
  writeJson(out, file({ kind: 'collections', slug }), { storeId: 51877, storeSlug: slug, collections: [{ id: 9301, name: 'Show Merch', slug: 'show-merch', collections: [] }] });
  writeJson(out, file({ kind: 'localization', slug }), usdOnlyLocalization());
  const theme: ThemeAnswer = {
    brand: { socialMedia: [{ id: 1, url: 'https://www.instagram.com/backroadsradio', icon: 'instagram' }] },
    content: {
      heroBanner: { title: 'Take the long way home', body: 'Merch from the Backroads Radio podcast: stories from two-lane highways, diners and small-town radio stations.', ctaText: 'Shop merch', ctaLink: '#featured-products' },
      header: { showAbout: true, showCategories: true, showSocialIcons: true },
      footer: { about: { textContent: 'Backroads Radio is a weekly podcast about the towns the interstate skipped.' }, showSocialIcons: true },
      about: {
        aboutText: [
          { id: 'intro', text: 'Backroads Radio started in 2021 with two friends, a borrowed minivan and one microphone.' },
          { id: 'show', text: 'Every week we drive a stretch of old highway and talk to the people who live along it:', list: ['Diner owners and night-shift radio hosts', 'Small-town historians', 'Anyone with a good story at a gas station'] },
        ],
      },
    },
    styles: { primaryColor: '#8C3B2E', button: { backgroundColor: '#8C3B2E', textColor: '#FFFFFF', hoverColor: '#6E2E24' } },
    meta: { storeName: NAME, searchOptions: { placeholder: 'Search Backroads Radio merch' }, seoTitle: { title: 'Backroads Radio merch' } },
  };
  writeJson(out, file({ kind: 'theme', slug }), theme);
  const charts: Record<number, BlankAnswer> = {
    '266': { description: '<p>Soft unisex jersey tee.</p>', materials: '100% ring-spun cotton', fit: 'Unisex, true to size', comparableBrands: 'Bella+Canvas 3001', sizeChart: toPlatformSizeChart(BELLA_CANVAS_3001), sizeChartUrl: null },
    '369': { description: '<p>Heavyweight pullover hoodie.</p>', materials: '50% cotton, 50% polyester', fit: 'Classic unisex fit', comparableBrands: 'Gildan 18500', sizeChart: toPlatformSizeChart(GILDAN_18500_CM), sizeChartUrl: null },
    '1045': { description: '<p>Glossy 11 oz ceramic mug.</p>', materials: 'Ceramic', fit: '11 oz (325 ml)', comparableBrands: '', sizeChart: null, sizeChartUrl: null },
  };
  for (const [productId, blank] of Object.entries(charts)) writeJson(out, file({ kind: 'blanks', productId: Number(productId) }), blank);
  const settings: SettingsFile = {
    flags: { globalNotification: false, ageGate: false, fanValidation: false, supportPages: false },
    sellingRegion: 'usa',
    internationalCheckout: false,
    deliveryZones: [
      { fulfillmentRegion: 'USA', destinations: ['US'], standard: { firstItem: { USD: 549 }, additionalItem: { USD: 200 }, days: [5, 8] }, rush: { firstItem: { USD: 1399 }, additionalItem: { USD: 300 }, days: [3, 4] } },
    ],
    taxRates: US_STATE_TAX_BPS,
    links: {
      support: 'https://backroadsradio.example/help',
      track: 'https://backroadsradio.example/track',
      contact: 'https://backroadsradio.example/contact',
      refund: 'https://backroadsradio.example/returns',
    },
  };
  writeJson(out, 'settings.json', settings);
  console.log(`wrote ${out}: ${LISTINGS.length} listings`);
}

main();
