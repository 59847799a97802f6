import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../scripts/lib/store-files';
import { FUZZY_LENGTH, prepareSearch, searchableTerm, type Searchable } from '../../../src/lib/search';
import { allowance, fold, matchWord, wordsOf } from '../../../src/lib/search-words';
import { testCatalog, typedTerm } from './catalog';

const entry = (fields: Partial<Searchable>): Searchable => ({
  name: 'Plain',
  url: '/listing/plain?product=1',
  productName: 'Classic Tee',
  productGroupName: 'Tees',
  collections: [],
  ...fields,
});
const names = (entries: Searchable[], term: string) => prepareSearch(entries).search(term).map((hit) => entries[hit.index]!.name);

describe('ranking by the spec weights', () => {
  // Changed for issue 19 (intended): a word found in the product type (productName 4, productGroupName 1)
  // now ranks that type first; the other four fields keep the spec's order.
  it('orders the same word by the field it is in: name 6, url 5, collections.name 3, collections.slug 2; a product type word first, productName 4 before productGroupName 1', () => {
    const entries = [
      entry({ name: 'in group', productGroupName: 'Zebra' }),
      entry({ name: 'in collection slug', collections: [{ name: 'Stripes', slug: 'zebra' }] }),
      entry({ name: 'in url', url: 'zebra' }),
      entry({ name: 'in collection name', collections: [{ name: 'Zebra', slug: 'stripes' }] }),
      entry({ name: 'Zebra' }),
      entry({ name: 'in product name', productName: 'Zebra' }),
    ];
    expect(names(entries, 'zebra')).toEqual(['in product name', 'in group', 'Zebra', 'in url', 'in collection name', 'in collection slug']);
  });

  it('ranks a product type word first with typos and shoppers\' words too, whatever the name says', () => {
    const entries = [
      entry({ name: 'Hoodie Weather' }),
      entry({ name: 'Plain', productName: 'Premium Hoodie', productGroupName: 'Hoodies' }),
      entry({ name: 'Mug Life', productName: 'Ceramic Mug', productGroupName: 'Mugs' }),
      entry({ name: 'Tshirt Club', productName: 'Ceramic Mug', productGroupName: 'Mugs' }),
    ];
    for (const term of ['hoodie', 'hodie', 'hoody']) expect(names(entries, term)[0], term).toBe('Plain');
    for (const term of ['tshirt', 'tshrit']) expect(names(entries, term)[0], term).toBe('Hoodie Weather');
  });

  it('ranks an exact word before a prefix before a typo, and a short field before a long one', () => {
    const entries = [entry({ name: 'Mothy Moth' }), entry({ name: 'Moth' }), entry({ name: 'Moht' }), entry({ name: 'Luna Moth Field Study' })];
    expect(names(entries, 'moth')).toEqual(['Moth', 'Mothy Moth', 'Luna Moth Field Study', 'Moht']);
    expect(names(entries, 'mothh')[0]).toBe('Moth');
    expect(names([entry({ name: 'Mothy' }), entry({ name: 'Moht' })], 'moth')).toEqual(['Mothy', 'Moht']);
  });

  it('tolerates one typo from 4 letters, two from 8, a swap of neighbours counting as one (issue 19)', () => {
    expect([3, 4, 7, 8, 12].map(allowance)).toEqual([0, 1, 1, 2, 2]);
    const entries = [entry({ name: 'Axolotl Almanac' })];
    expect(names(entries, 'axolotl')).toHaveLength(1);
    expect(names(entries, 'axolotk')).toHaveLength(1); // 1 substitution in 7
    expect(names(entries, 'axoltol')).toHaveLength(1); // 1 swap in 7
    expect(names(entries, 'axoltok')).toHaveLength(0); // 2 in 7
    expect(names(entries, 'xaolotll')).toHaveLength(0); // 3 in 7
    expect(names(entries, 'axx')).toHaveLength(0); // 3 letters match exactly
  });
});

