import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertWithinFileLimit, countFiles, FileLimitError } from '../../scripts/lib/file-limit';

describe("a build within Cloudflare Pages' files per deployment", () => {
  it('counts the files at every depth, not the folders', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'file-limit-'));
    try {
      await mkdir(join(dir, 'catalog', 'listings'), { recursive: true });
      await mkdir(join(dir, 'empty'));
      await Promise.all(['index.html', 'catalog/search-index.json', 'catalog/listings/0.json', 'catalog/listings/1.json'].map((f) => writeFile(join(dir, f), '{}')));
      expect(await countFiles(dir)).toBe(4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fails a store over 20,000 files, naming the store, the count and the limit', () => {
    expect(() => assertWithinFileLimit('gen-10000', 20_000)).not.toThrow();
    expect(() => assertWithinFileLimit('gen-10000', 27_657)).toThrow(FileLimitError);
    expect(() => assertWithinFileLimit('gen-10000', 27_657)).toThrow(/Store "gen-10000" builds to 27,657 files, over Cloudflare Pages' limit of 20,000 files per deployment/);
    expect(() => assertWithinFileLimit('tiny', 3, 2)).toThrow(/3 files, over .* limit of 2 files/);
  });
});
