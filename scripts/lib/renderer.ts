/**
 * The store renderer (src/renderer/): `astro build` bundles the site's code once, into
 * .build/renderer/<key>/ (server/ renders pages, client/ is the site's scripts, styles and public
 * files). The key hashes everything the bundle is made from, so a change of code, dependency, patch,
 * Astro config or baked-in variable makes a new renderer, and an unchanged one is reused by every
 * store and every later build.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorePage } from '../../src/renderer/store-pages';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { isAlive } from './build-lock';
import { bin, offlineEnv } from './run';

const ROOT = resolve('.build/renderer');
/**
 * What the bundle and a site's pages are made of: folders hashed whole, and single files (Vite reads
 * PUBLIC_* variables from .env files too).
 */
export const SOURCES = [
  'src', 'public', 'patches', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', '.env', '.env.production',
  // How the bundle is made, how pages are rendered and recorded (a kept page keeps its recorded CSP hashes).
  'scripts/lib/renderer.ts', 'scripts/render-pages.ts', 'scripts/lib/page-record.ts', 'scripts/lib/site-record.ts', 'scripts/lib/routing-files.ts',
];
/** Variables Vite or Astro bake into the bundle (import.meta.env.PUBLIC_*, the site's address). */
const baked = () => Object.entries(process.env).filter(([name]) => name.startsWith('PUBLIC_') || name === 'STORE_SITE_URL').sort();

export async function rendererKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of await filesOf(resolve(source))) {
      hash.update(`${relative(process.cwd(), file)}\0`).update(await readFile(file)).update('\0');
    }
  }
  hash.update(JSON.stringify([baked(), process.version]));
  return hash.digest('hex').slice(0, 16);
}

async function filesOf(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
}

export function rendererDir(key: string): string {
  return join(ROOT, key);
}

/**
 * The renderer for this code, built first when there is none. Built into a folder of its own and
 * renamed into place, so a build that fails or runs beside another never leaves half a renderer.
 * stop() ends a bundling that is no longer wanted (the pull failed). `ready`: the renderer's folder
 * when it was there already (render processes can load it while the store is pulled).
 */
export function ensureRenderer(key: string, log: (message: string) => void): { done: Promise<string>; stop(): void; ready: string | null } {
  const dir = rendererDir(key);
  if (existsSync(join(dir, 'server', 'entry.mjs'))) {
    // Marked as used: the renderers not used for longest are the ones removed.
    const now = new Date();
    utimesSync(dir, now, now);
    return { done: Promise.resolve(dir), stop: () => {}, ready: dir };
  }
  const building = `${dir}.building-${process.pid}`;
  removeAbandoned();
  log('bundling the site (astro build): no renderer for this code yet');
  // Always React's production build, whoever asks (vitest runs with NODE_ENV=test, which bundles
  // React's development JSX runtime into the pages).
  const child = spawn(process.execPath, [bin.astro, 'build', '--silent'], { stdio: 'inherit', env: offlineEnv({ RENDERER_OUT_DIR: building, NODE_ENV: 'production' }) });
  const bundled = new Promise<void>((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code, signal) => (code === 0 ? done() : fail(new Error(`astro build exited with ${code ?? signal}`))));
  });
  const done = bundled.then(async () => {
    if (existsSync(dir)) await rm(building, { recursive: true, force: true });
    else await rename(building, dir);
    await removeOldRenderers(key);
    return dir;
  });
  return { done, stop: () => child.kill(), ready: null };
}

/** Half-built renderers of builds that were stopped (their process is gone). */
function removeAbandoned(): void {
  if (!existsSync(ROOT)) return;
  for (const name of readdirSync(ROOT)) {
    const pid = Number(/\.building-(\d+)$/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) rmSync(join(ROOT, name), { recursive: true, force: true });
  }
}

/** Renderers of older code: a few are kept, for builds of other branches. */
async function removeOldRenderers(keep: string, kept = 3): Promise<void> {
  const entries = await readdir(ROOT, { withFileTypes: true });
  const dirs = entries.filter((e) => e.isDirectory() && e.name !== keep && /^[0-9a-f]{16}$/.test(e.name)).map((e) => ({ name: e.name, at: statSync(join(ROOT, e.name)).mtimeMs }));
  for (const old of dirs.sort((a, b) => b.at - a.at).slice(kept - 1)) await rm(join(ROOT, old.name), { recursive: true, force: true });
}

export interface Renderer {
  /** Loads every page's module (a renderer of older code may not have it). */
  preload?(): Promise<void>;
  list(snapshot: StoreSnapshot): Promise<StorePage[]>;
  open(snapshot: StoreSnapshot): (page: StorePage) => Promise<Uint8Array>;
}

export async function loadRenderer(dir: string): Promise<Renderer> {
  const entry = (await import(pathToFileURL(join(dir, 'server', 'entry.mjs')).href)) as { renderer: Renderer };
  return entry.renderer;
}
