import { seededRandom } from '../../../scripts/lib/store-files';
import type { Searchable } from '../../../src/lib/search';

/** A believable catalog for the search tests: names from word lists, two product types, a few collections. */
const ADJECTIVES = ['Midnight', 'Golden', 'Wild', 'Quiet', 'Electric', 'Cosmic', 'Rusty', 'Velvet', 'Lucky', 'Sleepy', 'Neon', 'Misty', 'Vintage', 'Retro', 'Lunar', 'Mossy'];
const NOUNS = ['Fox', 'Otter', 'Raccoon', 'Moth', 'Heron', 'Owl', 'Whale', 'Mushroom', 'Fern', 'Lighthouse', 'Comet', 'Coffee', 'Ramen', 'Axolotl', 'Hedgehog', 'Beetle'];
const SUFFIXES = ['Club', 'Society', 'Field Guide', 'Almanac', 'Supply Co.', 'Fan Club', 'Festival', 'Radio'];
const TYPES = [
  { productId: 266, productName: 'Classic Tee', productGroupName: 'Tees' },
  { productId: 369, productName: 'Premium Hoodie', productGroupName: 'Hoodies' },
  { productId: 1128, productName: 'Ceramic Mug', productGroupName: 'Mugs' },
];
const COLLECTIONS = [
  { name: 'Night Creatures', slug: 'night-creatures' },
  { name: 'Forest Floor', slug: 'forest-floor' },
  { name: 'Best Sellers', slug: 'best-sellers' },
  { name: 'Mugs & Stickers', slug: 'mugs-and-stickers' },
];

const slugify = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

export function testCatalog(count: number, seed = 7): Searchable[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const name =
      r.next() < 0.5 ? `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}` : r.next() < 0.5 ? `${r.pick(NOUNS)} ${r.pick(SUFFIXES)}` : `The ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${r.pick(SUFFIXES)}`;
    const type = r.pick(TYPES);
    const slug = `${slugify(name)}-${i}`;
    return { name, url: `/listing/${slug}?product=${type.productId}`, productName: type.productName, productGroupName: type.productGroupName, collections: r.sample(COLLECTIONS, r.int(0, 3)) };
  });
}

/** A term as a shopper might type it: part of a name, sometimes with a typo. */
export function typedTerm(r: ReturnType<typeof seededRandom>, names: string[]): string {
  const name = r.pick(names);
  const start = r.next() < 0.7 ? 0 : r.int(0, Math.max(0, name.length - 4));
  let term = name.slice(start, start + r.int(3, 16));
  const typo = r.int(0, 3);
  const at = r.int(0, Math.max(0, term.length - 1));
  if (typo === 1) term = term.slice(0, at) + term.slice(at + 1);
  if (typo === 2) term = term.slice(0, at) + 'x' + term.slice(at + 1);
  if (typo === 3) term = term.slice(0, at) + 'e' + term.slice(at);
  return term;
}
