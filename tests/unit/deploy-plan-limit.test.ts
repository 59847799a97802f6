import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreSnapshot } from '../../src/catalog/snapshot';
import { deployProblems, type OutputStats } from '../../scripts/lib/deploy-checks';
import { writeRoutingFiles } from '../../scripts/lib/routing-files';

// The deploy checks a built site against its store's plan (stores.json "plan"), as the build does:
// 20,001 files stop a Free-plan deploy and pass on a paid plan, whose own limit still stops 100,001.
let out = '';
const bundle = { rawBytes: 1000, gzipBytes: 400, files: 1 };
const site = (files: number): OutputStats => ({ files, bytes: files * 100, htmlPages: files / 2, largest: { path: 'index.html', bytes: 100 } });

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'deploy-plan-'));
  await writeRoutingFiles(out, { slug: 'shop', preview: false, settings: { gated: false } } as unknown as StoreSnapshot);
});
afterAll(() => rm(out, { recursive: true, force: true }));

it('a site of well-formed routing files within its plan has no problem', async () => {
  expect(await deployProblems(out, bundle, site(20_000), 'free')).toEqual([]);
});

it('20,001 files stop a Free-plan deploy and pass on a paid plan', async () => {
  expect(await deployProblems(out, bundle, site(20_001), 'free')).toEqual(['20001 files, over the 20000 files of a Pages deployment on the free plan']);
  expect(await deployProblems(out, bundle, site(20_001), 'paid')).toEqual([]);
});

it('the paid plan has its own limit', async () => {
  expect(await deployProblems(out, bundle, site(100_001), 'paid')).toEqual(['100001 files, over the 100000 files of a Pages deployment on the paid plan']);
});
