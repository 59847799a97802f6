import { describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_API_KEY_HEADER, availabilityCount, servedByAvailability } from '../../../src/server/stock/availability';
import { withLiveStock } from '../../../src/server/stock';

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const config = (fetchImpl: typeof fetch, extra = {}) => ({ url: 'https://availability.test/', apiKey: 'k-1', userToken: 'harbor', fetchImpl, ...extra });

describe('which products the availability service counts', () => {
  it.each([
    [1816, 'Digital Collectible', true],
    [266, 'NFT', true],
    [266, ' nft ', true],
    [266, 'Classic Tee', false],
    [18160, 'Poster', false],
  ])('product %i, type %s: %s', (productId, productType, expected) => {
    expect(servedByAvailability(productId, productType)).toBe(expected);
  });
});

describe('availabilityCount', () => {
  it('asks GET /v1/availability?userToken&listingId with the API key header and reads count', async () => {
    const fetchImpl = answer({ count: 7 });
    expect(await availabilityCount(config(fetchImpl), 501)).toBe(7);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://availability.test/v1/availability?userToken=harbor&listingId=501');
    expect((init.headers as Record<string, string>)[AVAILABILITY_API_KEY_HEADER]).toBe('k-1');
  });

  it.each([
    ['a 500', answer({ error: 'down' }, 500)],
    ['a 401', answer({ error: 'bad key' }, 401)],
    ['an answer that is not JSON', answer('<html>')],
    ['an answer without count', answer({ available: true })],
    ['a count that is not a number', answer({ count: 'many' })],
    ['a negative count', answer({ count: -3 })],
    ['a network error', vi.fn(async () => Promise.reject(new TypeError('fetch failed')))],
  ])('falls back to 0 on %s', async (_name, fetchImpl) => {
    expect(await availabilityCount(config(fetchImpl as unknown as typeof fetch), 501)).toBe(0);
  });

  it('falls back to 0 when the service does not answer in time', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect(await availabilityCount(config(hang, { timeoutMs: 20 }), 501)).toBe(0);
  });

  it('counts 0 without asking when the service is not configured', async () => {
    const fetchImpl = answer({ count: 7 });
    expect(await availabilityCount(config(fetchImpl, { url: undefined }), 501)).toBe(0);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('withLiveStock', () => {
  const env = { DB: {} as D1Database, STORE_SLUG: 'harbor', AVAILABILITY_API_URL: 'https://availability.test' };
  const rows = [
    { sku: 'a', listingId: 1, productId: 1816, productType: 'Digital Collectible', stock: 0 },
    { sku: 'b', listingId: 1, productId: 1816, productType: 'Digital Collectible', stock: 0 },
    { sku: 'c', listingId: 2, productId: 266, productType: 'Classic Tee', stock: 12 },
  ];

  it('puts the service count in for its products, one call per listing, and keeps D1 stock for the rest', async () => {
    const fetchImpl = answer({ count: 4 });
    const live = await withLiveStock(env, rows, fetchImpl as unknown as typeof fetch);
    expect(live.map((r) => [r.sku, r.stock])).toEqual([['a', 4], ['b', 4], ['c', 12]]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a failing service makes its products 0, never the others', async () => {
    const live = await withLiveStock(env, rows, answer({}, 503) as unknown as typeof fetch);
    expect(live.map((r) => r.stock)).toEqual([0, 0, 12]);
  });

  it('asks nothing when no row is the service’s', async () => {
    const fetchImpl = answer({ count: 4 });
    expect(await withLiveStock(env, [rows[2]!], fetchImpl as unknown as typeof fetch)).toEqual([rows[2]]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
