/**
 * Serves an already built store: prepares its local D1 and runs `wrangler pages dev`.
 *   node --import tsx scripts/serve.ts --store demo [--preview] [--port 8788] [--fresh]
 * --fresh starts from an empty database, copied from one prepared per build (end-to-end tests use it
 * with STORE_STATE_DIR).
 * SERVE_BINDINGS="NAME=value NAME2=value2" adds plain-text bindings (benchmarks and tests only).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { StoreSnapshot } from '../src/catalog/snapshot';
import { storeConfigOf } from '../src/server/config/from-snapshot';
import { assertLocalSettings, localSettings, settingBindings } from './lib/payment-settings';
import { offlineEnv, parseArgs } from './lib/run';
import { pagesDevArgs, prepareLocalDatabase, startFromFreshDatabase } from './lib/local-d1';
import { storePaths } from './lib/store-paths';

const args = parseArgs(process.argv.slice(2));
const slug = String(args.get('store') ?? 'demo');
const preview = args.has('preview');
const port = Number(args.get('port') ?? process.env.PORT ?? 8788);

// Payment and mail settings are checked against the store's own rails before anything starts.
const snapshot = JSON.parse(readFileSync(storePaths(slug, preview).snapshot, 'utf8')) as StoreSnapshot;
assertLocalSettings(localSettings(), storeConfigOf(snapshot).buildFlags);

// --fresh: a copy of the build's prepared empty database; otherwise the kept one, brought up to date.
if (args.has('fresh')) await startFromFreshDatabase(slug, preview);
else await prepareLocalDatabase(slug, preview);
console.log(`\nServing ${storePaths(slug, preview).name} on http://127.0.0.1:${port} (Ctrl+C stops)\n`);
const extraBindings = (process.env.SERVE_BINDINGS ?? '').split(/\s+/).filter((b) => /^[A-Z_][A-Z0-9_]*=\S*$/.test(b)).flatMap((b) => ['--binding', b]);
// The site is built before it is served: wrangler's esbuild need not poll its inputs for changes
// (patches/wrangler+4.86.0.patch reads WRANGLER_DEV_ESBUILD_WATCH).
const server = spawn(process.execPath, [...pagesDevArgs(slug, port, preview), ...settingBindings(), ...extraBindings], { stdio: 'inherit', env: offlineEnv({ WRANGLER_DEV_ESBUILD_WATCH: 'false' }) });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
