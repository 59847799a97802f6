/**
 * `compute` run once per key object, its answer kept as long as the key lives (a WeakMap). A store
 * build renders thousands of pages from one snapshot: what depends on the snapshot alone (listed
 * tiles, indexes, the site chrome) is computed on the first page and reused by the others.
 */
export function oncePer<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const answers = new WeakMap<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
