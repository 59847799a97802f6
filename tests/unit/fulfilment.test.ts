import { describe, expect, it } from 'vitest';
import { backoffMs, classify, fulfilmentOptions, retryDelayMs } from '../../src/server/fulfilment/drain';
import { sameSecret } from '../../src/server/fulfilment/seller';
import { platformSignatureHeader, verifyPlatformSignature } from '../../src/server/fulfilment/signature';
import { canMove, safeTrackingUrl } from '../../src/server/fulfilment/status';

describe('backoff', () => {
  it('grows exponentially with jitter and a cap', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(20, 1000, 60_000, () => 1)).toBe(60_000);
    for (let i = 0; i < 50; i++) {
      const d = backoffMs(3, 1000, 60_000);
      expect(d).toBeGreaterThanOrEqual(500);
      expect(d).toBeLessThanOrEqual(4000);
    }
  });
});

describe('the wait before a retry', () => {
  it("honours the platform's Retry-After up to the cap, never past it", () => {
    expect(retryDelayMs(1, 1000, 60_000, 30_000, () => 1)).toBe(30_000);
    expect(retryDelayMs(1, 1000, 60_000, undefined, () => 1)).toBe(1000);
    expect(retryDelayMs(1, 1000, 60_000, 999_999_999_000, () => 1)).toBe(60_000);
  });
});

describe('classify', () => {
  const res = (status: number, body: unknown = {}, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });
  it.each([
    [201, { platformOrderId: 'po_1' }, 'delivered'],
    [200, { platformOrderId: 'po_1' }, 'delivered'],
    [200, {}, 'retry'],
    [500, {}, 'retry'],
    [503, {}, 'retry'],
    [408, {}, 'retry'],
    [409, {}, 'retry'],
    [429, {}, 'retry'],
    [400, {}, 'fatal'],
    [401, {}, 'fatal'],
    [404, {}, 'fatal'],
    [422, {}, 'fatal'],
  ])('%i %j is %s', async (status, body, kind) => {
    expect((await classify(res(status, body))).kind).toBe(kind);
  });
  it('honours Retry-After', async () => {
    expect(await classify(res(429, {}, { 'retry-after': '7' }))).toMatchObject({ kind: 'retry', retryAfterMs: 7000 });
  });
});

describe('status rule', () => {
  it('moves forward only; cancelled from paid or in_production', () => {
    expect(canMove('paid', 'in_production')).toBe(true);
    expect(canMove('paid', 'delivered')).toBe(true);
    expect(canMove('shipped', 'in_production')).toBe(false);
    expect(canMove('delivered', 'shipped')).toBe(false);
    expect(canMove('shipped', 'shipped')).toBe(false);
    expect(canMove('paid', 'cancelled')).toBe(true);
    expect(canMove('in_production', 'cancelled')).toBe(true);
    expect(canMove('shipped', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'delivered')).toBe(false);
  });
  it('keeps http(s) tracking links only', () => {
    expect(safeTrackingUrl('https://t.example/1')).toBe('https://t.example/1');
    expect(safeTrackingUrl('http://t.example/1')).toBe('http://t.example/1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'ftp://x/y', '', null, undefined]) expect(safeTrackingUrl(bad)).toBeNull();
  });
});

describe('signature', () => {
  it('accepts its own header and refuses others', async () => {
    const now = 1_800_000_000;
    const header = await platformSignatureHeader('{"a":1}', 's3cret', now);
    expect(await verifyPlatformSignature('{"a":1}', header, 's3cret', now + 300)).toEqual({ ok: true });
    expect(await verifyPlatformSignature('{"a":1}', header, 's3cret', now + 301)).toEqual({ ok: false, reason: 'stale' });
    expect(await verifyPlatformSignature('{"a":2}', header, 's3cret', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifyPlatformSignature('{"a":1}', header, 'other', now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await verifyPlatformSignature('{"a":1}', header, undefined, now)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyPlatformSignature('{"a":1}', 't=abc,v1=00', 's3cret', now)).toEqual({ ok: false, reason: 'malformed' });
  });
  it('compares seller tokens', async () => {
    expect(await sameSecret('abc', 'abc')).toBe(true);
    expect(await sameSecret('abd', 'abc')).toBe(false);
    expect(await sameSecret('', 'abc')).toBe(false);
  });
});

describe('worker settings', () => {
  it('reads numbers from the env and needs PLATFORM_API_URL', () => {
    const db = {} as D1Database;
    expect(fulfilmentOptions({ DB: db, PLATFORM_API_URL: 'https://p.example', FULFILMENT_MAX_ATTEMPTS: '5', FULFILMENT_TIMEOUT_MS: '' })).toEqual({
      platformUrl: 'https://p.example', apiKey: undefined, storeSlug: undefined, maxAttempts: 5,
    });
    expect(() => fulfilmentOptions({ DB: db })).toThrow(/PLATFORM_API_URL/);
  });
});
