import { describe, expect, it } from 'vitest';
import { bucketCount, bucketOf, bucketUrl, isBucketCount, listingBucketUrl, listingInBucket, slugHash } from '../../../src/lib/listing-buckets';

const slugs = (n: number) => Array.from({ length: n }, (_, i) => `generated-listing-${i}`);

describe('listing buckets (decisions, "Catalog files at scale")', () => {
  it('hashes with 32-bit FNV-1a', () => {
    // The published FNV-1a test vectors.
    expect(slugHash('')).toBe(0x811c9dc5);
    expect(slugHash('a')).toBe(0xe40c292c);
    expect(slugHash('foobar')).toBe(0xbf9cf968);
  });

  it('chooses a power of two that keeps 4 to 8 listings per bucket', () => {
    expect([0, 1, 8, 9, 16, 17, 10_000].map(bucketCount)).toEqual([1, 1, 1, 2, 2, 4, 2048]);
    for (let listings = 9; listings <= 40_000; listings += 7) {
      const count = bucketCount(listings);
      expect(isBucketCount(count)).toBe(true);
      expect(listings / count).toBeGreaterThan(4);
      expect(listings / count).toBeLessThanOrEqual(8);
    }
  });

  it('keeps every bucket name until the store doubles or halves', () => {
    expect(bucketCount(8_193)).toBe(bucketCount(16_384));
    // After a doubling a slug stays in its bucket or moves to bucket + the old count.
    for (const slug of slugs(500)) expect([bucketOf(slug, 1024), bucketOf(slug, 1024) + 1024]).toContain(bucketOf(slug, 2048));
  });

  it('spreads slugs evenly enough', () => {
    const count = bucketCount(10_000);
    const sizes = new Map<number, number>();
    for (const slug of slugs(10_000)) {
      const bucket = bucketOf(slug, count);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(count);
      sizes.set(bucket, (sizes.get(bucket) ?? 0) + 1);
    }
    expect(Math.max(...sizes.values())).toBeLessThanOrEqual(20);
    expect(sizes.size).toBeGreaterThan(count * 0.95);
  });

  it('names the bucket file of a slug', () => {
    expect(bucketUrl(7)).toBe('/catalog/listings/7.json');
    expect(listingBucketUrl('luna-moth', 1)).toBe('/catalog/listings/0.json');
    expect(listingBucketUrl('luna-moth', 64)).toBe(`/catalog/listings/${slugHash('luna-moth') % 64}.json`);
  });

  it('accepts only positive powers of two as a count', () => {
    for (const good of [1, 2, 1024]) expect(isBucketCount(good)).toBe(true);
    for (const bad of [0, -2, 3, 1.5, NaN, Infinity, '4', null, 2 ** 31]) expect(isBucketCount(bad)).toBe(false);
  });

  it('finds a slug in a bucket file, and nothing in a damaged one', () => {
    const body = { listings: { 'luna-moth': { slug: 'luna-moth' } } };
    expect(listingInBucket(body, 'luna-moth')).toEqual({ slug: 'luna-moth' });
    expect(listingInBucket(body, 'owl-hours')).toBeUndefined();
    expect(listingInBucket(body, 'constructor')).toBeUndefined();
    expect(listingInBucket(body, '__proto__')).toBeUndefined();
    for (const damaged of [null, 1, 'x', [], {}, { listings: null }, { listings: [] }]) expect(listingInBucket(damaged, 'luna-moth')).toBeUndefined();
  });
});
