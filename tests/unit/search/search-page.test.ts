import { describe, expect, it } from 'vitest';
import { closeTarget, moveActive, readSearchState, resultsPage, searchQuery, suggestionDetail } from '../../../src/lib/search-page';

describe('the address of the search page', () => {
  it('reads the term from searchterm and the results page from page', () => {
    expect(readSearchState('?searchterm=luna%20moth&page=3')).toEqual({ term: 'luna moth', page: 3 });
    expect(readSearchState('')).toEqual({ term: '', page: 1 });
    expect(readSearchState('?searchterm=x&page=-2')).toEqual({ term: 'x', page: 1 });
    expect(readSearchState('?searchterm=x&page=abc')).toEqual({ term: 'x', page: 1 });
  });
  it('writes the term while typing, page 1 without a page parameter, and keeps other parameters', () => {
    expect(searchQuery('', { term: 'moth', page: 1 })).toBe('?searchterm=moth');
    expect(searchQuery('?searchterm=mot&page=4', { term: 'moth', page: 2 })).toBe('?searchterm=moth&page=2');
    expect(searchQuery('?currency=EUR&searchterm=mo', { term: 'moth & co', page: 1 })).toBe('?currency=EUR&searchterm=moth+%26+co');
    expect(searchQuery('?searchterm=moth&page=2', { term: '', page: 2 })).toBe('');
  });
});

describe('results pages', () => {
  const hits = Array.from({ length: 30 }, (_, i) => i);
  it('shows 12 per page and clamps the page to those there are', () => {
    expect(resultsPage(hits, 1)).toMatchObject({ page: 1, total: 3, from: 0, items: hits.slice(0, 12) });
    expect(resultsPage(hits, 3).items).toEqual(hits.slice(24));
    expect(resultsPage(hits, 9).page).toBe(3);
    expect(resultsPage([], 2)).toMatchObject({ page: 1, total: 1, items: [] });
  });
});

describe('suggestion keys', () => {
  it('moves down and up through the suggestions, wrapping around', () => {
    expect(moveActive(-1, 5, 'ArrowDown')).toBe(0);
    expect(moveActive(4, 5, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 5, 'ArrowUp')).toBe(4);
    expect(moveActive(0, 5, 'ArrowUp')).toBe(4);
    expect(moveActive(2, 5, 'ArrowUp')).toBe(1);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('Close', () => {
  const origin = 'https://shop.example';
  it('goes back when the shopper came from a page of this store', () => {
    expect(closeTarget('https://shop.example/apparel/', origin, 3)).toBe('back');
  });
  it('goes home when the search was opened from elsewhere, directly, or as the first page of the tab', () => {
    expect(closeTarget('https://elsewhere.example/', origin, 3)).toBe('/');
    expect(closeTarget('', origin, 3)).toBe('/');
    expect(closeTarget('https://shop.example/apparel/', origin, 1)).toBe('/');
    expect(closeTarget('not a url', origin, 3)).toBe('/');
  });
});

describe('a suggestion', () => {
  it('never repeats a product type its name already says', () => {
    expect(suggestionDetail('Luna Moth Sticker', 'Sticker')).toBe('');
    expect(suggestionDetail('Owl Hours Classic Tee', 'Classic Tee')).toBe('');
    expect(suggestionDetail('Luna Moth', 'Sticker')).toBe('Sticker');
    expect(suggestionDetail('Stickers of the Night', 'Sticker')).toBe('Sticker');
  });
});
