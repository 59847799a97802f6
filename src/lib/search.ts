import { fold, INFIX, wordsOf } from './search-words';
import { vocabulary, type Vocabulary } from './search-vocabulary';

/**
 * Catalog search (browsing spec 4, 5 and 9; decisions 18; issue 19): every word of the term is
 * matched on its own, forgiving typos (src/lib/search-words.ts), against the words of the spec's six
 * fields, and scored with the spec's weights by Fuse's formula. Design: docs/decisions.md "Search".
 */
export const SEARCH_KEYS = [
  { name: 'name', weight: 6 },
  { name: 'url', weight: 5 },
  { name: 'productName', weight: 4 },
  { name: 'collections.name', weight: 3 },
  { name: 'collections.slug', weight: 2 },
  { name: 'productGroupName', weight: 1 },
];
export const MIN_TERM_LENGTH = 3;
/** The spec's "at most 12" (decisions 18): the characters of a word matched with typos; the rest must occur as typed. */
export const FUZZY_LENGTH = 12;
/** Keys that name the product type (productName, productGroupName): a word found there ranks that type first. */
const TYPE_KEYS = new Set([2, 5]);

/** The fields a search reads: a tile (or any object) with the six keys. */
export interface Searchable {
  name: string;
  url: string;
  productName: string;
  collections: readonly { name: string; slug: string }[];
  productGroupName: string;
}

export interface SearchHit {
  /** Position of the entry in the list the search was prepared with. */
  index: number;
  /** Fuse's scale: 0 is a perfect match, lower is better. */
  score: number;
}

/** The term as it is searched: trimmed and lower-cased; empty when it is too short to search. */
export function searchableTerm(term: string): string {
  const trimmed = term.trim().toLowerCase();
  return trimmed.length >= MIN_TERM_LENGTH ? trimmed : '';
}

export interface CatalogSearch {
  search(term: string): SearchHit[];
}

/**
 * Prepares the catalog once (its distinct values and their words), so that a keystroke compares each
 * typed word with each distinct catalog word once, however many tiles share it.
 */
export function prepareSearch(entries: readonly Searchable[]): CatalogSearch {
  const v: Vocabulary = vocabulary(entries);
  const keyCount = SEARCH_KEYS.length;
  const totalWeight = SEARCH_KEYS.reduce((sum, key) => sum + key.weight, 0);
  const weights = SEARCH_KEYS.map((key) => key.weight / totalWeight);
  let entryTexts: string[] | null = null;
  // Which entries hold each value (entries of value id: holders[starts[id] .. starts[id + 1])), made on the first search.
  let holders: Int32Array | null = null;
  let starts: Int32Array | null = null;
  const index = () => {
    const counts = new Int32Array(v.folded.length + 1);
    const seen = new Int32Array(v.folded.length).fill(-1);
    const each = (visit: (id: number, e: number) => void) => {
      for (let e = 0; e < entries.length; e++) {
        for (let s = v.offsets[e * keyCount]!; s < v.offsets[(e + 1) * keyCount]!; s++) {
          const id = v.slots[s]!;
          if (seen[id] === e) continue; // a value twice in one entry (a collection's name and slug) counts once
          seen[id] = e;
          visit(id, e);
        }
      }
    };
    each((id) => counts[id + 1]!++);
    for (let id = 0; id < v.folded.length; id++) counts[id + 1]! += counts[id]!;
    const filled = counts.slice(0, -1);
    const list = new Int32Array(counts[v.folded.length]!);
    seen.fill(-1);
    each((id, e) => (list[filled[id]!++] = e));
    [holders, starts] = [list, counts];
  };
  /**
   * Marks the entries that hold a value the rarest typed word matches: every hit is one of them, and a
   * search of a 50,000-listing catalog then scores hundreds of entries instead of every one.
   */
  const candidatesOf = (perWord: Float64Array[]): Uint8Array => {
    if (!holders) index();
    const [list, from] = [holders!, starts!];
    let rarest = perWord[0]!;
    let fewest = Infinity;
    for (const scores of perWord) {
      let count = 0;
      for (let id = 0; id < scores.length; id++) if (scores[id]! >= 0) count += from[id + 1]! - from[id]!;
      if (count < fewest) [rarest, fewest] = [scores, count];
    }
    const marked = new Uint8Array(entries.length);
    for (let id = 0; id < rarest.length; id++) {
      if (rarest[id]! < 0) continue;
      for (let i = from[id]!; i < from[id + 1]!; i++) marked[list[i]!] = 1;
    }
    return marked;
  };

  return {
    search(term) {
      const query = searchableTerm(term);
      const typed = [...new Set(wordsOf(fold(query)))];
      if (typed.length === 0) return [];
      // Per typed word, the best score of each distinct value (-1: no word of the value matches).
      const perWord = typed.map((word) => v.valueScores(word.slice(0, FUZZY_LENGTH)));
      if (perWord.some((scores) => scores === null)) return [];
      const rests = typed.filter((word) => word.length > FUZZY_LENGTH).map((word) => word.slice(FUZZY_LENGTH));

      // Only entries holding a value that matches the most selective typed word can match every word.
      const candidates = candidatesOf(perWord as Float64Array[]);
      const hits: (SearchHit & { types: number })[] = [];
      for (let e = 0; e < entries.length; e++) {
        if (!candidates[e]) continue;
        // Fuse's record score: the product over matched values of score ^ (key weight x field norm),
        // here over every typed word; every word must match some field of the tile.
        let total = 1;
        let types = 0;
        let all = true;
        for (const scores of perWord) {
          let any = false;
          let type = false;
          for (let k = 0; k < keyCount; k++) {
            const end = v.offsets[e * keyCount + k + 1]!;
            for (let s = v.offsets[e * keyCount + k]!; s < end; s++) {
              const id = v.slots[s]!;
              const score = scores![id]!;
              if (score < 0) continue;
              any = true;
              total *= Math.pow(score, weights[k]! * v.norms[id]!);
              // A whole word or a prefix, typos and aliases included; not a word found inside another
              // (an infix-only match scores exactly INFIX: every other score differs from it).
              if (TYPE_KEYS.has(k) && score !== INFIX) type = true;
            }
          }
          if (!any) {
            all = false;
            break;
          }
          if (type) types++;
        }
        if (all) hits.push({ index: e, score: total, types });
      }

      let kept = hits;
      if (rests.length > 0) {
        entryTexts ??= entries.map((_, e) => Array.from(v.slots.subarray(v.offsets[e * keyCount]!, v.offsets[(e + 1) * keyCount]!), (id) => v.folded[id]).join('\n'));
        kept = hits.filter((hit) => rests.every((rest) => entryTexts![hit.index]!.includes(rest)));
      }
      // A tile whose product type holds more of the typed words comes first ("mug" lists mugs before
      // tees in a "Mugs & Stickers" collection); then the weighted score; then catalog order.
      kept.sort((a, b) => b.types - a.types || a.score - b.score || a.index - b.index);
      return kept.map(({ index, score }) => ({ index, score }));
    },
  };
}
