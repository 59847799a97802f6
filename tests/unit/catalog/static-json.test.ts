import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pullStore } from '../../../src/catalog/pull';
import { bucketOf, listingInBucket } from '../../../src/lib/listing-buckets';
import { storeContextOf } from '../../../src/lib/store-context';
import { catalogFileCount, writeStaticJson } from '../../../scripts/lib/static-json';
import { FIXTURE_STORE, loadFixtureFiles, memorySource } from '../../fixtures/fake-platform';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function build(preview: boolean) {
  const snapshot = await pullStore({ slug: FIXTURE_STORE, source: memorySource(loadFixtureFiles()), storeFilesDir: null, preview });
  const out = await mkdtemp(join(tmpdir(), 'static-json-'));
  dirs.push(out);
  const written = await writeStaticJson(out, snapshot);
  const read = async (path: string) => JSON.parse(await readFile(join(out, 'catalog', path), 'utf8')) as unknown;
  return { snapshot, out, written, read };
}

describe('the static catalog JSON', () => {
  it('puts every listing of the build in the bucket the islands look in, and writes no home tile feed', async () => {
    const { snapshot, out, written, read } = await build(false);
    const count = storeContextOf(snapshot).listingBuckets;
    for (const listing of snapshot.listings) {
      const data = listingInBucket(await read(`listings/${bucketOf(listing.slug, count)}.json`), listing.slug) as { slug: string };
      expect(data.slug).toBe(listing.slug);
    }
    const files = await readdir(join(out, 'catalog'), { recursive: true });
    const buckets = files.filter((f) => f.startsWith('listings/'));
    expect(buckets.length).toBeLessThanOrEqual(count);
    expect(files.some((f) => f.startsWith('tiles'))).toBe(false);
    expect(files).toContain('search-index.json');
    expect(written.files).toBe(files.filter((f) => f.endsWith('.json')).length);
    // The count the build checks against the file limit before rendering is what is written.
    expect(catalogFileCount(snapshot)).toBe(written.files);
  });

  it('counts an unlisted listing, which gets a file of its own, as written', async () => {
    const { snapshot } = await build(false);
    const edited = { ...snapshot, listings: snapshot.listings.map((l, i) => (i === 0 ? { ...l, visibility: 'unlisted' as const } : l)) };
    const out = await mkdtemp(join(tmpdir(), 'static-json-'));
    dirs.push(out);
    expect(catalogFileCount(edited)).toBe((await writeStaticJson(out, edited)).files);
  });

  it('leaves a private listing out of a public build and keeps it in a preview build', async () => {
    const preview = await build(true);
    const secret = preview.snapshot.listings.find((l) => l.visibility === 'private')!;
    expect(secret, 'the fixture store has a private listing').toBeTruthy();
    const publicBuild = await build(false);
    expect(publicBuild.snapshot.listings.some((l) => l.slug === secret.slug)).toBe(false);
    for (const file of await readdir(join(publicBuild.out, 'catalog', 'listings'))) {
      expect(listingInBucket(await publicBuild.read(`listings/${file}`), secret.slug)).toBeUndefined();
    }
    const count = storeContextOf(preview.snapshot).listingBuckets;
    expect(listingInBucket(await preview.read(`listings/${bucketOf(secret.slug, count)}.json`), secret.slug)).toBeTruthy();
    expect(catalogFileCount(preview.snapshot)).toBe(preview.written.files);
  });
});
