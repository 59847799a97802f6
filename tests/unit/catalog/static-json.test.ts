import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pullStore } from '../../../src/catalog/pull';
import { bucketOf, listingInBucket } from '../../../src/lib/listing-buckets';
import { storeContextOf } from '../../../src/lib/store-context';
import { catalogFileCount, writeStaticJson } from '../../../scripts/lib/static-json';
import { listedTiles } from '../../../src/catalog/load';
import { collectionRoutes, collectionTiles } from '../../../src/catalog/routes';
import { pageCount, pageSlice } from '../../../src/lib/pagination';
import { feedFileOf, feedFiles, feedFileUrl, feedPageTiles, type TileFeedFile } from '../../../src/lib/tiles';
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

  it('gives Load More every page of a large collection from its feed file, as the pages show them', async () => {
    const { snapshot } = await build(false);
    const collection = collectionRoutes(snapshot)[0]!.collection;
    const members = collectionTiles(listedTiles(snapshot), collection);
    expect(members.length, 'the fixture store has a collection with tiles').toBeGreaterThan(0);
    // Copies of the collection's tiles under new slugs, for 20 pages or more: files of eight pages.
    const copies = Array.from({ length: Math.ceil((20 * 12) / members.length) }, (_, copy) => members.map((tile) => ({ ...tile, listingSlug: `${tile.listingSlug}-copy-${copy}` }))).flat();
    const large = { ...snapshot, tiles: [...snapshot.tiles, ...copies] };
    const out = await mkdtemp(join(tmpdir(), 'static-json-'));
    dirs.push(out);
    const written = await writeStaticJson(out, large);
    expect(catalogFileCount(large)).toBe(written.files);
    const tiles = collectionTiles(listedTiles(large), collection);
    const totalPages = pageCount(tiles.length);
    expect(totalPages).toBeGreaterThan(17);
    for (let page = 2; page <= totalPages; page++) {
      const path = feedFileUrl(collection.slug, feedFileOf(page).firstPage).replace('/catalog/', '');
      const file = JSON.parse(await readFile(join(out, 'catalog', path), 'utf8')) as TileFeedFile;
      expect(file.totalPages).toBe(totalPages);
      expect(feedPageTiles(file, page).map((tile) => tile.listingSlug)).toEqual(pageSlice(tiles, page).map((tile) => tile.listingSlug));
    }
    const feedDir = await readdir(join(out, 'catalog', 'collections', collection.slug));
    expect(feedDir.length).toBe(feedFiles(totalPages).length);
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
