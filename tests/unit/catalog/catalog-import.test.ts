import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { catalogRows } from '../../../src/catalog/catalog-rows';
import { pullStore } from '../../../src/catalog/pull';
import { directorySource } from '../../../src/catalog/sources/directory';
import { joinImport, skuCount, writeImportHead, writeImportPart } from '../../../scripts/lib/catalog-import';
import { catalogStatementsInParts } from '../../../scripts/lib/catalog-sql';
import { shardOf } from '../../../scripts/lib/snapshot-shards';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// The file the build joins from the parts its processes wrote is the import whose effect on D1
// tests/integration/catalog-import.test.ts holds equal to the import written whole.
it('joins the head, each shard\'s upserts and the end into the import catalogStatementsInParts describes', async () => {
  const snapshot = await pullStore({ slug: 'demo', source: directorySource('stores/demo'), storeFilesDir: 'stores/demo' });
  const dir = await mkdtemp(join(tmpdir(), 'catalog-import-'));
  dirs.push(dir);
  const file = join(dir, 'catalog.sql');
  await writeImportHead(file, snapshot.listings);
  const skus = skuCount(snapshot.listings);
  const shards = [0, 1].map((index) => shardOf(snapshot, { index, of: 2 }));
  await Promise.all(shards.map((shard, index) => writeImportPart(file, shard.listings, snapshot.pulledAt, { index, of: 2 })));
  await joinImport(file, 2, { pulledAt: snapshot.pulledAt, skus }, 'SELECT 1;\n');

  const rows = catalogRows(snapshot);
  expect(skus).toBe(rows.length);
  const parts = shards.map((shard) => catalogRows(shard));
  const expected = [...catalogStatementsInParts(rows, parts, snapshot.pulledAt)].map((s) => `${s};\n`).join('');
  expect(await readFile(file, 'utf8')).toBe(`${expected}SELECT 1;\n`);
  expect(await readdir(dir)).toEqual(['catalog.sql']); // the parts are gone
});
