/**
 * How the browser's code is cut into files (Rollup's manualChunks, astro.config.mjs). Left to itself,
 * Rollup gives every module that two entries share a file of its own: the home page fetched 32 scripts
 * of 1-3 KB, each a request, a compile and a task on a phone's main thread (issue 21). Here:
 * - each feature's English messages are a file of their own, so a page loads only the features it shows
 *   (src/i18n/index.ts registerEnglish), except those the layout's script imports: every page loads
 *   them, so they are part of `site` (two requests fewer on every page);
 * - the libraries the layout's script (src/scripts/every-page.ts) imports statically are one file,
 *   `site`: every page loads all of it anyway. The walk does not enter src/i18n/en/index.ts, the whole
 *   English catalog, which the server alone uses (a first version walked it and put every feature's
 *   messages in `site`: 3.6-5.5 KB gzipped more before interaction on every page), and that catalog has
 *   a file of its own (`messages-en`), which British English loads: left to Rollup, it would join its
 *   importer's file, `site`;
 * - never the page scripts themselves (src/scripts/, components' scripts): a chunk runs all its modules
 *   when any importer loads it, and an island loaded while the page is still parsed would start them
 *   before the footer or the toast template exists. They stay in the layout's own entry, run once the
 *   page is parsed.
 */
interface ModuleInfo {
  importedIds: readonly string[];
}
interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => ModuleInfo | null;
}

const LAYOUT_SCRIPT = /\/src\/layouts\/Base\.astro\?astro&type=script/;
const MESSAGES = /\/src\/i18n\/en\/(\w+)\.ts$/;
const SERVER_CATALOG = /\/src\/i18n\/en\/index\.ts$/;
/** Modules that act on the page when they run: never in a chunk an island may load early. */
const PAGE_SCRIPTS = /\/src\/scripts\/|\.astro\?astro&type=script/;

/** Modules reachable by static imports from the layout's script: they run on every page. */
function everyPageModules(meta: ChunkMeta): Set<string> {
  const reached = new Set<string>();
  const queue = [...meta.getModuleIds()].filter((id) => LAYOUT_SCRIPT.test(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (reached.has(id) || SERVER_CATALOG.test(id)) continue;
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
  // Messages the layout's script imports (common, cart: the header's cart pill) load on every page
  // anyway: in `site` they are two requests fewer on every page, and no page fetches a byte more.
  if (site.has(id) && !PAGE_SCRIPTS.test(id)) return 'site';
  const message = MESSAGES.exec(id);
  // The whole catalog has a file of its own too: only British English loads it (src/i18n/en-GB).
  if (message) return message[1] !== 'index' ? `messages-${message[1]}` : 'messages-en';
  return undefined;
}
