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
  // catalog.sql holds the catalog and the store's run-time config (src/server/config), written by the build.
  await run(process.execPath, [bin.wrangler, 'd1', 'execute', 'DB', '--local', '--persist-to', paths.state, '--file', paths.catalogSql], {
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
