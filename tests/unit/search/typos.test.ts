import { beforeAll, describe, expect, it } from 'vitest';
import { demoSearchEntries, EDITS, typoQueries } from '../../../scripts/search-typos';
import { PAGE_SIZE } from '../../../src/lib/pagination';
import { prepareSearch, type CatalogSearch } from '../../../src/lib/search';
import type { SearchEntry } from '../../../src/lib/search-index';

/**
 * Issue 19: search that forgives like a person expects, on the demo store's catalog as the search page
 * has it. "Found" means on the first results page (12 tiles), the most a shopper sees at once.
 */
let entries: SearchEntry[];
let search: CatalogSearch;
beforeAll(async () => {
  entries = await demoSearchEntries();
  search = prepareSearch(entries);
});
const firstPage = (term: string) => search.search(term).slice(0, PAGE_SIZE).map((hit) => entries[hit.index]!.name);

describe('one typo per query, generated from the demo catalog (scripts/search-typos.ts)', () => {
  it('finds the listing meant for at least 95% of 200+ queries, over all four kinds of edit', () => {
    const set = typoQueries(entries);
    expect(set.length).toBeGreaterThanOrEqual(200);
    for (const edit of EDITS) expect(set.filter((q) => q.edit === edit).length, edit).toBeGreaterThanOrEqual(50);
    const missed = set.filter((q) => !firstPage(q.query).includes(entries[q.index]!.name));
    const recall = 1 - missed.length / set.length;
    expect(recall, missed.map((q) => `${q.query} (${entries[q.index]!.name})`).join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('ranks each listing first for its exact title', () => {
    for (const entry of entries) expect(firstPage(entry.name)[0], entry.name).toBe(entry.name);
  });
});

describe('the typos of issue 19', () => {
  it('a swap of two neighbouring letters is one typo: "Feild" finds Luna Moth Field Study', () => {
    expect(firstPage('Feild')).toContain('Luna Moth Field Study');
    expect(firstPage('luna moth feild study')[0]).toBe('Luna Moth Field Study');
    expect(firstPage('Hummingbird Hawk-Moht')[0]).toBe('Hummingbird Hawk-Moth');
  });
  it('a lost letter: "hodie" finds the hoodies, hoodies first', () => {
    const found = search.search('hodie').map((hit) => entries[hit.index]!);
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.slice(0, 5).every((e) => e.productName === 'Premium Hoodie')).toBe(true);
  });
  it('a shopper\'s word for a product type, misspelt: "tshrit" and "t-shirt" find the tees', () => {
    for (const term of ['tshrit', 't-shirt', 'tshirt']) {
      const found = search.search(term).map((hit) => entries[hit.index]!);
      expect(found.length, term).toBeGreaterThan(10);
      expect(found.slice(0, 10).every((e) => / Tee$/.test(e.productName)), term).toBe(true);
    }
    expect(firstPage('moth tshrit')).toContain('Luna Moth Field Study');
  });
  it('two typos in a word of 8+ letters, not in shorter ones', () => {
    expect(firstPage('muhsrom')).toContain('Mushroom Almanac'); // a swap and a lost o in "mushroom"
    expect(firstPage('constelatoins')).toContain('Beetle Constellations'); // a lost l and a swap
    expect(firstPage('lnatenr')).not.toContain('The Lantern Moth'); // two swaps in "lantern" (7 letters): too many
    expect(firstPage('lnatern')).toContain('The Lantern Moth');
  });
});

describe('words across fields (issue 19 point 7)', () => {
  it('"owl tee": the title word and the product type word in different fields', () => {
    expect(firstPage('owl tee')[0]).toBe('Owl Hours');
  });
  it('"luna sticker": the title and the product type', () => {
    expect(firstPage('luna sticker')).toEqual(['Luna Moth Sticker']);
  });
  it('a product type word ranks that type first: "mug", "sticker", "hoodie"', () => {
    const types = (term: string) => search.search(term).map((hit) => entries[hit.index]!.productName);
    expect(types('mug').slice(0, 2)).toEqual(['Ceramic Mug 11oz', 'Ceramic Mug 11oz']);
    expect(types('sticker').slice(0, 2)).toEqual(['Sticker', 'Sticker']);
    expect(types('hoodie').slice(0, 5)).toEqual(Array(5).fill('Premium Hoodie'));
    // Tees in the "Mugs & Stickers" collection still come, after the mugs.
    expect(types('mug').length).toBeGreaterThan(2);
  });
  it('"night creatures hoodie": a collection and a product type', () => {
    const found = search.search('night creatures hoodie').map((hit) => entries[hit.index]!);
    expect(found[0]!.productName).toBe('Premium Hoodie');
    expect(found[0]!.collections.map((c) => c.name)).toContain('Night Creatures');
  });
});
