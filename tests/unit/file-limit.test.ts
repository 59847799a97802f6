import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSiteFits, assertWithinFileLimit, countFiles, FileLimitError } from '../../scripts/lib/file-limit';
import { storePlan } from '../../scripts/lib/store-plan';

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

  it('fails a store over 20,000 files on the Free plan, naming the store, the count, the plan and the limit', () => {
    expect(() => assertWithinFileLimit('gen-10000', 20_000, 'free')).not.toThrow();
    expect(() => assertWithinFileLimit('gen-10000', 27_657, 'free')).toThrow(FileLimitError);
    expect(() => assertWithinFileLimit('gen-10000', 27_657, 'free')).toThrow(/^Store "gen-10000" builds to 27,657 files, over Cloudflare Pages' limit of 20,000 files per deployment on the Free plan: it cannot be deployed\. A paid plan takes 100,000/);
  });

  it('lets a paid plan take 100,000 files, and no more', () => {
    expect(() => assertWithinFileLimit('gen-50000', 73_000, 'paid')).not.toThrow();
    expect(() => assertWithinFileLimit('gen-50000', 100_001, 'paid')).toThrow(/builds to 100,001 files, over Cloudflare Pages' limit of 100,000 files per deployment on the paid plan: it cannot be deployed\. See/);
  });

  it('fails before rendering when the listing pages and catalog files alone are over the limit', () => {
    expect(() => assertSiteFits('gen-15000', 15_000, 5_000, 'free')).not.toThrow();
    // Fewer listings than the limit, but not room for their catalog files as well.
    expect(() => assertSiteFits('gen-15000', 15_000, 5_001, 'free')).toThrow(/Store "gen-15000" has 15,000 listings to render, one page each, and 5,001 catalog files to write: at least 20,001 files, over .* 20,000 files .* Free plan/);
    expect(() => assertSiteFits('gen-50000', 50_000, 20_000, 'paid')).not.toThrow();
  });
});

describe("a store's plan", () => {
  it('comes from --plan, else from stores.json, else the Free plan for a store not deployed from here', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-plan-'));
    const file = join(dir, 'stores.json');
    try {
      await writeFile(file, JSON.stringify({ stores: [{ store: 'big', pagesProject: 'storefront-big', database: 'storefront-big', plan: 'paid' }] }));
      expect(await storePlan('big', undefined, file)).toEqual({ plan: 'paid', from: file });
      expect(await storePlan('big', 'paid', file)).toEqual({ plan: 'paid', from: file });
      expect(await storePlan('gen-50000', 'paid', file)).toEqual({ plan: 'paid', from: 'asked for' });
      expect((await storePlan('gen-5000', undefined, file)).plan).toBe('free');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is refused, not guessed, when it is neither free nor paid, contradicts stores.json, or stores.json does not say it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-plan-'));
    const file = join(dir, 'stores.json');
    try {
      await expect(storePlan('big', 'pro', file)).rejects.toThrow('--plan (or STORE_PLAN) must be "free" or "paid", not "pro"');
      await writeFile(file, JSON.stringify({ stores: [{ store: 'big', pagesProject: 'storefront-big', database: 'storefront-big', plan: 'free' }] }));
      await expect(storePlan('big', 'paid', file)).rejects.toThrow(`--plan (or STORE_PLAN) asks for the paid plan, but ${file} says store "big" is on the free plan`);
      await writeFile(file, JSON.stringify({ stores: [{ store: 'big', pagesProject: 'storefront-big', database: 'storefront-big' }] }));
      await expect(storePlan('big', undefined, file)).rejects.toThrow(/stores\.json is invalid: stores\.0\.plan/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
