/**
 * The build's child scripts, the pull (scripts/pull-store.ts) and the render (scripts/render-pages.ts),
 * bundled by esbuild into plain ES modules every build (about 0.1 s) and run with plain Node. Under
 * tsx every module the renderer imports went through tsx's loader thread: its start took 0.3-0.4 s
 * more per process, in a rebuild whose processes share two cores (docs/benchmarks.md, "Rebuild").
 * Packages stay imports of node_modules. Files are named by their content, written whole and renamed
 * into place, so builds of two stores at once share them safely.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve('.build/scripts');
const SCRIPTS = { pull: 'scripts/pull-store.ts', render: 'scripts/render-pages.ts' } as const;
const DAY = 24 * 60 * 60 * 1000;

export type ChildScripts = Record<keyof typeof SCRIPTS, string>;

export async function bundleChildScripts(): Promise<ChildScripts> {
  const result = await build({
    entryPoints: Object.values(SCRIPTS),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: ROOT,
    write: false,
    logLevel: 'warning',
  });
  await mkdir(ROOT, { recursive: true });
  const files = {} as ChildScripts;
  for (const [name, entry] of Object.entries(SCRIPTS) as [keyof typeof SCRIPTS, string][]) {
    const output = result.outputFiles.find((file) => basename(file.path) === `${basename(entry, '.ts')}.js`);
    if (!output) throw new Error(`esbuild gave no bundle of ${entry}`);
    const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
    const file = join(ROOT, `${basename(entry, '.ts')}-${hash}.mjs`);
    if (!existsSync(file)) {
      await writeFile(`${file}.${process.pid}`, output.contents);
      await rename(`${file}.${process.pid}`, file);
    } else {
      const now = new Date();
      await utimes(file, now, now); // in use: see removeOld
    }
    files[name] = file;
  }
  await removeOld(Object.values(files));
  return files;
}

/** Bundles of other code, a day after their last use (a build running beside this one may still use a recent one). */
async function removeOld(current: string[]): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(ROOT)) {
    const file = join(ROOT, name);
    if (current.includes(file)) continue;
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > DAY) await rm(file, { force: true });
  }
}
