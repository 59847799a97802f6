import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../scripts/lib/store-files';
import { FUZZY_LENGTH, prepareSearch, SEARCH_KEYS, searchableTerm, type Searchable, type SearchHit } from '../../../src/lib/search';
import { vocabulary } from '../../../src/lib/search-vocabulary';
import { fold, INFIX, wordsOf } from '../../../src/lib/search-words';
import { testCatalog, typedTerm } from './catalog';

/**
 * The search as it was before it scored only candidate entries (every entry scored), as the
 * reference: scoring only the entries that hold a value the rarest typed word matches must change no
 * result, no score and no order.
 */
function everyEntry(entries: readonly Searchable[], term: string): SearchHit[] {
  const v = vocabulary(entries);
  const total = SEARCH_KEYS.reduce((sum, key) => sum + key.weight, 0);
  const weights = SEARCH_KEYS.map((key) => key.weight / total);
  const typed = [...new Set(wordsOf(fold(searchableTerm(term))))];
  if (typed.length === 0) return [];
  const perWord = typed.map((word) => v.valueScores(word.slice(0, FUZZY_LENGTH)));
  if (perWord.some((scores) => scores === null)) return [];
  const rests = typed.filter((word) => word.length > FUZZY_LENGTH).map((word) => word.slice(FUZZY_LENGTH));
  const hits: (SearchHit & { types: number })[] = [];
  entries.forEach((_, e) => {
    let product = 1;
    let types = 0;
    for (const scores of perWord) {
      let any = false;
      let type = false;
      for (let k = 0; k < 6; k++) {
        for (let s = v.offsets[e * 6 + k]!; s < v.offsets[e * 6 + k + 1]!; s++) {
          const score = scores![v.slots[s]!]!;
          if (score < 0) continue;
          any = true;
          product *= Math.pow(score, weights[k]! * v.norms[v.slots[s]!]!);
          if ((k === 2 || k === 5) && score !== INFIX) type = true;
        }
      }
      if (!any) return;
      if (type) types++;
    }
    const text = Array.from(v.slots.subarray(v.offsets[e * 6]!, v.offsets[(e + 1) * 6]!), (id) => v.folded[id]).join('\n');
    if (rests.every((rest) => text.includes(rest))) hits.push({ index: e, score: product, types });
  });
  hits.sort((a, b) => b.types - a.types || a.score - b.score || a.index - b.index);
  return hits.map(({ index, score }) => ({ index, score }));
}

describe('the search scores only the entries that can match', () => {
  it('finds what scoring every entry finds, in the same order with the same scores', () => {
    const entries = testCatalog(600, 11);
    const search = prepareSearch(entries);
    const r = seededRandom(5);
    const names = entries.map((e) => e.name);
    const terms = [...Array.from({ length: 400 }, () => typedTerm(r, names)), 'tee', 'tshirt', 'hoody', 'mug cofee', 'best sellers', 'night creatures fox', 'the', 'xyz'];
    let found = 0;
    for (const term of terms) {
      const hits = search.search(term);
      expect(hits, term).toEqual(everyEntry(entries, term));
      found += hits.length;
    }
    expect(found).toBeGreaterThan(1000);
  });
});
