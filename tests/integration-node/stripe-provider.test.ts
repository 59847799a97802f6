import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeProvider } from '../../src/server/payments/providers/stripe';
import { ProviderRefused, ProviderUnavailable, type BoundPayment, type ChargeRequest } from '../../src/server/payments/provider';
import { fakeStripeAccount } from '../fakes/stripe/client';
import { startFakeStripe } from '../fakes/stripe/server';

// The store's Stripe provider (the official SDK) against the fake Stripe: every call the ledger makes,
// and the refusals Stripe makes that the ledger must not mistake for success.
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let n = 0;
beforeAll(async () => (fake = await startFakeStripe()));
afterAll(() => fake.close());

function setup(method = 'card') {
  const key = `sk_test_provider${++n}`;
  const provider = stripeProvider({ secretKey: key, apiBase: fake.url, timeoutMs: 1_000 });
  const account = fakeStripeAccount(fake.url, key);
  const req = (token: string | null): ChargeRequest => ({
    paymentId: `pay-${n}`, checkoutId: `co-${n}`, amountCents: 3172, currency: 'USD', idempotencyKey: `co-${n}:USD:3172:0`, paymentMethod: method, paymentToken: token,
    returnUrl: 'https://shop.test/checkout/co', origin: 'https://shop.test', email: 'ada@example.com', description: 'Harbor order', meta: {},
    shipping: { name: 'Ada Lovelace', phone: '+14155552671', address: { line1: '1 Market St', line2: null, city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' } },
  });
  const bound = (ref: string, extra: Partial<BoundPayment> = {}): BoundPayment => ({
    id: `pay-${n}`, checkoutId: `co-${n}`, state: 'processing', providerRef: ref, amountCents: 3172, currency: 'USD', idempotencyKey: `co-${n}:USD:3172:0`, authorizationRef: null, captureRef: null, meta: {}, ...extra,
  });
  return { provider, account, req, bound };
}

describe('Stripe provider against the fake Stripe', () => {
  it('creates a bound manual-capture intent, authorizes, captures and refunds', async () => {
    const { provider, account, req, bound } = setup();
    const created = await provider.create(req(null));
    expect(created.clientToken).toContain('_secret_');
    const record = await provider.authorize(bound(created.providerRef), req('pm_card_visa'));
    expect(record).toMatchObject({ status: 'authorized', amountCents: 3172, currency: 'USD', boundPaymentId: `pay-${n}`, boundCheckoutId: `co-${n}` });
    expect((await provider.capture(bound(created.providerRef))).status).toBe('captured');
    expect(await provider.refund(bound(created.providerRef))).toMatchObject({ status: 'refunded' });
    expect(await provider.refund(bound(created.providerRef))).toMatchObject({ status: 'refunded' });
    const state = await account.state();
    expect(state.intents[created.providerRef]).toMatchObject({ capture_method: 'manual', allowed_payment_method_types: ['card'], metadata: { payment_id: `pay-${n}`, checkout_id: `co-${n}` } });
    expect(state.problems).toEqual([]);
  });

  it('reads a decline as the card message, not as an error', async () => {
    const { provider, req, bound } = setup();
    const { providerRef } = await provider.create(req(null));
    const record = await provider.authorize(bound(providerRef), req('pm_card_chargeDeclinedInsufficientFunds'));
    expect(record).toMatchObject({ status: 'failed', failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
  });

  it('never takes a cancelled (expired) authorization for a capture', async () => {
    const { provider, account, req, bound } = setup();
    const { providerRef } = await provider.create(req(null));
    await provider.authorize(bound(providerRef), req('pm_card_visa'));
    await account.expire(providerRef);
    expect((await provider.capture(bound(providerRef))).status).toBe('voided');
  });

  it('Afterpay always goes through its redirect before anything is held', async () => {
    const { provider, account, req, bound } = setup('afterpay');
    const { providerRef } = await provider.create(req(null));
    const record = await provider.authorize(bound(providerRef), req('pm_afterpay_test'));
    expect(record.status).toBe('requires_action');
    expect(record.redirectUrl).toMatch(/^https:\/\/hooks\.stripe\.test\/redirect\//);
    await account.resolve(providerRef, 'authorized');
    expect((await provider.authorize(bound(providerRef), req(null))).status).toBe('authorized');
  });

  it('retries a 503 and a rate limit with the same key; reports an outage as unavailable', async () => {
    const { provider, account, req, bound } = setup();
    const { providerRef } = await provider.create(req(null));
    await account.fault({ step: 'confirm', kind: '503', times: 1 });
    await account.fault({ step: 'capture', kind: '429', times: 1 });
    expect((await provider.authorize(bound(providerRef), req('pm_card_visa'))).status).toBe('authorized');
    expect((await provider.capture(bound(providerRef))).status).toBe('captured');
    const calls = (await account.state()).calls.filter((c) => c.path.endsWith('/capture'));
    expect(calls).toHaveLength(2);
    expect(calls[0]?.idempotencyKey).toBe(calls[1]?.idempotencyKey);
    await account.fault({ step: 'retrieve', kind: '503', times: 5 });
    await expect(provider.inspect(bound(providerRef))).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('a lost answer is recovered from Stripe, not guessed: confirm processed, then the connection dropped', async () => {
    const { provider, account, req, bound } = setup();
    const { providerRef } = await provider.create(req(null));
    await account.fault({ step: 'confirm', kind: 'drop_after', times: 3 });
    await expect(provider.authorize(bound(providerRef), req('pm_card_visa'))).rejects.toBeInstanceOf(ProviderUnavailable);
    expect((await provider.inspect(bound(providerRef))).status).toBe('authorized');
  });

  it('another card after a timeout gets another key, never an idempotency error', async () => {
    const { provider, account, req, bound } = setup();
    const { providerRef } = await provider.create(req(null));
    expect((await provider.authorize(bound(providerRef), req('pm_card_chargeDeclined'))).status).toBe('failed');
    const keys = new Set((await account.state()).calls.filter((c) => c.path.endsWith('/confirm')).map((c) => c.idempotencyKey));
    await provider.authorize(bound(providerRef), req('pm_card_visa'));
    const after = (await account.state()).calls.filter((c) => c.path.endsWith('/confirm')).map((c) => c.idempotencyKey);
    expect(after).toHaveLength(2);
    expect(keys.has(after[1] ?? null)).toBe(false);
  });

  it('a refusal that retrying cannot fix is a refusal (amount below Stripe minimum)', async () => {
    const { provider, req } = setup();
    await expect(provider.create({ ...req(null), amountCents: 20 })).rejects.toBeInstanceOf(ProviderRefused);
  });
});
