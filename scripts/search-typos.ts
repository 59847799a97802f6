/**
 * A typo set for the search (issue 19): queries a shopper might type for a listing of the catalog,
 * each with exactly one slip (an inserted, lost or wrong letter, or two neighbouring letters swapped)
 * in one word of 4+ letters. The unit test (tests/unit/search/typos.test.ts) and the benchmark
 * (scripts/bench/search.ts) read it; run it to see the set:
 *
 *   npx tsx scripts/search-typos.ts [--seed 19]
 */
import { fileURLToPath } from 'node:url';
import { listedTiles } from '../src/catalog/load';
import { pullStore } from '../src/catalog/pull';
import { directorySource } from '../src/catalog/sources/directory';
import { decodeSearchIndex, type SearchEntry } from '../src/lib/search-index';
import type { Searchable } from '../src/lib/search';
import { searchIndex } from './lib/static-json';
import { seededRandom, type Random } from './lib/store-files';

export const EDITS = ['insertion', 'deletion', 'substitution', 'swap'] as const;
export type Edit = (typeof EDITS)[number];

export interface TypoQuery {
  query: string;
  /** The listing meant: its position in the catalog the set was made from. */
  index: number;
  edit: Edit;
  /** The word as the catalog has it, and as typed. */
  word: string;
  typed: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One slip in `word`; a swap needs two different neighbouring letters, so it may take a few tries. */
export function misspell(word: string, edit: Edit, r: Random): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const at = r.int(0, word.length - 1);
    const other = r.pick([...LETTERS].filter((c) => c !== word[at]?.toLowerCase()));
    const typed =
      edit === 'insertion' ? word.slice(0, at) + other + word.slice(at)
        : edit === 'deletion' ? word.slice(0, at) + word.slice(at + 1)
          : edit === 'substitution' ? word.slice(0, at) + other + word.slice(at + 1)
            : at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    if (typed.toLowerCase() !== word.toLowerCase()) return typed;
  }
  return word;
}

/**
 * For every entry and every kind of edit, two queries: the whole title, and two neighbouring words
 * of it (what a shopper remembers), with one word of 4+ letters misspelt. Titles without such a word
 * are left out.
 */
export function typoQueries(entries: readonly Searchable[], seed = 19): TypoQuery[] {
  const r = seededRandom(seed);
  const queries: TypoQuery[] = [];
  entries.forEach((entry, index) => {
    const words = entry.name.split(/\s+/).filter(Boolean);
    const long = words.map((w, i) => ({ w, i })).filter(({ w }) => w.replace(/[^\p{L}]/gu, '').length >= 4);
    if (long.length === 0) return;
    for (const edit of EDITS) {
      for (const part of ['title', 'pair'] as const) {
        const { w, i } = r.pick(long);
        // Only the letters are misspelt: "Down," keeps its comma.
        const letters = w.match(/\p{L}+/u)![0];
        const typed = w.replace(letters, misspell(letters, edit, r));
        const edited = words.map((x, j) => (j === i ? typed : x));
        // The pair holds the misspelt word and the word before or after it.
        const from = r.pick([i - 1, i].filter((start) => start >= 0 && start + 2 <= words.length));
        const query = (part === 'title' || from === undefined ? edited : edited.slice(from, from + 2)).join(' ');
        queries.push({ query, index, edit, word: letters, typed: typed.match(/\p{L}+/u)?.[0] ?? typed });
      }
    }
  });
  return queries;
}

/** The demo store's listings as the search page has them (pulled and indexed as the build does). */
export async function demoSearchEntries(dir = 'stores/demo'): Promise<SearchEntry[]> {
  const snapshot = await pullStore({ slug: 'demo', source: directorySource(dir), storeFilesDir: dir });
  return decodeSearchIndex(JSON.parse(JSON.stringify(searchIndex(snapshot, listedTiles(snapshot)))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seedAt = process.argv.indexOf('--seed');
  const entries = await demoSearchEntries();
  const set = typoQueries(entries, seedAt > 0 ? Number(process.argv[seedAt + 1]) : undefined);
  for (const q of set) console.log(`${q.edit.padEnd(12)} ${q.word} -> ${q.typed}\t"${q.query}"\t${entries[q.index]!.name}`);
  console.log(`${set.length} queries, ${EDITS.map((e) => `${set.filter((q) => q.edit === e).length} ${e}s`).join(', ')}`);
}
