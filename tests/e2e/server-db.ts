/**
 * The running worker's demo server's local D1, opened directly: the same SQLite file `wrangler d1
 * execute DB --local --persist-to <state>` opens (wrangler keeps local D1 under <persist-to>/v3/d1, named
 * by the binding's database_id in wrangler.toml). One Miniflare runtime per Playwright worker, started on
 * first use and stopped with the worker, instead of a wrangler process (and a runtime) per statement:
 * each of those cost about 2.5 s of CPU beside the browser tests.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Miniflare } from 'miniflare';
import type { D1Database } from '@cloudflare/workers-types';
import { E2E_SERVERS, E2E_STATE_DIR } from './stores';

function databaseId(): string {
  const id = /\[\[d1_databases\]\][^[]*?binding\s*=\s*"DB"[^[]*?database_id\s*=\s*"([^"]+)"/.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];
  if (!id) throw new Error('wrangler.toml has no database_id for the DB binding');
  return id;
}

let opened: Promise<D1Database> | undefined;

/** The demo server's D1 for this worker's slot. */
export function demoDatabase(): Promise<D1Database> {
  opened ??= (async () => {
    const runtime = new Miniflare({
      modules: true,
      script: 'export default { fetch: () => new Response(null, { status: 404 }) };',
      d1Databases: { DB: databaseId() },
      d1Persist: resolve(E2E_STATE_DIR, E2E_SERVERS.demo.store, 'v3', 'd1'),
    });
    return (await runtime.getD1Database('DB')) as unknown as D1Database;
  })();
  return opened;
}

/**
 * Runs a statement against the server's file, again while SQLite answers that the server holds its
 * lock (SQLITE_BUSY): two processes share the file, and the pages write too (rate-limit counters of
 * the cart's live check, for one), so a test's write can meet one of theirs.
 */
export async function whenFree<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      if (attempt >= 20 || !/SQLITE_BUSY|database is locked/.test(text)) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}
