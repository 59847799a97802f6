/**
 * How the browser's code is cut into files (Rollup's manualChunks, astro.config.mjs). Left to itself,
 * Rollup gives every module two entries share a file of its own: the home page fetched 21 scripts of
 * 1-3 KB, each a request, a compile and a task on the main thread of a phone (issue 21). Here:
 * - the libraries the layout's script (src/scripts/every-page.ts) imports statically are one file,
 *   `site`: every page loads all of it anyway. Not the page scripts themselves (src/scripts/, the
 *   components' scripts): a chunk runs all its modules when any importer loads it, and an island that
 *   loads while the page is still parsed would start them before the footer or the toast template
 *   exists. They stay in the layout's own entry, run once the page is parsed;
 * - each feature's English messages stay in a file of their own, so a page loads only the features it
 *   shows (src/i18n/index.ts registerEnglish), unless every page needs them (then they are in `site`).
 */
interface ModuleInfo {
  importedIds: readonly string[];
}
interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => ModuleInfo | null;
}

/** The scripts of the components every page renders (src/layouts/Base.astro and what it always shows). */
const EVERY_PAGE = /\/src\/(layouts\/Base|components\/(Header|Footer|PromoBanner|Toasts))\.astro\?astro&type=script/;
const MESSAGES = /\/src\/i18n\/en\/(\w+)\.ts$/;
/** Modules that act on the page when they run: never in a chunk an island may load early. */
const PAGE_SCRIPTS = /\/src\/scripts\/|\.astro\?astro&type=script/;

/** Modules reachable by static imports from the every-page scripts: they run on every page. */
function everyPageModules(meta: ChunkMeta): Set<string> {
  const reached = new Set<string>();
  const queue = [...meta.getModuleIds()].filter((id) => EVERY_PAGE.test(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

// Per build: Astro runs the server build and the client build with the same config.
const sites = new WeakMap<object, Set<string>>();

/** Rollup's manualChunks for the store's builds. */
export function clientChunk(id: string, meta: ChunkMeta): string | undefined {
  let site = sites.get(meta.getModuleInfo);
  if (!site) sites.set(meta.getModuleInfo, (site = everyPageModules(meta)));
  if (site.has(id) && !PAGE_SCRIPTS.test(id)) return 'site';
  const message = MESSAGES.exec(id);
  return message && message[1] !== 'index' ? `messages-${message[1]}` : undefined;
}
