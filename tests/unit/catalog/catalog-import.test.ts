import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { catalogRows } from '../../../src/catalog/catalog-rows';
import { pullStore } from '../../../src/catalog/pull';
import { directorySource } from '../../../src/catalog/sources/directory';
import { joinImport, placeWholeImport, skuCount, writeImportHead, writeImportPart, writeWholeImport } from '../../../scripts/lib/catalog-import';
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
  expect(existsSync(file)).toBe(false); // beside the import until the build is done
  await placeWholeImport(file);

  const rows = catalogRows(snapshot);
  expect(skus).toBe(rows.length);
  const parts = shards.map((shard) => catalogRows(shard));
  const expected = [...catalogStatementsInParts(rows, parts, snapshot.pulledAt)].map((s) => `${s};\n`).join('');
  expect(await readFile(file, 'utf8')).toBe(`${expected}SELECT 1;\n`);
  expect(await readdir(dir)).toEqual(['catalog.sql']); // the parts are gone
});

// A store that is not large has its whole import written by the pull process, in one pass.
it('writes the whole import in one pass as the join of its head and one part', async () => {
  const snapshot = await pullStore({ slug: 'demo', source: directorySource('stores/demo'), storeFilesDir: 'stores/demo' });
  const dir = await mkdtemp(join(tmpdir(), 'catalog-import-'));
  dirs.push(dir);
  const end = { pulledAt: snapshot.pulledAt, skus: skuCount(snapshot.listings) };
  const joined = join(dir, 'joined.sql');
  await writeImportHead(joined, snapshot.listings);
  await writeImportPart(joined, snapshot.listings, snapshot.pulledAt, { index: 0, of: 1 });
  await joinImport(joined, 1, end, 'SELECT 2;\n');
  await placeWholeImport(joined);
  const whole = join(dir, 'whole.sql');
  await writeWholeImport(whole, snapshot.listings, end, 'SELECT 2;\n');
  expect(existsSync(whole)).toBe(false); // beside the import until the build is done
  await placeWholeImport(whole);
  expect(await readFile(whole, 'utf8')).toBe(await readFile(joined, 'utf8'));
  const rows = catalogRows(snapshot);
  expect(await readFile(whole, 'utf8')).toBe(`${[...catalogStatementsInParts(rows, [rows], snapshot.pulledAt)].map((s) => `${s};\n`).join('')}SELECT 2;\n`);
});
