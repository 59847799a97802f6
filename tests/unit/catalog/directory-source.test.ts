import { describe, expect, it } from 'vitest';
import { pullStore } from '../../../src/catalog/pull';
import { directorySource } from '../../../src/catalog/sources/directory';
import { FIXTURE_STORE, fixtureDir, loadFixtureFiles, memorySource } from '../../fixtures/fake-platform';

describe('a store directory stands in for the platform', () => {
  it('answers each call from its file and 404 for a missing one', async () => {
    const source = directorySource(fixtureDir());
    expect(source.kind).toBe('directory');
    const store = await source.fetch({ kind: 'store', slug: FIXTURE_STORE });
    expect(store.status).toBe(200);
    expect((store.body as { name: string }).name).toBe('Harbor Lights Apparel');
    expect(await source.fetch({ kind: 'blanks', productId: 424242 })).toEqual({ status: 404, body: null });
  });

  it('gives the same snapshot as the platform answers', async () => {
    const fromDirectory = await pullStore({ slug: FIXTURE_STORE, source: directorySource(fixtureDir()), storeFilesDir: null });
    const fromPlatform = await pullStore({ slug: FIXTURE_STORE, source: memorySource(loadFixtureFiles()), storeFilesDir: null });
    expect(fromDirectory.source).toBe('directory');
    const strip = ({ pulledAt: _p, source: _s, ...rest }: typeof fromDirectory) => rest;
    expect(strip(fromDirectory)).toEqual(strip(fromPlatform));
  });

  it('a directory holds visibility=any answers: a preview build from it has the private listing', async () => {
    const preview = await pullStore({ slug: FIXTURE_STORE, source: directorySource(fixtureDir()), storeFilesDir: null, preview: true });
    expect(preview.listings.map((l) => l.slug)).toContain('secret-drop');
    expect(preview.listings.find((l) => l.slug === 'secret-drop')?.visibility).toBe('private');
  });
});
