import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreSnapshot } from '../../src/catalog/snapshot';

/**
 * Cloudflare Pages routing for one store. An ungated store sends only /api/* to functions, so
 * static pages never cost a function call; a gated store sends everything through the gate.
 */
export async function writeRoutingFiles(out: string, snapshot: StoreSnapshot): Promise<void> {
  const routes = snapshot.settings.gated
    ? { version: 1, include: ['/*'], exclude: [] }
    : { version: 1, include: ['/api/*'], exclude: [] };
  await writeFile(join(out, '_routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
}
