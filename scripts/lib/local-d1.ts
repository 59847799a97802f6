import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { bin, offlineEnv, run } from './run';
import { storePaths } from './store-paths';

/**
 * Prepares a store's local D1 (under .wrangler/state/<name>, or `state`): applies the migrations and
 * imports the catalog the site was built from, so the server prices what the pages show.
 */
export async function prepareLocalDatabase(slug: string, preview = false, state = storePaths(slug, preview).state, quiet = false): Promise<void> {
  const paths = storePaths(slug, preview);
  const env = offlineEnv({ CI: 'true' }); // CI=true: wrangler asks no Y/n question
  await run(process.execPath, [bin.wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { env, ...(quiet ? { stdio: ['ignore', 'ignore', 'inherit'] } : {}) });
  // catalog.sql holds the catalog and the store's run-time config (src/server/config), written by the build.
  await run(process.execPath, [bin.wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', paths.catalogSql], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** What a fresh database is made of: the migrations and the build's catalog SQL. */
async function databaseKey(slug: string, preview: boolean): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir('migrations')).filter((f) => f.endsWith('.sql')).sort()) hash.update(file).update(await readFile(`migrations/${file}`));
  hash.update(await readFile(storePaths(slug, preview).catalogSql));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh database for the store's current build, prepared once and kept under .wrangler/fresh/: each
 * wrangler run starts a runtime of its own, so preparing every test server's database from scratch cost
 * two of them per server, all at once when Playwright starts its servers. Prepared in a folder of its
 * own and renamed into place, so two servers starting together never see half a database.
 */
export async function freshDatabase(slug: string, preview = false): Promise<string> {
  const template = resolve(`.wrangler/fresh/${storePaths(slug, preview).name}-${await databaseKey(slug, preview)}`);
  if (existsSync(template)) return template;
  const work = `${template}.${process.pid}`;
  await prepareLocalDatabase(slug, preview, work, true); // the migrations' table once per store is noise in a test log
  await rename(work, template).catch(() => rm(work, { recursive: true, force: true })); // another server was first
  // Databases of earlier builds of this store are no longer wanted.
  const name = storePaths(slug, preview).name;
  for (const old of await readdir(dirname(template))) {
    if (/^[0-9a-f]{16}$/.test(old.slice(name.length + 1)) && old.startsWith(`${name}-`) && resolve(dirname(template), old) !== template) await rm(resolve(dirname(template), old), { recursive: true, force: true });
  }
  return template;
}

/** Replaces the store's local D1 state with a copy of a fresh database (end-to-end test servers). */
export async function startFromFreshDatabase(slug: string, preview = false): Promise<void> {
  const { state } = storePaths(slug, preview);
  const template = await freshDatabase(slug, preview);
  await rm(state, { recursive: true, force: true });
  await cp(template, state, { recursive: true });
}

/**
 * Test-only secrets for the end-to-end servers (playwright.config.ts sets them): the platform's event
 * signing secret, so a test can sign a shipment update the way the platform does (issue 9), and the gate's
 * access-code hash, so a gated fixture store can be logged into. Unset (npm start, deploys) they add nothing.
 */
export function testBindings(env: NodeJS.ProcessEnv = process.env): string[] {
  const bindings: [string, string | undefined][] = [
    ['PLATFORM_WEBHOOK_SECRET', env.E2E_WEBHOOK_SECRET],
    ['ACCESS_CODE_HASH', env.E2E_ACCESS_CODE_HASH],
  ];
  return bindings.flatMap(([name, value]) => (value ? ['--binding', `${name}=${value}`] : []));
}

/** Arguments of `wrangler pages dev` for a built store. */
export function pagesDevArgs(slug: string, port: number, preview = false): string[] {
  const paths = storePaths(slug, preview);
  return [
    bin.wrangler, 'pages', 'dev', paths.out,
    '--ip', '127.0.0.1', '--port', String(port),
    '--persist-to', paths.state,
    '--inspector-port', String(port + 1000),
    '--binding', `STORE_SLUG=${slug}`,
    ...testBindings(),
    '--log-level', 'warn',
  ];
}
