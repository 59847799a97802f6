/**
 * POST /api/tracking/viewed_campaign on a real local D1: stored rows, validation, rules re-applied, rate
 * limit. And order tracking (POST /api/v1/orders/track) by the number as a shopper types it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

const post = (body: unknown, ip = '198.51.100.1') =>
  h.request('/api/tracking/viewed_campaign', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: JSON.stringify(body) });
const rows = async (campaign: string) =>
  (await h.db.prepare('SELECT campaign_id, referrer, get_vars FROM campaign_views WHERE campaign_id = ?1 ORDER BY id').bind(campaign).all<{ campaign_id: string; referrer: string; get_vars: string | null }>()).results;
type Body = { errors?: { code: string; source?: { pointer: string } }[] };

describe('viewed_campaign', () => {
  it('stores campaign_id, referrer and get_vars and answers 204', async () => {
    const res = await post({ campaign_id: 'spring-24', referrer: 'https://social.example/feed', get_vars: { utm_campaign: 'spring-24', utm_source: 'TTEC' } });
    expect(res.status).toBe(204);
    expect(await rows('spring-24')).toEqual([{ campaign_id: 'spring-24', referrer: 'https://social.example/feed', get_vars: '{"utm_campaign":"spring-24","utm_source":"TTEC"}' }]);
  });

  it('get_vars is optional, and the referrer may be empty', async () => {
    expect((await post({ campaign_id: 'bare', referrer: '' })).status).toBe(204);
    expect(await rows('bare')).toEqual([{ campaign_id: 'bare', referrer: '', get_vars: null }]);
  });

  it('drops product, size, variation and personal parameters, and the referrer’s query, whoever calls', async () => {
    await post({ campaign_id: 'strict', referrer: 'https://shop.test/thankyou?name=Ada#x', get_vars: { product: '266', size: 'M', variation: '1', name: 'Ada', email: 'a@b.c', aid: 'p-1' } });
    expect(await rows('strict')).toEqual([{ campaign_id: 'strict', referrer: 'https://shop.test/thankyou', get_vars: '{"aid":"p-1"}' }]);
  });

  it.each([
    ['no campaign_id', { referrer: '' }, '/campaign_id'],
    ['an empty campaign_id', { campaign_id: '  ', referrer: '' }, '/campaign_id'],
    ['a control character', { campaign_id: 'a\u0000b', referrer: '' }, '/campaign_id'],
    ['an unknown field', { campaign_id: 'x', referrer: '', user: 'me' }, '/'],
    ['a non-string variable', { campaign_id: 'x', referrer: '', get_vars: { a: 1 } }, '/get_vars/a'],
    ['too many variables', { campaign_id: 'x', referrer: '', get_vars: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v'])) }, '/get_vars'],
  ])('refuses %s with a 422', async (_name, body, pointer) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors?.[0]?.source?.pointer).toBe(pointer);
  });

  it('takes JSON only', async () => {
    const res = await h.request('/api/tracking/viewed_campaign', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"campaign_id":"x"}' });
    expect(res.status).toBe(415);
  });

  it('is rate limited per client', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post({ campaign_id: 'flood', referrer: '' }, ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await post({ campaign_id: 'flood', referrer: '' }, '203.0.113.10')).status).toBe(204);
  });
});

describe('order tracking by the number as typed', () => {
  it('finds an XXXX-XXXX order from the number lower-cased with a space, or without its hyphen', async () => {
    const id = await readyCheckout(h);
    const submit = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' });
    const done = (await submit.json()) as { data: { orderNumber: string; orderLookupNumber: string } };
    const number = done.data.orderNumber;
    expect(number).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const track = (orderNumber: string) =>
      h.request('/api/v1/orders/track', { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.77' }, body: JSON.stringify({ orderNumber, email: 'ada@example.com' }) });
    // "abcd efgh" and "ABCDEFGH" for the order "ABCD-EFGH".
    for (const typed of [number.toLowerCase().replace('-', ' '), number.replace('-', '')]) {
      const res = await track(typed);
      expect(res.status, typed).toBe(200);
      expect(((await res.json()) as { data: { lookupNumber: string } }).data.lookupNumber, typed).toBe(done.data.orderLookupNumber);
    }
    // The tracking answer, which the lookup number alone opens, carries the lines as the page shows them:
    // not the platform's ids or the restock flag the order row keeps.
    const order = (await (await h.request(`/api/v1/orders/track/${done.data.orderLookupNumber}`)).json()) as { data: { items: Record<string, unknown>[] } };
    expect(order.data.items.length).toBeGreaterThan(0);
    for (const item of order.data.items) expect(Object.keys(item).sort()).toEqual(['color', 'quantity', 'size', 'sku', 'title', 'unitPrice']);
  });
});
