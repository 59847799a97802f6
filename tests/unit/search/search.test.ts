import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../scripts/lib/store-files';
import { FUSE_OPTIONS, FUZZY_LENGTH, prepareSearch, searchableTerm, SEARCH_KEYS, type Searchable } from '../../../src/lib/search';
import { maxErrors } from '../../../src/lib/search-narrow';
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
  it('orders the same word by the field it is in: name 6, url 5, productName 4, collections.name 3, collections.slug 2, productGroupName 1', () => {
    const entries = [
      entry({ name: 'in group', productGroupName: 'Zebra' }),
      entry({ name: 'in collection slug', collections: [{ name: 'Stripes', slug: 'zebra' }] }),
      entry({ name: 'in url', url: 'zebra' }),
      entry({ name: 'in collection name', collections: [{ name: 'Zebra', slug: 'stripes' }] }),
      entry({ name: 'Zebra' }),
      entry({ name: 'in product name', productName: 'Zebra' }),
    ];
    expect(names(entries, 'zebra')).toEqual(['Zebra', 'in url', 'in product name', 'in collection name', 'in collection slug', 'in group']);
  });

  it('ranks an exact match before a typo, and a short field before a long one', () => {
    const entries = [entry({ name: 'Mothy Moth' }), entry({ name: 'Moth' }), entry({ name: 'Moht' }), entry({ name: 'Luna Moth Field Study' })];
    expect(names(entries, 'moth')).toEqual(['Moth', 'Mothy Moth', 'Luna Moth Field Study', 'Moht']);
    expect(names(entries, 'mothh')[0]).toBe('Moth');
  });

  it('tolerates one typo per three or four letters (threshold 0.3)', () => {
    expect([3, 4, 6, 7, 9, 10, 12].map((m) => maxErrors(m, FUSE_OPTIONS.threshold))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    const entries = [entry({ name: 'Axolotl Almanac' })];
    expect(names(entries, 'axolotl')).toHaveLength(1);
    expect(names(entries, 'axolotk')).toHaveLength(1); // 1 error in 7
    expect(names(entries, 'axx')).toHaveLength(0); // 3 letters match exactly
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

describe('the 12-character rule (decisions 18)', () => {
  const entries = [entry({ name: 'Midnight Moth Club' }), entry({ name: 'Midnight Moth Society' }), entry({ name: 'Midnight Moths' })];
  it('matches the first 12 characters fuzzily', () => {
    expect(FUZZY_LENGTH).toBe(12);
    expect(names(entries, 'midnight mot')).toHaveLength(3);
    expect(names(entries, 'midnigt moth')).toHaveLength(3); // a typo inside the first 12
  });
  it('and every further word exactly, in any of the six fields', () => {
    expect(names(entries, 'midnight moth club')).toEqual(['Midnight Moth Club']);
    expect(names(entries, 'midnigt moth club')).toEqual(['Midnight Moth Club']);
    expect(names(entries, 'midnight moth clab')).toEqual([]); // a typo after the 12th character
    expect(names(entries, 'midnight moth radio')).toEqual([]);
    expect(names(entries, 'midnight moth tee')).toHaveLength(3); // "tee" is in the product name
  });
});

describe('the same results as a plain Fuse over the whole catalog', () => {
  const catalog = testCatalog(600);
  const fuse = new Fuse(catalog, { keys: SEARCH_KEYS, ...FUSE_OPTIONS, includeScore: true });
  const search = prepareSearch(catalog);
  // Fuse over the first 12 characters; beyond them, the entries whose fields hold every further word.
  const fields = (e: Searchable) => [e.name, e.url, e.productName, ...e.collections.flatMap((c) => [c.name, c.slug]), e.productGroupName].join('\n').toLowerCase();
  const same = (term: string) => {
    const query = searchableTerm(term);
    const words = query.slice(FUZZY_LENGTH).split(/\s+/).filter(Boolean);
    const expected = query
      ? fuse
          .search(query.slice(0, FUZZY_LENGTH))
          .filter((r) => words.every((word) => fields(r.item).includes(word)))
          .map((r) => ({ index: r.refIndex, score: r.score }))
      : [];
    expect(search.search(term), term).toEqual(expected);
  };

  it('for terms a shopper types, letter by letter, with typos', () => {
    const r = seededRandom(11);
    const all = catalog.map((e) => e.name);
    for (let i = 0; i < 40; i++) {
      const term = typedTerm(r, all);
      for (let n = 3; n <= term.length; n++) same(term.slice(0, n));
    }
  });

  it('for words that are in every url, product types, collections and odd input', () => {
    for (const term of ['listing', 'product', 'pro', '?product=', 'tee', 'classic tee', 'hoodies', 'mugs & st', 'forest-floor', 'night creatures', 'the', 'e e', 'zzz', 'MOTH', '   fox   ', 'ünïcode', '🦊🦊🦊', 'fox🦊']) same(term);
  });
});
