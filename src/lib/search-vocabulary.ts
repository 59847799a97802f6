import type { Searchable } from './search';
import { fold, matchWord, wordsOf } from './search-words';

/**
 * The catalog as the search reads it, prepared once per page view: each distinct field value once
 * (many tiles share a product type or collection), each distinct word once, and which values hold
 * which word. A keystroke then compares a typed word with each distinct word, not with each tile.
 */
export interface Vocabulary {
  /** Distinct values, folded (src/lib/search-words.ts). */
  folded: string[];
  /** Fuse's field-length norm per value: 1 / sqrt(words), to 3 decimals. */
  norms: Float64Array;
  /** Entry e's key k holds value ids slots[offsets[e*6+k] .. offsets[e*6+k+1]). */
  slots: Int32Array;
  offsets: Int32Array;
  /** Per distinct value, the best score of `word` among its words (-1: none); null when no value matches. */
  valueScores(word: string): Float64Array | null;
}

/**
 * What shoppers call a product type, where the catalog says otherwise ("tshirt" finds tees). Matched as
 * whole words with the usual typos, so "tshrit" does too.
 */
export const ALIASES: Record<string, string> = { tshirt: 'tee', tshirts: 'tee', shirt: 'tee', hoody: 'hoodie', sweatshirt: 'hoodie', cup: 'mug' };

const KEY_VALUES = (e: Searchable): string[][] => [[e.name], [e.url], [e.productName], e.collections.map((c) => c.name), e.collections.map((c) => c.slug), [e.productGroupName]];
const fieldNorm = (value: string) => Math.round(1000 / Math.sqrt(value.split(/\s+/).filter(Boolean).length || 1)) / 1000;
/** Typed words remembered: while typing, only the last word changes from one keystroke to the next. */
const CACHED_WORDS = 16;

export function vocabulary(entries: readonly Searchable[]): Vocabulary {
  const ids = new Map<string, number>();
  const values: string[] = [];
  const slots: number[] = [];
  const offsets = new Int32Array(entries.length * 6 + 1);
  entries.forEach((entry, e) => {
    KEY_VALUES(entry).forEach((list, k) => {
      for (const value of list) {
        if (typeof value !== 'string' || value.trim() === '') continue; // blank values are not indexed, as in Fuse
        let id = ids.get(value);
        if (id === undefined) ids.set(value, (id = values.push(value) - 1));
        slots.push(id);
      }
      offsets[e * 6 + k + 1] = slots.length;
    });
  });
  const folded = values.map(fold);
  const words: string[] = [];
  const wordIds = new Map<string, number>();
  const postings: number[][] = [];
  folded.forEach((text, valueId) => {
    for (const word of new Set(wordsOf(text))) {
      let id = wordIds.get(word);
      if (id === undefined) {
        wordIds.set(word, (id = words.push(word) - 1));
        postings.push([]);
      }
      postings[id]!.push(valueId);
    }
  });

  const cache = new Map<string, Float64Array | null>();
  const scan = (word: string, into: Float64Array, floor: number, wholeOnly: boolean): boolean => {
    let found = false;
    for (let w = 0; w < words.length; w++) {
      const score = matchWord(word, words[w]!, wholeOnly);
      if (score < 0) continue;
      found = true;
      const worst = Math.max(score, floor);
      for (const id of postings[w]!) if (into[id]! < 0 || worst < into[id]!) into[id] = worst;
    }
    return found;
  };
  return {
    folded,
    norms: Float64Array.from(values, fieldNorm),
    slots: Int32Array.from(slots),
    offsets,
    valueScores(word) {
      if (cache.has(word)) return cache.get(word)!;
      const scores = new Float64Array(values.length).fill(-1);
      let found = scan(word, scores, 0, false);
      // An alias counts as its product type's word (whole: "tee" is not "seventeen"), scored no better
      // than the alias itself matched.
      for (const [alias, type] of Object.entries(ALIASES)) {
        const score = matchWord(word, alias, true);
        if (score >= 0) found = scan(type, scores, score, true) || found;
      }
      if (cache.size >= CACHED_WORDS) cache.delete(cache.keys().next().value!);
      cache.set(word, found ? scores : null);
      return found ? scores : null;
    },
  };
}
