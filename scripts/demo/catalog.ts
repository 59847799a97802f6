/**
 * The demo store's catalog as plain data: Quiet Moth Studio, the shop of illustrator and podcaster
 * Wren Calloway (nocturnal nature drawings and the "Field Notes After Dark" podcast).
 * make-demo-store.ts turns this into the platform's answers.
 */
import type { Currency } from '../../src/catalog/platform/localization';
import type { Design, MockupKind, MockupView, Motif } from '../lib/svg-mockup';
import { BELLA_CANVAS_3001, BELLA_CANVAS_3001Y, GILDAN_18500_CM, GILDAN_64000_CM, type GarmentChart } from '../lib/size-charts';

export const BRAND = {
  storeId: 48213,
  sellerId: 90217,
  slug: 'demo',
  name: 'Quiet Moth Studio',
  creator: 'Wren Calloway',
  podcast: 'Field Notes After Dark',
};

export const PALETTE = {
  Black: '#1A1A1A',
  White: '#FFFFFF',
  'Heather Grey': '#9B9B9B',
  Charcoal: '#3A3A3A',
  Navy: '#1F2A44',
  'Slate Blue': '#5B6F8E',
  'Forest Green': '#2F4F3A',
  Sage: '#9CAF88',
  Sand: '#D8C8A8',
  Mustard: '#D4A017',
  Maroon: '#5A1F2B',
  'Dusty Rose': '#C99A9E',
  Midnight: '#22263A',
  'Full Colour': '#2B2A4C',
} as const;
export type ColourName = keyof typeof PALETTE;

/** Size ids are shared by every product type that uses the label. */
export const SIZE_IDS: Record<string, number> = {
  XS: 41,
  S: 42,
  M: 43,
  L: 44,
  XL: 45,
  '2XL': 46,
  '3XL': 47,
  '11oz': 120,
  '3in': 131,
  '4in': 132,
  Digital: 150,
};

type PerCurrency = Record<Currency, number>;

export interface ProductType {
  key: ProductKey;
  productId: number;
  name: string;
  group: string;
  kind: MockupKind;
  views: readonly [MockupView, MockupView];
  sizes: readonly string[];
  /** Cents per currency for the base sizes. */
  prices: PerCurrency;
  /** Extra cents per currency for some sizes (2XL, 3XL, the larger sticker). */
  upcharges: Partial<Record<string, PerCurrency>>;
  technique: string;
  delivery: 'physical' | 'digital';
  /** The product-type collection a listing with this product joins (apparel children, mugs). */
  collection: string;
  blank: {
    description: string;
    materials: string;
    fit: string;
    comparableBrands: string;
    chart: GarmentChart | null;
  };
  /** What the product description adds under the design's story. */
  details: string[];
}

const XL_UP: Partial<Record<string, PerCurrency>> = {
  '2XL': { USD: 200, GBP: 200, EUR: 200, AUD: 300, CAD: 300 },
  '3XL': { USD: 400, GBP: 400, EUR: 400, AUD: 500, CAD: 500 },
};

export type ProductKey = 'tee' | 'softstyle' | 'hoodie' | 'youth' | 'mug' | 'sticker' | 'wallpaper';

