import { readFile, writeFile } from 'node:fs/promises';
import { storeConfigOf } from '../../src/server/config/from-snapshot';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { storeConfigSql } from './catalog-sql';
import { bin, offlineEnv, run } from './run';
import { storePaths } from './store-paths';

/**
 * Prepares a store's local D1 (under .wrangler/state/<name>): applies the migrations and imports
 * the catalog the site was built from, so the server prices what the pages show.
 */
export async function prepareLocalDatabase(slug: string, preview = false): Promise<void> {
  const paths = storePaths(slug, preview);
  const env = offlineEnv({ CI: 'true' }); // CI=true: wrangler asks no Y/n question
  await run(process.execPath, [bin.wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', paths.state], { env });
  // The catalog and the store's run-time config (src/server/config) go in one import, from one snapshot.
  const snapshot = JSON.parse(await readFile(paths.snapshot, 'utf8')) as StoreSnapshot;
  const importSql = paths.catalogSql.replace(/catalog\.sql$/, 'import.sql');
  await writeFile(importSql, `${await readFile(paths.catalogSql, 'utf8')}${storeConfigSql(storeConfigOf(snapshot))}`);
  await run(process.execPath, [bin.wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', paths.state, '--file', importSql], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
    '--log-level', 'warn',
  ];
}
