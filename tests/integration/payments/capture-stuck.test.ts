import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ATTENTION_AFTER_CHECKS } from '../../../src/server/payments/queries';
import { stripeStore, type MoneyStore } from './money';

// An ordered payment whose capture fails at the provider every time (review F6): the reconciler asks again
// with backoff, and from the eighth look on the seller is told (`stuck`), as for a provider it cannot read.

const TOKEN = 'seller-token-capture-stuck';
let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore({ PROVIDER_RETRY_BASE_MS: '1', SELLER_API_TOKEN: TOKEN });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await m.dispose();
});

const looks = async () => (await m.h.db.prepare('SELECT checks FROM payments').first<{ checks: number }>())!.checks;
const reasons = async () => (await m.h.db.prepare('SELECT reason FROM payment_attention').all<{ reason: string }>()).results.map((r) => r.reason);

it('a capture the provider answers with 503 every time reaches the seller as stuck after eight looks, once', async () => {
  const id = await m.checkout();
  await m.stripe.fault({ step: 'capture', kind: '503', times: 10_000 });
  await m.submit(id);
  expect((await m.ledger(id)).payments[0]?.state).toBe('authorized');
  expect(await looks()).toBe(1);

  // Looks back off to an hour at most: a run every 70 minutes is a look each time.
  let minutes = 0;
  for (let run = 0; run < 20 && (await looks()) < ATTENTION_AFTER_CHECKS - 1; run++) await m.cron((minutes += 70));
  expect(await looks()).toBe(ATTENTION_AFTER_CHECKS - 1);
  expect(await reasons()).toEqual([]);
  await m.cron((minutes += 70));
  expect(await looks()).toBe(ATTENTION_AFTER_CHECKS);
  expect(await reasons()).toEqual(['stuck']);

  const res = await m.h.request('/api/v1/seller/payments/attention', { headers: { authorization: `Bearer ${TOKEN}` } });
  const list = ((await res.json()) as { data: { reason: string; detail: string; order: { lookupNumber: string } | null }[] }).data;
  expect(list).toEqual([expect.objectContaining({ reason: 'stuck', order: expect.objectContaining({ lookupNumber: (await m.ledger(id)).order!.lookup_number }) })]);
  expect(list[0]!.detail).toContain('capture');

  // Still asked (hourly), still one entry; nothing reached the platform unpaid.
  await m.cron((minutes += 70));
  await m.cron((minutes += 70));
  expect(await reasons()).toEqual(['stuck']);
  const ledger = await m.ledger(id);
  expect(ledger.payments[0]?.state).toBe('authorized');
  expect(ledger.outbox).toBeNull();
  expect(m.platform.calls).toEqual([]);
}, 120_000);
