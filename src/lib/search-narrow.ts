/**
 * Narrowing for the search (decisions 18, "Search" in docs/decisions.md): which of the catalog's
 * distinct texts can possibly match a pattern, so that Fuse scores a few hundred texts per keystroke
 * instead of tens of thousands. Every rule here is a necessary condition of a Fuse match, never a
 * guess, so the results are exactly Fuse's (tests/unit/search compares them with a plain Fuse):
 *
 * - Fuse's bitap match with e errors is an edit distance of at most e between the pattern and a piece
 *   of the text. Cut the pattern into e + 1 parts: every edit touches at most one part, so at least
 *   one part occurs in the text unchanged (the pigeonhole rule). Parts are found through bigrams.
 * - Of the pattern's m - 1 bigrams, each edit spoils at most two, so at least m - 1 - 2e occur in the
 *   text (the q-gram rule).
 * - With minMatchCharLength 3, Fuse keeps a match only if the text has 3 consecutive characters
 *   that all occur in the pattern.
 */
export interface TextTable {
  /** Distinct texts, lower-cased as Fuse compares them. */
  lower: string[];
  /** Bigram (two UTF-16 code units) -> ids of the texts that contain it, ascending. */
  bigrams: Map<number, Int32Array>;
}

const bigramAt = (text: string, i: number) => text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);

export function textTable(lower: string[]): TextTable {
  const lists = new Map<number, number[]>();
  lower.forEach((text, id) => {
    for (let i = 0; i + 1 < text.length; i++) {
      const bigram = bigramAt(text, i);
      const ids = lists.get(bigram);
      if (!ids) lists.set(bigram, [id]);
      else if (ids[ids.length - 1] !== id) ids.push(id);
    }
  });
  const bigrams = new Map<number, Int32Array>();
  for (const [bigram, ids] of lists) bigrams.set(bigram, Int32Array.from(ids));
  return { lower, bigrams };
}

/** The most errors Fuse accepts for a pattern of this length (its score is errors / length with ignoreLocation). */
export function maxErrors(length: number, threshold: number): number {
  let errors = 0;
  while (errors + 1 < length && (errors + 1) / length <= threshold) errors++;
  return errors;
}

/** The split of the pattern into `count` parts of 2+ characters whose rarest bigrams are rarest in total. */
function cheapestSplit(table: TextTable, pattern: string, count: number): string[] | null {
  const rarity = (part: string) => {
    let least = Infinity;
    for (let i = 0; i + 1 < part.length; i++) least = Math.min(least, table.bigrams.get(bigramAt(part, i))?.length ?? 0);
    return least;
  };
  let best: { parts: string[]; cost: number } | null = null;
  const walk = (start: number, left: number, parts: string[], cost: number) => {
    if (best && cost >= best.cost) return;
    if (left === 1) {
      const part = pattern.slice(start);
      if (part.length >= 2) best = { parts: [...parts, part], cost: cost + rarity(part) };
      return;
    }
    for (let end = start + 2; pattern.length - end >= 2 * (left - 1); end++) {
      const part = pattern.slice(start, end);
      walk(end, left - 1, [...parts, part], cost + rarity(part));
    }
  };
  walk(0, count, [], 0);
  return (best as { parts: string[] } | null)?.parts ?? null;
}

/** Ids of the texts that may match `pattern` (lower-cased) with at most `errors` errors. */
export function candidates(table: TextTable, pattern: string, errors: number): number[] {
  const { lower } = table;
  let ids: number[];
  const parts = cheapestSplit(table, pattern, errors + 1);
  if (parts) {
    const found = new Set<number>();
    for (const part of parts) {
      let rarest: Int32Array | undefined;
      for (let i = 0; i + 1 < part.length; i++) {
        const list = table.bigrams.get(bigramAt(part, i));
        if (!list) {
          rarest = new Int32Array(0);
          break;
        }
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const id of rarest ?? []) if (!found.has(id) && lower[id]!.includes(part)) found.add(id);
    }
    ids = [...found];
  } else {
    ids = lower.map((_, id) => id);
  }

  const needBigrams = pattern.length - 1 - 2 * errors;
  const patternBigrams = Array.from({ length: Math.max(0, pattern.length - 1) }, (_, i) => pattern.slice(i, i + 2));
  // Code units, as Fuse's bitap reads texts (an emoji is two).
  const inPattern = new Set(Array.from({ length: pattern.length }, (_, i) => pattern.charCodeAt(i)));
  return ids.filter((id) => {
    const text = lower[id]!;
    if (needBigrams > 0) {
      let shared = 0;
      for (const bigram of patternBigrams) if (text.includes(bigram)) shared++;
      if (shared < needBigrams) return false;
    }
    let run = 0;
    for (let i = 0; i < text.length; i++) {
      run = inPattern.has(text.charCodeAt(i)) ? run + 1 : 0;
      if (run >= 3) return true;
    }
    return false;
  });
}
