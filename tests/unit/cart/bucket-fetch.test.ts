import { afterEach, describe, expect, it, vi } from 'vitest';
import { bucketCount, bucketOf, bucketUrl, unlistedListingUrl } from '../../../src/lib/listing-buckets';
import type { StoreContext } from '../../../src/lib/store-context';
import { setStoreContext } from '../../../src/islands/shared/store-context';

// The islands read listings from bucket files (src/lib/listing-buckets.ts): one request per bucket.
const COUNT = bucketCount(100);
const slugs = Array.from({ length: 100 }, (_, i) => `listing-${i}`);
const together = slugs.filter((s) => bucketOf(s, COUNT) === bucketOf('listing-0', COUNT));
const [a, b] = [together[0]!, together[1]!];
const other = slugs.find((s) => bucketOf(s, COUNT) !== bucketOf(a, COUNT))!;
const data = (slug: string) => ({ slug, title: slug.toUpperCase(), products: [] });

type Answer = { status: number; body?: unknown } | 'offline';
function stubFetch(answer: (url: string) => Answer) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const result = answer(url);
    if (result === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result.body ?? null), { status: result.status });
  });
  return urls;
}
const bucketOfUrl = (...members: string[]) => ({ status: 200, body: { listings: Object.fromEntries(members.map((s) => [s, data(s)])) } });

async function fresh() {
  vi.resetModules();
  const { setStoreContext: set } = await import('../../../src/islands/shared/store-context');
  set({ listingBuckets: COUNT } as StoreContext);
  return { cart: await import('../../../src/islands/cart/listings'), quickAdd: await import('../../../src/islands/quick-add/load') };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setStoreContext(null);
});

describe('the cart reads its lines’ listings from bucket files', () => {
  it('fetches a bucket once for all its slugs; a slug missing from its bucket and without a file of its own (unlisted) is an error', async () => {
    expect(a && b && other).toBeTruthy();
    const urls = stubFetch((url) => (url === bucketUrl(bucketOf(a, COUNT)) ? bucketOfUrl(a) : url.includes('/u/') ? { status: 404 } : bucketOfUrl(other)));
    const { cart } = await fresh();
    cart.loadListings([a, b, other]);
    await vi.waitFor(() => expect(cart.$listings.get().size).toBe(3));
    expect(urls.sort()).toEqual([bucketUrl(bucketOf(a, COUNT)), bucketUrl(bucketOf(other, COUNT)), unlistedListingUrl(b)].sort());
    expect(cart.$listings.get().get(a)).toEqual({ status: 'ok', data: data(a) });
    expect(cart.$listings.get().get(b)).toEqual({ status: 'error' });
    expect(cart.$listings.get().get(other)).toEqual({ status: 'ok', data: data(other) });
  });

  it('gives a 404 or 410 as an error, and retries a 5xx or a network failure before marking the slug failed', async () => {
    stubFetch(() => ({ status: 404 }));
    let { cart } = await fresh();
    cart.loadListings([a]);
    await vi.waitFor(() => expect(cart.$listings.get().get(a)).toEqual({ status: 'error' }));

    stubFetch(() => ({ status: 410 }));
    ({ cart } = await fresh());
    cart.loadListings([a]);
    await vi.waitFor(() => expect(cart.$listings.get().get(a)).toEqual({ status: 'error' }));

    let calls = 0;
    stubFetch(() => (++calls === 1 ? 'offline' : calls === 2 ? { status: 503 } : bucketOfUrl(a)));
    ({ cart } = await fresh());
    cart.loadListings([a]);
    await vi.waitFor(() => expect(cart.$listings.get().get(a)).toEqual({ status: 'ok', data: data(a) }), { timeout: 3000 });

    stubFetch(() => 'offline');
    ({ cart } = await fresh());
    cart.loadListings([a, b]);
    await vi.waitFor(() => expect([...cart.$failedSlugs.get()].sort()).toEqual([a, b].sort()), { timeout: 3000 });
    expect(cart.$listings.get().size).toBe(0);
  });

  it('keeps the lines of a bucket the edge refuses (429, 403): failed, offered again, never a listing error', async () => {
    // A 429 (like 408 and 425) is asked again twice, then failed; it succeeds if the edge lets it through.
    let urls = stubFetch(() => ({ status: 429 }));
    let { cart } = await fresh();
    cart.loadListings([a, b]);
    await vi.waitFor(() => expect([...cart.$failedSlugs.get()].sort()).toEqual([a, b].sort()), { timeout: 3000 });
    expect(cart.$listings.get().size).toBe(0);
    expect(urls).toHaveLength(3);

    let calls = 0;
    stubFetch(() => (++calls === 1 ? { status: 429 } : bucketOfUrl(a)));
    ({ cart } = await fresh());
    cart.loadListings([a]);
    await vi.waitFor(() => expect(cart.$listings.get().get(a)).toEqual({ status: 'ok', data: data(a) }), { timeout: 3000 });

    // A 403 will not change on the spot: failed at once, and "Try again" reads it again.
    urls = stubFetch(() => ({ status: 403 }));
    ({ cart } = await fresh());
    cart.loadListings([a]);
    await vi.waitFor(() => expect([...cart.$failedSlugs.get()]).toEqual([a]));
    expect(cart.$listings.get().size).toBe(0);
    expect(urls).toHaveLength(1);
    stubFetch(() => bucketOfUrl(a));
    cart.retryFailed();
    await vi.waitFor(() => expect(cart.$listings.get().get(a)).toEqual({ status: 'ok', data: data(a) }));
    expect(cart.$failedSlugs.get().size).toBe(0);
  });
});

describe('the quick-add reads a listing from its bucket file', () => {
  it('fetches a bucket once per page, and again after a failure', async () => {
    let offline = true;
    const urls = stubFetch(() => (offline ? 'offline' : bucketOfUrl(a, b)));
    const { quickAdd } = await fresh();
    await expect(quickAdd.loadListing(a)).rejects.toThrow();
    offline = false;
    expect(await quickAdd.loadListing(a)).toEqual(data(a));
    expect(await quickAdd.loadListing(b)).toEqual(data(b));
    expect(urls).toEqual([bucketUrl(bucketOf(a, COUNT)), bucketUrl(bucketOf(a, COUNT))]);
  });
});
