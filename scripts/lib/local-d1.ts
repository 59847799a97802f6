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