export const PRODUCT_TYPES: Record<ProductKey, ProductType> = {
  tee: {
    key: 'tee',
    productId: 266,
    name: 'Classic Tee',
    group: 'Tees',
    kind: 'tee',
    views: ['front', 'back'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'],
    prices: { USD: 2499, GBP: 2199, EUR: 2399, AUD: 3899, CAD: 3399 },
    upcharges: XL_UP,
    technique: 'DTG',
    delivery: 'physical',
    collection: 'tees',
    blank: {
      description:
        '<p>Our everyday tee: a soft, lightweight jersey with a classic unisex cut, side seams and a ribbed crew neck that keeps its shape wash after wash.</p>',
      materials: '100% Airlume combed and ring-spun cotton (Heather Grey: 90% cotton, 10% polyester), 4.2 oz/yd²',
      fit: 'Unisex retail fit. True to size; size up for a roomier feel.',
      comparableBrands: 'Bella+Canvas 3001, Next Level 3600',
      chart: BELLA_CANVAS_3001,
    },
    details: ['Printed to order with water-based inks', 'Pre-shrunk, side-seamed unisex cut', 'Tear-away label'],
  },
  softstyle: {
    key: 'softstyle',
    productId: 1629,
    name: 'Softstyle Tee',
    group: 'Tees',
    kind: 'tee',
    views: ['front', 'back'],
    sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
    prices: { USD: 2299, GBP: 1999, EUR: 2199, AUD: 3599, CAD: 3099 },
    upcharges: XL_UP,
    technique: 'DTG',
    delivery: 'physical',
    collection: 'tees',
    blank: {
      description: '<p>A slightly heavier tee with a relaxed, boxy drape. Tubular knit, so there are no side seams to twist.</p>',
      materials: '100% ring-spun cotton (Charcoal: 65% polyester, 35% cotton), 4.5 oz/yd²',
      fit: 'Relaxed unisex fit. Runs slightly large.',
      comparableBrands: 'Gildan 64000, Comfort Colors 1717',
      chart: GILDAN_64000_CM,
    },
    details: ['Printed to order with water-based inks', 'Seamless double-needle collar', 'Taped neck and shoulders'],
  },
  hoodie: {
    key: 'hoodie',
    productId: 369,
    name: 'Premium Hoodie',
    group: 'Hoodies',
    kind: 'hoodie',
    views: ['front', 'back'],
    sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
    prices: { USD: 4499, GBP: 3999, EUR: 4299, AUD: 6999, CAD: 5999 },
    upcharges: {
      '2XL': { USD: 300, GBP: 300, EUR: 300, AUD: 400, CAD: 400 },
      '3XL': { USD: 500, GBP: 500, EUR: 500, AUD: 700, CAD: 600 },
    },
    technique: 'DTG',
    delivery: 'physical',
    collection: 'hoodies',
    blank: {
      description:
        '<p>A heavyweight pullover for long nights outside: brushed fleece inside, a lined double hood, a front pouch pocket and ribbed cuffs.</p>',
      materials: '50% cotton, 50% polyester fleece, 8 oz/yd²',
      fit: 'Classic unisex fit. True to size.',
      comparableBrands: 'Gildan 18500, Independent Trading Co. SS4500',
      chart: GILDAN_18500_CM,
    },
    details: ['Printed to order', 'Double-lined hood with matching drawcord', 'Pouch pocket'],
  },
  youth: {
    key: 'youth',
    productId: 412,
    name: 'Youth Tee',
    group: 'Kids',
    kind: 'youth-tee',
    views: ['front', 'back'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    prices: { USD: 1999, GBP: 1799, EUR: 1899, AUD: 3099, CAD: 2699 },
    upcharges: {},
    technique: 'DTG',
    delivery: 'physical',
    collection: 'kids',
    blank: {
      description: '<p>The same soft jersey as our Classic Tee, cut for kids aged roughly 6 to 14.</p>',
      materials: '100% Airlume combed and ring-spun cotton, 4.2 oz/yd²',
      fit: 'Youth sizes: XS fits about 6 years, XL about 14 years.',
      comparableBrands: 'Bella+Canvas 3001Y',
      chart: BELLA_CANVAS_3001Y,
    },
    details: ['Printed to order with water-based inks', 'Youth sizes XS–XL', 'Tear-away label'],
  },
  mug: {
    key: 'mug',
    productId: 1045,
    name: 'Ceramic Mug 11oz',
    group: 'Mugs',
    kind: 'mug',
    views: ['front', 'side'],
    sizes: ['11oz'],
    prices: { USD: 1699, GBP: 1499, EUR: 1599, AUD: 2599, CAD: 2299 },
    upcharges: {},
    technique: 'Sublimation',
    delivery: 'physical',
    collection: 'mugs-and-stickers',
    blank: {
      description: '<p>A glossy 11 oz ceramic mug with a C-shaped handle, printed all the way round.</p>',
      materials: 'Ceramic, glossy finish',
      fit: '11 oz (325 ml); 3.8 in tall, 3.2 in across',
      comparableBrands: 'ORCA Coatings 11 oz',
      chart: null,
    },
    details: ['Dishwasher and microwave safe', 'Printed on both sides', 'Lead and BPA free'],
  },
  sticker: {
    key: 'sticker',
    productId: 1187,
    name: 'Sticker',
    group: 'Stickers',
    kind: 'sticker',
    views: ['front', 'back'],
    sizes: ['3in', '4in'],
    prices: { USD: 499, GBP: 449, EUR: 479, AUD: 799, CAD: 679 },
    upcharges: { '4in': { USD: 100, GBP: 100, EUR: 100, AUD: 150, CAD: 120 } },
    technique: 'Die cut vinyl',
    delivery: 'physical',
    collection: 'mugs-and-stickers',
    blank: {
      description: '<p>A kiss-cut vinyl sticker with a matte laminate, tough enough for water bottles and laptop lids.</p>',
      materials: 'Matte vinyl with UV laminate',
      fit: '3 in or 4 in across',
      comparableBrands: '',
      chart: null,
    },
    details: ['Waterproof and scratch resistant', 'Easy-peel backing', 'Ships flat in a rigid mailer'],
  },
  wallpaper: {
    key: 'wallpaper',
    productId: 2150,
    name: 'Phone Wallpaper Pack',
    group: 'Digital',
    kind: 'phone',
    views: ['front', 'back'],
    sizes: ['Digital'],
    prices: { USD: 600, GBP: 500, EUR: 550, AUD: 950, CAD: 800 },
    upcharges: {},
    technique: 'Digital download',
    delivery: 'digital',
    collection: '',
    blank: {
      description: '<p>A download of high-resolution wallpapers, delivered by e-mail as soon as your payment clears.</p>',
      materials: 'PNG files, 1290 × 2796 px',
      fit: 'Fits every current iPhone and Android phone',
      comparableBrands: '',
      chart: null,
    },
    details: ['Six wallpapers, light and dark versions', 'Download link arrives by e-mail', 'For personal use'],
  },
};

export interface CollectionDef {
  id: number;
  name: string;
  slug: string;
  children?: CollectionDef[];
}

/** The menu: four theme collections and "Apparel", a menu item with three children. */
export const COLLECTIONS: CollectionDef[] = [
  { id: 6101, name: 'Night Creatures', slug: 'night-creatures' },
  { id: 6102, name: 'Forest Floor', slug: 'forest-floor' },
  { id: 6103, name: 'Podcast Merch', slug: 'podcast-merch' },
  {
    id: 6104,
    name: 'Apparel',
    slug: 'apparel',
    children: [
      { id: 6105, name: 'Tees', slug: 'tees' },
      { id: 6106, name: 'Hoodies', slug: 'hoodies' },
      { id: 6107, name: 'Kids', slug: 'kids' },
    ],
  },
  { id: 6108, name: 'Mugs & Stickers', slug: 'mugs-and-stickers' },
];

export interface ListingProductDef {
  type: ProductKey;
  colours: ColourName[];
}

export interface DesignDef {
  slug: string;
  title: string;
  design: { motif: Motif; lines: string[]; accent: string };
  /** The story of the design, as HTML paragraphs. */
  story: string;
  /** The first product is the listing's primary product. */
  products: ListingProductDef[];
  /** Theme collections; the product-type collections are added from the products. */
  collections: string[];
  orders?: number;
  visibility?: 'public' | 'private' | 'unlisted';
  checkoutFlow?: 'default' | 'preorder';
  estimatedShipDate?: string;
}

const d = (motif: Motif, lines: string[], accent: string): DesignDef['design'] => ({ motif, lines, accent });

export const DESIGNS: DesignDef[] = [
  {
    slug: 'luna-moth-field-study',
    title: 'Luna Moth Field Study',
    design: d('moth', ['Actias luna', 'Field Study No. 1'], '#A8D5A2'),
    story:
      '<p>The drawing that started it all. Wren sketched this luna moth on a porch light in June 2019, then spent a week getting the tails right. It is still our best-loved design.</p>',
    products: [
      { type: 'tee', colours: ['Black', 'Navy', 'Forest Green', 'Heather Grey', 'Sand'] },
      { type: 'hoodie', colours: ['Black', 'Navy', 'Forest Green'] },
    ],
    collections: ['night-creatures'],
    orders: 342,
  },
  {
    slug: 'night-shift-pollinators',
    title: 'Night Shift Pollinators',
    design: d('moth', ['Night Shift', 'Pollinators'], '#E8B04A'),
    story:
      '<p>Bees get the credit, but moths do a lot of the pollinating after dark. This one is for the overlooked night crew, drawn in warm lamplight gold.</p>',
    products: [
      { type: 'tee', colours: ['Black', 'Navy', 'Slate Blue', 'Maroon'] },
      { type: 'softstyle', colours: ['Black', 'Sage', 'Charcoal'] },
    ],
    collections: ['night-creatures'],
  },
  {
    slug: 'mushroom-almanac',
    title: 'Mushroom Almanac',
    design: d('mushroom', ['Mushroom', 'Almanac'], '#C8553D'),
    story:
      '<p>A fly agaric from the cover of Wren’s autumn sketchbook, lettered like an old field almanac. Look, photograph, but please do not eat.</p>',
    products: [
      { type: 'tee', colours: ['Sand', 'White', 'Forest Green', 'Black', 'Mustard'] },
      { type: 'mug', colours: ['White', 'Black'] },
    ],
    collections: ['forest-floor'],
  },
  {
    slug: 'field-notes-after-dark-podcast-tee',
    title: 'Field Notes After Dark Podcast Tee',
    design: d('mic', ['Field Notes', 'After Dark'], '#E8B04A'),
    story:
      '<p>The official shirt of the podcast: a weekly half hour about the animals, plants and fungi that keep the night shift. Wear it to the next bat walk.</p>',
    products: [
      { type: 'tee', colours: ['Black', 'Navy', 'Heather Grey'] },
      { type: 'hoodie', colours: ['Black', 'Charcoal'] },
    ],
    collections: ['podcast-merch'],
  },
  {
    slug: 'by-the-light-of-the-moon',
    title: 'By the Light of the Moon',
    design: d('moon', ['By the Light', 'of the Moon'], '#F2E3B3'),
    story:
      '<p>A crescent moon with a scatter of stars, drawn for the episode about how moths navigate. Simple enough to wear every day, quiet enough for the office.</p>',
    products: [
      { type: 'hoodie', colours: ['Black', 'Navy', 'Charcoal', 'Maroon'] },
      { type: 'tee', colours: ['Black', 'Navy'] },
    ],
    collections: ['night-creatures'],
  },
  {
    slug: 'lichen-is-a-partnership',
    title: 'Lichen Is a Partnership',
    design: d('flower', ['Lichen Is a', 'Partnership'], '#9CAF88'),
    story:
      '<p>A fungus and an alga walk into a rock and never leave. A rosette lichen for everyone who loves a good symbiosis.</p>',
    products: [{ type: 'softstyle', colours: ['White', 'Sage', 'Charcoal', 'Black'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'owl-hours',
    title: 'Owl Hours',
    design: d('owl', ['Owl Hours', '10pm – 4am'], '#D8A657'),
    story:
      '<p>A barred owl keeping the hours most of us sleep through. For night owls, shift workers and anyone who does their best thinking after 10pm.</p>',
    products: [{ type: 'tee', colours: ['Navy', 'Black', 'Forest Green', 'Sand'] }],
    collections: ['night-creatures'],
  },
  {
    slug: 'unfurl-slowly-fiddlehead',
    title: 'Unfurl Slowly Fiddlehead',
    design: d('fern', ['Unfurl', 'Slowly'], '#7FA36B'),
    story: '<p>A young fern, taking its time. A gentle reminder drawn on a slow spring morning by the creek behind the studio.</p>',
    products: [
      { type: 'tee', colours: ['White', 'Sand', 'Forest Green', 'Heather Grey'] },
      { type: 'mug', colours: ['White'] },
    ],
    collections: ['forest-floor'],
  },
  {
    slug: 'firefly-season',
    title: 'Firefly Season',
    design: d('firefly', ['Firefly', 'Season'], '#F5D547'),
    story:
      '<p>Three weeks every June when the meadow blinks. This glowing firefly comes in grown-up and kids’ sizes, so the whole family can match on the evening walk.</p>',
    products: [
      { type: 'tee', colours: ['Black', 'Navy', 'Forest Green'] },
      { type: 'youth', colours: ['Black', 'Slate Blue'] },
    ],
    collections: ['night-creatures'],
  },
  {
    slug: 'slow-down-little-snail',
    title: 'Slow Down, Little Snail',
    design: d('snail', ['Slow Down,', 'Little Snail'], '#D98E73'),
    story: '<p>Drawn for Wren’s niece, who stops to greet every snail on the path. Now in kids’ and adult sizes.</p>',
    products: [
      { type: 'youth', colours: ['White', 'Mustard', 'Heather Grey'] },
      { type: 'tee', colours: ['White', 'Sand', 'Dusty Rose'] },
    ],
    collections: ['forest-floor'],
  },
  {
    slug: 'midnight-garden',
    title: 'Midnight Garden',
    design: d('flower', ['Midnight', 'Garden'], '#C9A9E0'),
    story:
      '<p>Evening primrose opens at dusk for the moths. A soft violet bloom on a dark hoodie, for gardeners who stay out past sunset.</p>',
    products: [
      { type: 'hoodie', colours: ['Black', 'Navy', 'Forest Green'] },
      { type: 'tee', colours: ['Black'] },
    ],
    collections: ['night-creatures'],
  },
  {
    slug: 'bog-walk-club',
    title: 'Bog Walk Club',
    design: d('frog', ['Bog Walk', 'Club'], '#8DB360'),
    story: '<p>Membership requirements: waterproof boots and patience for frogs. From the listener meet-up at Cranberry Glades.</p>',
    products: [{ type: 'tee', colours: ['Forest Green', 'Sand', 'Black', 'Heather Grey'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'seventeen-years-later-cicada',
    title: 'Seventeen Years Later Cicada',
    design: d('beetle', ['Seventeen', 'Years Later'], '#C97B2B'),
    story:
      '<p>Made for the periodical cicada emergence. Like the cicadas themselves, it has gone back underground for now: every colour is sold out.</p>',
    products: [{ type: 'tee', colours: ['Mustard', 'Sand', 'Black'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'acorn-cap-collector',
    title: 'Acorn Cap Collector',
    design: d('acorn', ['Acorn Cap', 'Collector'], '#A0522D'),
    story: '<p>For small people with full pockets. A chunky oak acorn, printed on our soft youth tee.</p>',
    products: [{ type: 'youth', colours: ['Mustard', 'White', 'Heather Grey'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'the-lantern-moth',
    title: 'The Lantern Moth',
    design: d('moth', ['The Lantern', 'Moth'], '#F0A04B'),
    story:
      '<p>Every moth at the window is looking for the moon. An amber moth circling an old camping lantern, on our warmest hoodie.</p>',
    products: [{ type: 'hoodie', colours: ['Charcoal', 'Black', 'Maroon'] }],
    collections: ['night-creatures'],
  },
  {
    slug: 'ask-the-mycelium',
    title: 'Ask the Mycelium',
    design: d('mushroom', ['Ask the', 'Mycelium'], '#E9DCC3'),
    story:
      '<p>The forest’s underground internet, summed up in three words. From the episode with a soil ecologist that listeners still write in about.</p>',
    products: [{ type: 'softstyle', colours: ['Black', 'Charcoal', 'Navy'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'beetle-constellations',
    title: 'Beetle Constellations',
    design: d('stars', ['Beetle', 'Constellations'], '#CFE3F5'),
    story:
      '<p>Dung beetles steer by the Milky Way. Wren joined the dots between the stars they use, and this pale blue star map is the result.</p>',
    products: [{ type: 'tee', colours: ['Navy', 'Black', 'Slate Blue'] }],
    collections: ['night-creatures'],
  },
  {
    slug: 'rainy-day-frogs',
    title: 'Rainy Day Frogs',
    design: d('frog', ['Rainy Day', 'Frogs'], '#7FBF7F'),
    story: '<p>A very pleased tree frog for puddle jumpers. Available as a youth tee and as a weatherproof sticker for rain boots.</p>',
    products: [
      { type: 'youth', colours: ['Slate Blue', 'White', 'Mustard'] },
      { type: 'sticker', colours: ['White'] },
    ],
    collections: ['forest-floor'],
  },
  {
    slug: 'if-in-doubt-leave-it-out',
    title: 'If in Doubt, Leave It Out',
    design: d('mushroom', ['If in Doubt,', 'Leave It Out'], '#D4A017'),
    story:
      '<p>The first rule of foraging, as taught by every good mushroom guide. A golden chanterelle on sand, forest green and grey, and a mug for the morning after the hunt.</p>',
    products: [
      { type: 'tee', colours: ['Sand', 'Forest Green', 'Heather Grey', 'Black'] },
      { type: 'mug', colours: ['White', 'Black'] },
    ],
    collections: ['forest-floor'],
  },
  {
    slug: 'bat-appreciation-society',
    title: 'Bat Appreciation Society',
    design: d('bat', ['Bat Appreciation', 'Society'], '#B39DDB'),
    story:
      '<p>One little brown bat eats thousands of insects a night. Join the society: no dues, just gratitude. Part of every sale goes to a local bat rescue.</p>',
    products: [
      { type: 'tee', colours: ['Black', 'Maroon', 'Heather Grey', 'Navy'] },
      { type: 'hoodie', colours: ['Black'] },
    ],
    collections: ['night-creatures'],
  },
  {
    slug: 'hedgehog-night-patrol',
    title: 'Hedgehog Night Patrol',
    design: d('hedgehog', ['Night', 'Patrol'], '#C89F7A'),
    story: '<p>On duty from dusk, checking every garden for beetles. A round little hedgehog for kids and the grown-ups who read them bedtime stories.</p>',
    products: [
      { type: 'youth', colours: ['Heather Grey', 'Slate Blue', 'Black'] },
      { type: 'tee', colours: ['Heather Grey', 'Navy'] },
    ],
    collections: ['night-creatures'],
  },
  {
    slug: 'dawn-chorus',
    title: 'Dawn Chorus',
    design: d('crow', ['Dawn', 'Chorus'], '#F2A365'),
    story: '<p>The moment the night shift hands over to the birds. A blackbird mid-song against a peach sunrise.</p>',
    products: [{ type: 'softstyle', colours: ['White', 'Sage'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'pinecone-anatomy',
    title: 'Pinecone Anatomy',
    design: d('pinecone', ['Pinecone', 'Anatomy'], '#B5651D'),
    story: '<p>Count the spirals: they follow the Fibonacci numbers. A botanical-plate pinecone for the quietly nerdy.</p>',
    products: [{ type: 'tee', colours: ['Sand', 'White', 'Forest Green'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'stay-curious-stay-muddy',
    title: 'Stay Curious, Stay Muddy',
    design: d('beetle', ['Stay Curious,', 'Stay Muddy'], '#8B5E3C'),
    story: '<p>The sign-off from every episode, on a kids’ tee made for rolling over logs to see who lives underneath.</p>',
    products: [{ type: 'youth', colours: ['Mustard', 'Heather Grey', 'White'] }],
    collections: ['podcast-merch'],
  },
  {
    slug: 'hummingbird-hawk-moth',
    title: 'Hummingbird Hawk-Moth',
    design: d('moth', ['Hummingbird', 'Hawk-Moth'], '#E07A5F'),
    story:
      '<p>Is it a bird? It is a moth that hovers like one. A coral hawk-moth on light colours, drawn from a sighting in the studio’s bee balm.</p>',
    products: [{ type: 'tee', colours: ['White', 'Sand', 'Dusty Rose', 'Heather Grey'] }],
    collections: ['night-creatures'],
  },
  {
    slug: 'quiet-moth-studio-crest',
    title: 'Quiet Moth Studio Crest',
    design: d('moth', ['Quiet Moth', 'Studio'], '#E8B04A'),
    story: '<p>The studio’s own badge: our moth over the name, in lamplight gold. The hoodie Wren wears to every live recording.</p>',
    products: [
      { type: 'hoodie', colours: ['Black', 'Navy', 'Heather Grey', 'Sand'] },
      { type: 'tee', colours: ['Black', 'White'] },
    ],
    collections: ['podcast-merch'],
  },
  {
    slug: 'listening-since-episode-one',
    title: 'Listening Since Episode One',
    design: d('mic', ['Listening Since', 'Episode One'], '#F2E3B3'),
    story: '<p>For the day-one listeners who heard the rain on the tent in episode one and came back anyway. Thank you.</p>',
    products: [{ type: 'tee', colours: ['Black', 'Heather Grey', 'Navy'] }],
    collections: ['podcast-merch'],
  },
  {
    slug: 'i-also-collect-shiny-things',
    title: 'I Also Collect Shiny Things',
    design: d('crow', ['I Also Collect', 'Shiny Things'], '#C9CED6'),
    story: '<p>Crows remember faces and bring gifts to people they like. A crow with a bottle cap, for magpies of every species.</p>',
    products: [
      { type: 'tee', colours: ['Black', 'White', 'Heather Grey', 'Slate Blue'] },
      { type: 'sticker', colours: ['White', 'Midnight'] },
    ],
    collections: ['forest-floor'],
  },
  {
    slug: 'nocturnal-naturalist',
    title: 'Nocturnal Naturalist',
    design: d('owl', ['Nocturnal', 'Naturalist'], '#E8B04A'),
    story: '<p>Headlamp on, notebook out. A wide-eyed owl for people who do their nature watching after dark.</p>',
    products: [{ type: 'softstyle', colours: ['Black', 'Navy', 'Charcoal'] }],
    collections: ['night-creatures'],
  },
  {
    slug: 'moonlit-mushrooms-mug',
    title: 'Moonlit Mushrooms Mug',
    design: d('mushroom', ['Moonlit', 'Mushrooms'], '#F2E3B3'),
    story: '<p>Ghostly pale mushrooms by moonlight, wrapped around an 11 oz mug. Best with something warm on a foggy morning.</p>',
    products: [{ type: 'mug', colours: ['Black', 'White'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'recorded-after-dark-mug',
    title: 'Recorded After Dark Mug',
    design: d('mic', ['Recorded', 'After Dark'], '#E8B04A'),
    story: '<p>The mug on the desk in every episode. Yes, there is usually tea in it.</p>',
    products: [{ type: 'mug', colours: ['Black', 'White'] }],
    collections: ['podcast-merch'],
  },
  {
    slug: 'luna-moth-sticker',
    title: 'Luna Moth Sticker',
    design: d('moth', ['Luna Moth'], '#A8D5A2'),
    story: '<p>Our bestselling luna moth, as a matte vinyl sticker for laptops, water bottles and field notebooks.</p>',
    products: [{ type: 'sticker', colours: ['White', 'Midnight'] }],
    collections: ['night-creatures'],
  },
  {
    slug: 'tiny-mushroom-sticker',
    title: 'Tiny Mushroom Sticker',
    design: d('mushroom', ['Tiny Mushroom'], '#C8553D'),
    story: '<p>A small red toadstool for small spaces: phone cases, pencil tins, the corner of a sketchbook.</p>',
    products: [{ type: 'sticker', colours: ['White'] }],
    collections: ['forest-floor'],
  },
  {
    slug: 'moonlight-on-the-river',
    title: 'Moonlight on the River',
    design: d('wave', ['Moonlight', 'on the River'], '#9EC5E8'),
    story: '<p>Ripples, a rising moon and one small bat over the water. From the canoe episode, recorded on the New River at midnight.</p>',
    products: [
      { type: 'softstyle', colours: ['Navy', 'Black', 'Sage'] },
      { type: 'mug', colours: ['White'] },
    ],
    collections: ['night-creatures'],
  },
  {
    slug: 'night-garden-phone-wallpapers',
    title: 'Night Garden Phone Wallpapers',
    design: d('flower', ['Night Garden'], '#C9A9E0'),
    story:
      '<p>Six hand-painted wallpapers of moths, moonflowers and fireflies, in light and dark versions. A digital download: nothing is shipped.</p>',
    products: [{ type: 'wallpaper', colours: ['Full Colour'] }],
    collections: ['night-creatures'],
  },
  {
    slug: 'field-guide-volume-two-hoodie',
    title: 'Field Guide Volume Two Hoodie',
    design: d('fern', ['Field Guide', 'Volume Two'], '#D9C27A'),
    story:
      '<p>Made to celebrate Wren’s second illustrated field guide. Pre-order now: hoodies are printed in one batch when the book launches and ship from mid-February.</p>',
    products: [{ type: 'hoodie', colours: ['Forest Green', 'Black', 'Sand'] }],
    collections: ['podcast-merch'],
    checkoutFlow: 'preorder',
    estimatedShipDate: '2027-02-15',
  },
  {
    slug: 'episode-100-patron-tee',
    title: 'Episode 100 Patron Tee',
    design: d('mic', ['Episode 100', 'Patron'], '#E8B04A'),
    story: '<p>A thank-you shirt for podcast patrons, celebrating one hundred episodes. Patrons get the link in the members’ newsletter.</p>',
    products: [{ type: 'tee', colours: ['Black', 'Navy'] }],
    collections: ['podcast-merch'],
    visibility: 'private',
  },
  {
    slug: 'live-show-crew-tee-2026',
    title: 'Live Show Crew Tee 2026',
    design: d('stars', ['Live Show', 'Crew 2026'], '#F2E3B3'),
    story: '<p>For the volunteers and crew of the 2026 live show tour. Not in the shop menus; you will have been sent the link.</p>',
    products: [{ type: 'tee', colours: ['Black'] }],
    collections: [],
    visibility: 'unlisted',
  },
];

/** Stock quirks, so that out-of-stock states can be seen and tested. */
export interface StockQuirk {
  slug: string;
  type: ProductKey;
  colour: ColourName;
  /** Sizes left out of availableSizesWithId (out of stock per the platform). */
  missingSizes?: string[];
  /** The whole colour is sold out: inventoryCount 0 and no available sizes. */
  soldOut?: boolean;
  /** inventoryCount 0 while the sizes are still listed as available. */
  zeroInventory?: boolean;
}

export const STOCK_QUIRKS: StockQuirk[] = [
  { slug: 'owl-hours', type: 'tee', colour: 'Navy', missingSizes: ['XS', '3XL'] },
  { slug: 'night-shift-pollinators', type: 'tee', colour: 'Maroon', missingSizes: ['3XL'] },
  { slug: 'bat-appreciation-society', type: 'tee', colour: 'Heather Grey', missingSizes: ['XS', 'S'] },
  { slug: 'bog-walk-club', type: 'tee', colour: 'Sand', soldOut: true },
  { slug: 'seventeen-years-later-cicada', type: 'tee', colour: 'Mustard', soldOut: true },
  { slug: 'seventeen-years-later-cicada', type: 'tee', colour: 'Sand', soldOut: true },
  { slug: 'seventeen-years-later-cicada', type: 'tee', colour: 'Black', soldOut: true },
  { slug: 'the-lantern-moth', type: 'hoodie', colour: 'Maroon', zeroInventory: true },
];

/** Units per colour and size written to inventory.json (the /v1/inventory answers). */
export const STOCK_COUNTS: { slug: string; type: ProductKey; colour: ColourName; size: string; count: number }[] = [
  { slug: 'luna-moth-field-study', type: 'tee', colour: 'Black', size: 'M', count: 3 },
  { slug: 'luna-moth-field-study', type: 'tee', colour: 'Black', size: 'L', count: 0 },
  { slug: 'luna-moth-field-study', type: 'hoodie', colour: 'Navy', size: 'XL', count: 1 },
  { slug: 'mushroom-almanac', type: 'tee', colour: 'Sand', size: 'S', count: 2 },
  { slug: 'mushroom-almanac', type: 'tee', colour: 'Sand', size: 'XL', count: 0 },
  { slug: 'quiet-moth-studio-crest', type: 'hoodie', colour: 'Black', size: '2XL', count: 0 },
  { slug: 'quiet-moth-studio-crest', type: 'hoodie', colour: 'Black', size: 'M', count: 4 },
  { slug: 'moonlit-mushrooms-mug', type: 'mug', colour: 'Black', size: '11oz', count: 3 },
  { slug: 'firefly-season', type: 'youth', colour: 'Slate Blue', size: 'S', count: 0 },
  { slug: 'firefly-season', type: 'youth', colour: 'Slate Blue', size: 'M', count: 5 },
];

/** Collections of a tile: the design's own plus those of its product types (with the parent). */
export function collectionsOf(def: DesignDef): string[] {
  if (def.visibility === 'unlisted') return [];
  const slugs = new Set(def.collections);
  for (const product of def.products) {
    const collection = PRODUCT_TYPES[product.type].collection;
    if (!collection) continue;
    if (['tees', 'hoodies', 'kids'].includes(collection)) slugs.add('apparel');
    slugs.add(collection);
  }
  return [...slugs];
}

export function designOf(def: DesignDef): Design {
  return { motif: def.design.motif, lines: def.design.lines, accent: def.design.accent };
}
