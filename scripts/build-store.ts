/**
 * npm run build -- --store <slug> [--preview]
 *
 * Pulls one store (from the platform when PLATFORM_API_URL is set, otherwise from its store
 * directory stores/<slug>), validates it, writes its snapshot and catalog SQL under .build/<name>/,
 * and builds its site into dist/<name>/ (name is the slug, or <slug>-preview for a preview build).
 * Builds on the last build of the store when it can, rendering only the pages whose inputs changed
 * (scripts/lib/site-record.ts); --full renders every page. The pull (scripts/pull-store.ts) and the
 * render (scripts/render-pages.ts, a process per shard of a large store) run in processes of their
 * own; this one orders them and writes what needs the whole site. [--plan free|paid] [--shards n]
 */
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { catalogSource, removeOldSites } from './lib/build-steps';
import { joinImport, placeWholeImport } from './lib/catalog-import';
import { isLightChange, PullProcessError, runPull, type Pulled } from './lib/pull-process';
import { bundleChildScripts } from './lib/child-scripts';
import { listingCacheFile } from './lib/listing-cache-file';
import { renderPages, renderSummary, warmRenderers } from './lib/render-site';
import { BuildLockError, lockBuild } from './lib/build-lock';
import { ensureRenderer, rendererKey } from './lib/renderer';
import { siteKey, startSite } from './lib/site-record';
import { parseArgs } from './lib/run';
import { STORE_SLUG, storePaths } from './lib/store-paths';
import { ROUTING_FILES, writeRoutingFiles } from './lib/routing-files';
import { writeListingNotFound } from './lib/static-json';
import { assertWithinFileLimit, FileLimitError, siteFileList } from './lib/file-limit';
import { PlanError, storePlan } from './lib/store-plan';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const slug = String(args.get('store') ?? process.env.STORE ?? 'demo').toLowerCase();
  const preview = args.has('preview');
  if (!STORE_SLUG.test(slug)) throw new Error(`"${slug}" is not a store slug (lower-case letters, digits and hyphens)`);
  const paths = storePaths(slug, preview);
  const started = performance.now();
  // Every line says how far into the build it is: long builds show where their time goes.
  const log = (message: string) => console.log(`[${paths.name} ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
  const { plan, from: planFrom } = await storePlan(slug, args.get('plan') ?? process.env.STORE_PLAN);
  log(`Cloudflare ${plan} plan (${planFrom})`);

  const { storeFilesDir } = catalogSource(slug, paths, log);
  await mkdir(paths.work, { recursive: true });
  lockBuild(paths.work, paths.name);
  const rendererKeyNow = await rendererKey();
  // The store's own public files (a platform store may have none), copied over the rendered site.
  const publicDir = existsSync(join(paths.directory, 'public')) ? join(paths.directory, 'public') : null;
  const storePublic = storeFilesDir ? publicDir : null;
  // The last build's snapshot, its shards, its render stats and its parts of the D1 import. Its
  // render stats say how many render processes it took (one file per process): this build likely takes as many.
  let lastProcesses = 0;
  for (const name of await readdir(paths.work)) {
    if (!/^((snapshot|build-stats)(-\d+-of-\d+)?\.json|catalog\.sql\..+)$/.test(name)) continue;
    lastProcesses = Math.max(lastProcesses, Number(/^build-stats(?:-\d+-of-(\d+))?\.json$/.exec(name)?.[1] ?? (name === 'build-stats.json' ? 1 : 0)));
    await rm(join(paths.work, name), { force: true });
  }
  // The pull and render scripts, bundled (before the renderer's bundling starts: a failure here leaves nothing running).
  const scripts = await bundleChildScripts();
  // The code a site and the listing cache are made with: the renderer's sources, and the pull and
  // render scripts as bundled (named by their content). The catalog files and the listings a build
  // keeps are trusted only from the same code (review: a changed catalog writer kept old buckets).
  const code = `${rendererKeyNow}:${basename(scripts.pull)}:${basename(scripts.render)}`;
  // The renderer (a bundle of the site's code, shared by every store) is built, when this code has
  // none yet, while the store is pulled.
  const renderer = ensureRenderer(rendererKeyNow, log);
  renderer.done.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile
  // A renderer already there is loaded by as many render processes as the last build took, while the
  // store is pulled; not for a large store (by its last pull's listing cache), whose pull exits before
  // the render for the memory goal: idle render processes beside it raised a 50,000-listing build's
  // peak from 1.7 to 2.2 GB.
  const warm = renderer.ready && !largeLastPull(paths.work) ? warmRenderers(scripts.render, renderer.ready, lastProcesses) : [];
  // The pull, in a process of its own (scripts/pull-store.ts): it writes the snapshot, its shards and
  // the D1 import (a large store's head only, and its memory is returned before the render processes
  // read their shards: the build's memory goal, docs/benchmarks.md).
  const pullJob = runPull({ slug, preview, plan, shards: args.has('shards') ? Number(args.get('shards')) : undefined, started: Date.now() - (performance.now() - started), code, fresh: args.has('full'), script: scripts.pull });
  let pulled: Pulled;
  try {
    pulled = await pullJob.ready;
  } catch (error) {
    renderer.stop();
    for (const { child } of warm) child.kill();
    throw error;
  }
  let shards = pulled.shards;
  let stats: Awaited<ReturnType<typeof renderPages>['done']>;
  let rendering: ReturnType<typeof renderPages> | null = null;
  let site: Awaited<ReturnType<typeof startSite>>;
  try {
    // Decided once the store is pulled: a pull that fails leaves the last site and its record as they were.
    site = await startSite(paths, await siteKey(code, publicDir), args.has('full'));
    log(site.incremental ? 'building on the last build: only pages whose inputs changed render' : `full build${site.why ? ` (${site.why})` : ''}`);
    // A rebuild after a change of a few listings renders in one process: its pages are few, and a
    // second process's start (loading the renderer, reading its shard) cost more CPU than it saved,
    // beside the pull on two cores (docs/decisions.md, "Rebuild speed"). Not for a large store, whose
    // render processes parse every listing for their parts of the D1 import, the pull gone.
    const light = site.incremental && pulled.importParts === 0 && isLightChange(pulled.changes);
    shards = light ? { ...pulled.shards, processes: 1 } : pulled.shards;
    const rendererDir = await renderer.done;
    // Every build: a renderer bundled again under the same key may name its files differently.
    await cp(join(rendererDir, 'client'), paths.out, { recursive: true });
    rendering = renderPages(paths, { renderer: rendererDir, script: scripts.render, record: site.next, previous: site.previous, shards, importParts: pulled.importParts }, warm);
    rendering.done.catch(() => {}); // awaited below
    if (shards.shards > 1) log(`rendering in ${shards.processes} process${shards.processes > 1 ? 'es' : ''}, ${shards.shards} shards of the snapshot`);
    // The render processes write the pages, the catalog JSON and, for a large store, their parts of
    // the D1 import (the pull process writes a smaller store's whole beside them, and may still be
    // writing it while the routing files are made). A pull that fails stops the render at once.
    stats = await Promise.race([rendering.done, pullJob.done.then(() => new Promise<never>(() => {}))]);
  } catch (error) {
    // Nothing of this build goes on writing once it has failed (a pull of one shard writes its import beside the render).
    rendering?.stop();
    for (const { child } of warm) child.kill();
    pullJob.stop();
    throw error;
  }
  log(renderSummary(stats));
  // Once the pull process is done: a large store's D1 import is joined (disk work) while the routing
  // files are made; a smaller one's the pull process wrote whole. Either is put in place only once the
  // site is complete: a build that fails leaves the last import beside the last site.
  const joined = pullJob.done.then(() =>
    pulled.importParts ? joinImport(paths.catalogSql, pulled.importParts, pulled.importEnd, pulled.storeConfig).then(() => log('joined the D1 import')) : undefined,
  );
  joined.catch(() => {}); // awaited below
  let files: number;
  try {
    if (storePublic) await cp(storePublic, paths.out, { recursive: true });
    // The routing files allow every page's inline scripts by their hashes (the render noted them; a
    // page the store's own files replaced is read from disk).
    const pages = site.rendered(shards.processes);
    const replaced = storePublic ? await readdir(storePublic, { recursive: true }) : [];
    const inline = Object.fromEntries(Object.entries(pages.inline).filter(([file]) => !replaced.includes(file)));
    await writeListingNotFound(paths.out);
    // One walk of the site for the CSP scan and the file count (80,000 files take seconds here).
    const walked = await siteFileList(paths.out);
    await writeRoutingFiles(paths.out, pulled.routing, inline, walked.filter((file) => file.endsWith('.html')));
    log('wrote the routing files');
    await joined;
    // The site is complete: a store too big for one Pages deployment fails here, before any deploy.
    const known = new Set(walked);
    files = walked.length + ROUTING_FILES.filter((file) => !known.has(file)).length;
    assertWithinFileLimit(slug, files, plan);
    await site.complete(pages);
    await placeWholeImport(paths.catalogSql);
  } catch (error) {
    // Nothing of a failed build goes on writing once its lock is let go of (review: a pull left
    // running could put its import in place of the next build's).
    pullJob.stop();
    await pullJob.done.catch(() => {});
    throw error;
  }
  await removeOldSites(paths.out);
  log(`built ${paths.out} (${files.toLocaleString('en-US')} files) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Whether the store's last pull was large: its listing cache is over 256 MB (about 27,000 listings; the pull then takes more than 1 GB). */
function largeLastPull(work: string): boolean {
  const file = listingCacheFile(work);
  return existsSync(file) && statSync(file).size > 256 * 2 ** 20;
}

main().catch((error: unknown) => {
  // The pull process has said why it failed, or this error says what happened to it.
  if (error instanceof PullProcessError) {
    if (!error.explained) console.error(`Build failed. ${error.message}`);
    process.exit(1);
  }
  if (error instanceof FileLimitError || error instanceof PlanError || error instanceof BuildLockError) console.error(`Build failed. ${error.message}`);
  else console.error(error);
  process.exit(1);
});