describe('comparing a typed word with a catalog word', () => {
  it('counts each kind of slip as one edit', () => {
    for (const typed of ['fielld', 'fild', 'fiald', 'feild']) expect(matchWord(typed, 'field'), typed).toBeCloseTo(0.001 + 1 / Math.max(typed.length, 5)); // one edit over the longer word
    expect(matchWord('field', 'field')).toBe(0.001);
    expect(matchWord('fiedl', 'fields')).toBeGreaterThan(0); // prefix with a swap, still typing
    expect(matchWord('shroom', 'mushroom')).toBe(0.05); // inside a word, as typed only
    expect(matchWord('shrom', 'mushroom')).toBe(-1);
    expect(matchWord('tee', 'tree')).toBeGreaterThan(0); // the catalog's word has 4 letters
    expect(matchWord('cat', 'dog')).toBe(-1);
  });
  it('folds case, accents and apostrophes, and cuts words at anything but letters and digits', () => {
    expect(wordsOf(fold("Café Don't Hawk-Moth 11oz"))).toEqual(['cafe', 'dont', 'hawk', 'moth', '11oz']);
    expect(names([entry({ name: 'Café Crème' })], 'cafe creme')).toEqual(['Café Crème']);
  });
});

describe('the 3-character minimum', () => {
  const entries = [entry({ name: 'Moth' }), entry({ name: 'Moon' })];
  it('searches nothing for terms of 2 characters or fewer, counted without surrounding spaces', () => {
    expect(searchableTerm('mo')).toBe('');
    expect(searchableTerm('  mo   ')).toBe('');
    expect(prepareSearch(entries).search('mo')).toEqual([]);
    expect(prepareSearch(entries).search(' mo ')).toEqual([]);
  });
  it('searches from 3 characters on', () => {
    expect(searchableTerm(' MOT ')).toBe('mot');
    expect(names(entries, 'mot')).toEqual(['Moth']);
    expect(names(entries, 'moo')).toEqual(['Moon']);
  });
});

describe('the 12-character rule (decisions 18), per word since issue 19', () => {
  const entries = [entry({ name: 'Midnight Moth Club' }), entry({ name: 'Midnight Moth Society' }), entry({ name: 'Midnight Moths' })];
  it('matches every word with typos, each word on its own', () => {
    expect(FUZZY_LENGTH).toBe(12);
    expect(names(entries, 'midnight mot')).toHaveLength(3);
    expect(names(entries, 'midnigt moth')).toHaveLength(3);
    expect(names(entries, 'midnight moth club')).toEqual(['Midnight Moth Club']);
    expect(names(entries, 'midnigt moth club')).toEqual(['Midnight Moth Club']);
    // Changed for issue 19 (intended): a typo after the 12th character of the term is forgiven too.
    expect(names(entries, 'midnight moth clab')[0]).toBe('Midnight Moth Club');
    expect(names(entries, 'midnight moth radio')).toEqual([]);
    expect(names(entries, 'midnight moth tee')).toHaveLength(3); // "tee" is in the product name
  });
  it('and the letters of a word past its 12th exactly', () => {
    const long = [entry({ name: 'Constellations' })];
    expect(names(long, 'constelaltions')).toHaveLength(1); // the swap is within the first 12
    expect(names(long, 'constellatoins')).toHaveLength(1);
    expect(names(long, 'constellatiosn')).toHaveLength(0); // the swap is past the 12th letter
  });
});

describe('a generated catalog, typed letter by letter', () => {
  const catalog = testCatalog(600);
  const search = prepareSearch(catalog);
  const text = (e: Searchable) => wordsOf(fold([e.name, e.url, e.productName, ...e.collections.flatMap((c) => [c.name, c.slug]), e.productGroupName].join(' ')));

  it('finds only tiles where every typed word matches a word of some field, best first', () => {
    const r = seededRandom(11);
    const all = catalog.map((e) => e.name);
    for (let i = 0; i < 40; i++) {
      const term = typedTerm(r, all);
      for (let n = 3; n <= term.length; n++) {
        const typed = wordsOf(fold(term.slice(0, n))).map((w) => w.slice(0, FUZZY_LENGTH));
        for (const hit of search.search(term.slice(0, n))) {
          const words = text(catalog[hit.index]!);
          expect(typed.every((q) => words.some((w) => matchWord(q, w) >= 0)), term.slice(0, n)).toBe(true);
        }
      }
    }
  });

  it('finds a name typed in full first among its namesakes, and takes odd input in its stride', () => {
    for (const e of catalog.slice(0, 50)) expect(catalog[search.search(e.name)[0]!.index]!.name).toBe(e.name);
    for (const term of ['listing', '?product=', 'mugs & st', 'forest-floor', 'e e', 'zzz', 'MOTH', '   fox   ', 'ünïcode', '🦊🦊🦊', 'fox🦊']) expect(Array.isArray(search.search(term))).toBe(true);
    expect(search.search('🦊🦊🦊')).toEqual([]);
    expect(search.search('   fox   ').length).toBeGreaterThan(0);
  });
});
