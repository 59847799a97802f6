/**
 * Helpers shared by the store generators (scripts/demo/make-demo-store.ts, scripts/generate-store.ts):
 * the answer types a store directory holds, a seeded random number generator and JSON writing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import type { legalSchema, supportSchema } from '../../src/catalog/content';
import type { productDetailsSchema } from '../../src/catalog/platform/blanks';
import type { collectionsAnswerSchema } from '../../src/catalog/platform/collections';
import type { listingAnswerSchema, listingProductsAnswerSchema, variationSchema } from '../../src/catalog/platform/listing';
import type { localizationSchema } from '../../src/catalog/platform/localization';
import type { productCacheSchema, productsPageSchema, tileSchema } from '../../src/catalog/platform/products';
import type { storeSchema } from '../../src/catalog/platform/store';
import type { themeSchema } from '../../src/catalog/platform/theme';
import type { storeSettingsSchema } from '../../src/catalog/settings';
import { centsToUnits } from '../../src/lib/money';
import { DEFAULT_LOCALIZATION } from '../../src/catalog/platform/localization';

/** The answers as the platform sends them (the schemas' input side). */
export type StoreAnswer = z.input<typeof storeSchema>;
export type CollectionsAnswer = z.input<typeof collectionsAnswerSchema>;
export type LocalizationAnswer = z.input<typeof localizationSchema>;
export type ThemeAnswer = z.input<typeof themeSchema>;
export type TileAnswer = z.input<typeof tileSchema>;
export type ProductCacheAnswer = z.input<typeof productCacheSchema>;
export type ProductsPageAnswer = z.input<typeof productsPageSchema>;
export type VariationAnswer = z.input<typeof variationSchema>;
export type ListingAnswer = z.input<typeof listingAnswerSchema>;
export type ListingProductsAnswer = z.input<typeof listingProductsAnswerSchema>;
export type BlankAnswer = z.input<typeof productDetailsSchema>;
export type SettingsFile = z.input<typeof storeSettingsSchema>;
export type SupportFile = z.input<typeof supportSchema>;
export type LegalFile = z.input<typeof legalSchema>;

/** mulberry32: a small seeded PRNG, so generated stores are identical on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** `count` distinct items, in the order of `items`. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Cents as the platform's price string: 2499 -> "24.99". */
export const price = (cents: number): string => centsToUnits(cents);

/** Writes pretty JSON (stable for diffs) or compact JSON, creating folders as needed. */
export function writeJson(root: string, relativePath: string, value: unknown, pretty = true): void {
  writeText(root, relativePath, pretty ? `${JSON.stringify(value, null, 2)}\n` : JSON.stringify(value));
}

const madeDirs = new Set<string>();
export function writeText(root: string, relativePath: string, text: string): void {
  const path = join(root, relativePath);
  const dir = dirname(path);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  writeFileSync(path, text);
}

/** The same image at every size the platform names (SVGs scale). */
export function imageSet(label: 'front' | 'back' | 'side' | 'primary', src: string) {
  return { label, src, full: src, small: src, thumblarge: src, thumbsmall: src };
}

/** 50 states and DC with a plausible state-level sales tax in basis points (725 = 7.25 %). */
export const US_STATE_TAX_BPS: Record<string, number> = {
  AL: 400, AK: 0, AZ: 560, AR: 650, CA: 725, CO: 290, CT: 635, DE: 0, DC: 600, FL: 600,
  GA: 400, HI: 400, ID: 600, IL: 625, IN: 700, IA: 600, KS: 650, KY: 600, LA: 500, ME: 550,
  MD: 600, MA: 625, MI: 600, MN: 688, MS: 700, MO: 423, MT: 0, NE: 550, NV: 685, NH: 0,
  NJ: 663, NM: 488, NY: 400, NC: 475, ND: 500, OH: 575, OK: 450, OR: 0, PA: 600, RI: 700,
  SC: 600, SD: 420, TN: 700, TX: 625, UT: 610, VT: 600, VA: 530, WA: 650, WV: 600, WI: 500,
  WY: 400,
};

/** EU member states (ISO 3166-1 alpha-2), served from the European fulfilment region. */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];

/** The spec's eight locales and five regions, as the localization details call lists them. */
export const LOCALES = DEFAULT_LOCALIZATION.available_locales;
export const REGIONS = DEFAULT_LOCALIZATION.available_regions;

/** The localization answer of a store that sells in USD only: the pull then asks one currency. */
export function usdOnlyLocalization(): LocalizationAnswer {
  return { ...DEFAULT_LOCALIZATION, available_locales: LOCALES, available_currencies: [{ currency: 'USD', symbol: '$' }], available_regions: REGIONS };
}
