import Fuse from 'fuse.js/basic';
import { candidates, maxErrors, textTable, type TextTable } from './search-narrow';

/**
 * Catalog search (browsing spec 4, 5 and 9; decisions 18): Fuse.js with the spec's weights over the
 * whole catalog. The spec's fields and weights are Fuse keys; the options it leaves open are ours
 * (docs/decisions.md "Search"). A term is searched when it is longer than 2 characters; its first 12
 * characters match fuzzily, every further word must occur in one of the six fields as typed.
 */
export const SEARCH_KEYS = [
  { name: 'name', weight: 6 },
  { name: 'url', weight: 5 },
  { name: 'productName', weight: 4 },
  { name: 'collections.name', weight: 3 },
  { name: 'collections.slug', weight: 2 },
  { name: 'productGroupName', weight: 1 },
];
export const FUSE_OPTIONS = { threshold: 0.3, ignoreLocation: true, minMatchCharLength: 3 } as const;
export const MIN_TERM_LENGTH = 3;
export const FUZZY_LENGTH = 12;

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
  /** Fuse's score: 0 is a perfect match, lower is better. */
  score: number;
}

/** The term as it is searched: trimmed and lower-cased; empty when it is too short to search. */
export function searchableTerm(term: string): string {
  const trimmed = term.trim().toLowerCase();
  return trimmed.length >= MIN_TERM_LENGTH ? trimmed : '';
}

const valuesOf = (entry: Searchable): string[][] => [
  [entry.name],
  [entry.url],
  [entry.productName],
  entry.collections.map((c) => c.name),
  entry.collections.map((c) => c.slug),
  [entry.productGroupName],
];

/** Fuse's field-length norm: 1 / sqrt(words), to 3 decimals (fuse.js src/tools/fieldNorm.ts). */
function fieldNorm(value: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const separator = (code >= 9 && code <= 13) || code === 32 || code === 160;
    if (!separator && !inWord) words++;
    inWord = !separator;
  }
  return Math.round(1000 / Math.pow(words || 1, 0.5)) / 1000;
}

export interface CatalogSearch {
  search(term: string): SearchHit[];
}

/**
 * Prepares the catalog once (distinct field values, their bigrams) so that each search scores only
 * the values that can match, and each distinct value once however many tiles share it. Results are
 * those of `new Fuse(entries, { keys: SEARCH_KEYS, ...FUSE_OPTIONS }).search(first 12 characters)`,
 * score for score, in the same order.
 */
export function prepareSearch(entries: readonly Searchable[]): CatalogSearch {
  const values: string[] = [];
  const ids = new Map<string, number>();
  // Every entry's value ids, key by key: entry e's key k holds slots[offsets[e*6+k] .. offsets[e*6+k+1]).
  // Blank values are not indexed, as in Fuse.
  const slots: number[] = [];
  const offsets = new Int32Array(entries.length * SEARCH_KEYS.length + 1);
  entries.forEach((entry, e) => {
    valuesOf(entry).forEach((list, k) => {
      for (const value of list) {
        if (typeof value !== 'string' || value.trim() === '') continue;
        let id = ids.get(value);
        if (id === undefined) {
          id = values.length;
          values.push(value);
          ids.set(value, id);
        }
        slots.push(id);
      }
      offsets[e * SEARCH_KEYS.length + k + 1] = slots.length;
    });
  });
  const slotIds = Int32Array.from(slots);
  const norms = Float64Array.from(values, fieldNorm);
  const table: TextTable = textTable(values.map((v) => v.toLowerCase()));
  const totalWeight = SEARCH_KEYS.reduce((sum, key) => sum + key.weight, 0);
  const weights = SEARCH_KEYS.map((key) => key.weight / totalWeight);
  // Score per value for the current search; -1 is no match. Reset after each search.
  const scores = new Float64Array(values.length).fill(-1);
  let entryTexts: string[] | null = null;

  return {
    search(term) {
      const query = searchableTerm(term);
      if (!query) return [];
      const pattern = query.slice(0, FUZZY_LENGTH);
      const exactWords = query.slice(FUZZY_LENGTH).split(/\s+/).filter(Boolean);

      // A value that contains the pattern as typed is Fuse's best match short of equality: bitap finds
      // it with no errors and reports its floor score, 0.001 (0 when the value is the pattern). Fuse
      // scores the rest.
      const matched: number[] = [];
      const fuzzy: number[] = [];
      for (const id of candidates(table, pattern, maxErrors(pattern.length, FUSE_OPTIONS.threshold))) {
        const text = table.lower[id]!;
        if (text.includes(pattern)) {
          scores[id] = text === pattern ? 0 : 0.001;
          matched.push(id);
        } else fuzzy.push(id);
      }
      if (fuzzy.length > 0) {
        const fuse = new Fuse(fuzzy.map((id) => values[id]!), { ...FUSE_OPTIONS, includeScore: true, ignoreFieldNorm: true, shouldSort: false });
        for (const hit of fuse.search(pattern)) {
          scores[fuzzy[hit.refIndex]!] = hit.score!;
          matched.push(fuzzy[hit.refIndex]!);
        }
      }
      if (matched.length === 0) return [];

      // Fuse's record score: the product over matched values of score ^ (key weight x field norm).
      const hits: SearchHit[] = [];
      const keyCount = SEARCH_KEYS.length;
      for (let e = 0; e < entries.length; e++) {
        let total = 1;
        let any = false;
        for (let k = 0; k < keyCount; k++) {
          const end = offsets[e * keyCount + k + 1]!;
          for (let s = offsets[e * keyCount + k]!; s < end; s++) {
            const id = slotIds[s]!;
            const score = scores[id]!;
            if (score < 0) continue;
            any = true;
            total *= Math.pow(score === 0 ? Number.EPSILON : score, weights[k]! * norms[id]!);
          }
        }
        if (any) hits.push({ index: e, score: total });
      }
      for (const id of matched) scores[id] = -1;

      let kept = hits;
      if (exactWords.length > 0) {
        entryTexts ??= entries.map((_, e) => Array.from(slotIds.subarray(offsets[e * keyCount]!, offsets[(e + 1) * keyCount]!), (id) => table.lower[id]).join('\n'));
        kept = hits.filter((hit) => exactWords.every((word) => entryTexts![hit.index]!.includes(word)));
      }
      return kept.sort((a, b) => a.score - b.score || a.index - b.index);
    },
  };
}
