import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionPageSpan, feedFileOf, feedFiles, previousCollectionPage } from '../../../src/lib/tiles';

describe('collection feed files', () => {
  it('cover pages 2 .. the last once each, in order, at most eight pages a file, page 2 alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (totalPages) => {
        const files = feedFiles(totalPages);
        const pages = files.flatMap(({ firstPage, lastPage }) => Array.from({ length: lastPage - firstPage + 1 }, (_, i) => firstPage + i));
        expect(pages).toEqual(Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => i + 2));
        for (const file of files) expect(file.lastPage - file.firstPage).toBeLessThan(8);
        if (totalPages >= 2) expect(files[0]).toEqual({ firstPage: 2, lastPage: 2 });
        // An eighth of the pages, give or take the first three files.
        expect(files.length).toBeLessThanOrEqual(3 + Math.ceil(Math.max(0, totalPages - 8) / 8));
      }),
    );
  });

  it('name the file of a page by the page alone, so a growing collection keeps its file names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5_000 }), fc.integer({ min: 0, max: 100 }), (page, more) => {
        const file = feedFileOf(page);
        expect(page).toBeGreaterThanOrEqual(file.firstPage);
        expect(page).toBeLessThanOrEqual(file.lastPage);
        // The same file starts at the same page in a collection with more pages after it.
        expect(feedFiles(page + more).some((f) => f.firstPage === file.firstPage)).toBe(true);
      }),
    );
  });

  it('has no file for page 1, the collection page itself', () => {
    expect(() => feedFileOf(1)).toThrow(RangeError);
    expect(feedFiles(1)).toEqual([]);
  });
});

describe('a collection\'s pre-rendered pages (Load More without JavaScript)', () => {
  it('are page 1 and one page per feed file: every grid page on exactly one, Next and Previous walk them in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (totalPages) => {
        const starts = [1, ...feedFiles(totalPages).map((file) => file.firstPage)];
        const spans = starts.map((page) => collectionPageSpan(page, totalPages));
        const shown = spans.flatMap(({ firstPage, lastPage }) => Array.from({ length: lastPage - firstPage + 1 }, (_, i) => firstPage + i));
        expect(shown).toEqual(Array.from({ length: totalPages }, (_, i) => i + 1));
        spans.forEach((span, i) => {
          expect(span.firstPage).toBe(starts[i]);
          // Load More leads to the next page that exists; Previous back to the one before.
          if (i + 1 < spans.length) expect(starts).toContain(span.lastPage + 1);
          if (i > 0) expect(previousCollectionPage(span.firstPage)).toBe(starts[i - 1]);
        });
        // Far fewer files than one per grid page in a large collection.
        expect(starts.length).toBeLessThanOrEqual(4 + Math.ceil(Math.max(0, totalPages - 8) / 8));
      }),
    );
  });
});
