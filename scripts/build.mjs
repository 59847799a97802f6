// @ts-check
/**
 * `npm run build`: scripts/build-store.ts, bundled by esbuild and run with plain Node. Plain
 * JavaScript, the one launcher that is: started under tsx, the build spent 0.4-0.5 s registering
 * its loader before the pull began, in a rebuild whose goal is 5 s (docs/benchmarks.md, "Rebuild
 * after a catalog change"). The bundle is removed once loaded; scripts/lib/child-scripts.ts removes
 * any a killed build left behind.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const bundle = resolve(`.build/scripts/build-store.${process.pid}.mjs`);
await build({ entryPoints: ['scripts/build-store.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outfile: bundle, logLevel: 'warning' });
try {
  await import(pathToFileURL(bundle).href);
} finally {
  await rm(bundle, { force: true });
}
