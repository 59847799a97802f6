/**
 * How one word a shopper typed compares with one word of the catalog (docs/decisions.md "Search").
 * Edits are counted as optimal string alignment (restricted Damerau-Levenshtein): an insertion, a
 * deletion, a substitution or a swap of two neighbouring letters is ONE edit each, because that is
 * how people mistype ("feild" for "field" is one slip, where Fuse's bitap counted two).
 */

/** Words as compared: lower case, accents off ("café" = "cafe"), apostrophes dropped ("don't" = "dont"). */
export function fold(text: string): string {
  // Most catalog text is ASCII: skip Unicode normalisation for it (it was most of preparing 10,000 tiles).
  const plain = ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}+/gu, '');
  return plain.replace(/['\u2019]/g, '').toLowerCase();
}
const ASCII = /^[\x00-\x7f]*$/;

/** The words of a folded text: runs of letters and digits ("hawk-moth" is two words, as a shopper may type either). */
export function wordsOf(folded: string): string[] {
  return folded.split(ASCII.test(folded) ? /[^a-z0-9]+/ : /[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Typos forgiven in a word of this many letters: 1 from 4 letters, 2 from 8 (issue 19). */
export function allowance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Base scores per kind of match, lower is better (Fuse's scale: 0 perfect, 1 no match). A whole word
 * beats a prefix (the shopper is still typing) and a prefix beats a word found inside another word;
 * each edit adds edits / length, so an exact prefix still beats a whole word with a typo.
 */
export const WHOLE = 0.001;
export const PREFIX = 0.01;
// No other score equals INFIX (0.001 + d / L and 0.01 + d / m miss 0.05 for every length and d <= 2),
// so the search can tell a word found inside another from the rest (src/lib/search.ts, TYPE_KEYS).
export const INFIX = 0.05;

// Three reusable DP rows (i - 2, i - 1, i): a keystroke compares one word with thousands.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The score of typed word `q` against catalog word `w` (both folded), or -1 when they do not match:
 * - whole word: at most allowance(|w|) edits; the catalog's word says how long the meant word is, so
 *   "mth" (a letter lost from "moth") is one typo in a 4-letter word;
 * - prefix (still typing): q within allowance(|q|) edits of the start of w;
 * - infix: q (3+ letters) inside w as typed, as Fuse found "shroom" in "mushroom".
 * `wholeOnly` keeps the first kind alone.
 */
export function matchWord(q: string, w: string, wholeOnly = false): number {
  const m = q.length;
  const n = w.length;
  const wholeLimit = allowance(n);
  const prefixLimit = m >= 3 && !wholeOnly ? allowance(m) : 0;
  const limit = Math.max(wholeLimit, prefixLimit);
  const infix = m >= 3 && n > m && !wholeOnly && w.indexOf(q, 1) > 0 ? INFIX : -1;
  if (n + limit < m) return infix; // too short for any alignment within the limit

  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [before, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    const qi = q.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const wj = w.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (qi === wj ? 0 : 1));
      if (i > 1 && j > 1 && qi === w.charCodeAt(j - 2) && q.charCodeAt(i - 2) === wj) d = Math.min(d, before[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return infix; // every alignment already has more edits than allowed
    [before, prev, cur] = [prev, cur, before];
  }
  // `prev` now holds row m: edits between q and each prefix w[0, j).
  // The best of the kinds that match ("shroom" is inside "mushroom" as typed, and two letters short of it).
  let best = infix < 0 ? Infinity : infix;
  const whole = prev[n]!;
  if (whole <= wholeLimit) best = Math.min(best, WHOLE + whole / Math.max(m, n));
  let prefix = Infinity;
  for (let j = Math.max(1, m - prefixLimit); j < n && j <= m + prefixLimit; j++) prefix = Math.min(prefix, prev[j]!);
  if (prefix <= prefixLimit && !wholeOnly) best = Math.min(best, PREFIX + prefix / m);
  return best === Infinity ? -1 : best;
}
