import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paypalProvider } from '../../src/server/payments/providers/paypal';
import { verifyPaypalWebhook } from '../../src/server/payments/providers/paypal-verify';
import type { BoundPayment, ChargeRequest, ProviderRecord } from '../../src/server/payments/provider';
import { newPaypalTenant, paypalFake, type PaypalFakeClient } from '../fakes/paypal/client';
import { startFakePaypal } from '../fakes/paypal/server';

/**
 * The store's real PayPal provider against the PayPal fake, which validates every body against PayPal's
 * published documents: each test ends with `problems` empty, i.e. the store sent only requests PayPal
 * accepts (and the fake answered only what PayPal documents).
 */
let fake: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  fake = await startFakePaypal();
});
afterAll(() => fake.close());

let control: PaypalFakeClient;
afterEach(async () => {
  expect(await control.problems()).toEqual([]);
});

function store() {
  const tenant = newPaypalTenant('store');
  control = paypalFake(fake.url, tenant.clientId);
  const options = { clientId: tenant.clientId, clientSecret: tenant.clientSecret, apiBase: fake.url, timeoutMs: 500 };
  const provider = paypalProvider(options);
  /** One payment row of one checkout, as the ledger would hand it to the provider. */
  const charge = (): ChargeRequest => {
    const checkoutId = crypto.randomUUID();
    return {
      paymentId: crypto.randomUUID(),
      checkoutId,
      amountCents: 4_599,
      currency: 'USD',
      idempotencyKey: `${checkoutId}:USD:4599:0`,
      paymentMethod: 'paypal',
      paymentToken: null,
      returnUrl: 'https://shop.example/checkout',
      origin: 'https://shop.example',
      email: 'shopper@example.com',
      shipping: null,
      description: 'Demo store order',
      meta: {},
    };
  };
  const request = charge();
  const bound = (providerRef: string, refs: Partial<ProviderRecord> = {}, req = request): BoundPayment => ({
    id: req.paymentId,
    checkoutId: req.checkoutId,
    state: 'processing',
    providerRef,
    amountCents: req.amountCents,
    currency: req.currency,
    idempotencyKey: req.idempotencyKey,
    authorizationRef: refs.authorizationRef ?? null,
    captureRef: refs.captureRef ?? null,
    meta: {},
  });
  /** A new payment: create, the buyer's approval, authorize; the authorized record. */
  const authorized = async () => {
    const req = charge();
    const { providerRef } = await provider.create(req);
    await control.approve(providerRef);
    const record = await provider.authorize(bound(providerRef, {}, req), req);
    return { providerRef, record, payment: bound(providerRef, record, req) };
  };
  const steps = async (step: string) => (await control.calls()).filter((c) => c.step === step);
  return { provider, options, request, bound, authorized, steps, checkoutId: request.checkoutId, paymentId: request.paymentId };
}

describe("the store's PayPal provider against PayPal's contract", () => {
  it('creates, authorizes after approval, captures and refunds, bound to the checkout and payment', async () => {
    const s = store();
    const { providerRef } = await s.provider.create(s.request);
    const [create] = await s.steps('create');
    expect(create?.body).toEqual({ intent: 'AUTHORIZE', purchase_units: [{ reference_id: s.checkoutId, custom_id: s.paymentId, description: 'Demo store order', amount: { currency_code: 'USD', value: '45.99' } }] });
    expect(create?.headers['paypal-request-id']).toEqual(expect.any(String));
    expect((await s.provider.inspect(s.bound(providerRef))).status).toBe('awaiting_payment');

    await control.approve(providerRef);
    const authorized = await s.provider.authorize(s.bound(providerRef), s.request);
    expect(authorized).toMatchObject({ ref: providerRef, status: 'authorized', amountCents: 4_599, currency: 'USD', boundPaymentId: s.paymentId, boundCheckoutId: s.checkoutId, captureRef: null });
    expect(authorized.authorizationRef).toEqual(expect.any(String));

    const captured = await s.provider.capture(s.bound(providerRef, authorized));
    expect(captured).toMatchObject({ status: 'captured', amountCents: 4_599, currency: 'USD', boundPaymentId: s.paymentId, authorizationRef: authorized.authorizationRef });
    expect(captured.captureRef).toEqual(expect.any(String));
    expect(await s.provider.refund(s.bound(providerRef, captured))).toEqual({ status: 'refunded', refundRef: expect.any(String) });
    const [order] = await control.orders();
    expect(order?.purchase_units[0].payments.captures[0]).toMatchObject({ id: captured.captureRef, status: 'REFUNDED' });
  });

  it('reads an early authorize (buyer not back yet) as awaiting payment, and nothing is held', async () => {
    const s = store();
    const { providerRef } = await s.provider.create(s.request);
    expect(await s.provider.authorize(s.bound(providerRef), s.request)).toMatchObject({ status: 'awaiting_payment', authorizationRef: null });
    // The order is read first; an unapproved one is never sent to authorize (no refusal to be replayed later).
    expect(await s.steps('authorize')).toEqual([]);
  });

  it('authorizes after a too-early authorize when PayPal keeps only successful answers under a request id', async () => {
    const s = store();
    await control.requestIdPolicy('success');
    const { providerRef } = await s.provider.create(s.request);
    expect((await s.provider.authorize(s.bound(providerRef), s.request)).status).toBe('awaiting_payment');
    await control.approve(providerRef);
    expect((await s.provider.authorize(s.bound(providerRef), s.request)).status).toBe('authorized');
  });

  it('voids an authorization (a sold-out race) and reads it back as voided', async () => {
    const s = store();
    const { payment } = await s.authorized();
    await s.provider.release(payment);
    expect((await s.provider.inspect(payment)).status).toBe('voided');
    // Releasing again is safe: PayPal refuses the second void and the record says it is voided.
    await s.provider.release(payment);
  });

  it('maps what PayPal decides: pending and denied authorizations, pending and declined captures, pending refunds', async () => {
    const s = store();
    await control.nextOutcome({ authorization: 'PENDING' });
    expect((await s.authorized()).record.status).toBe('processing');
    await control.nextOutcome({ authorization: 'DENIED' });
    expect((await s.authorized()).record).toMatchObject({ status: 'failed', failure: { code: 'paypal_failed' } });
    const pending = await s.authorized();
    await control.nextOutcome({ capture: 'PENDING' });
    expect((await s.provider.capture(pending.payment)).status).toBe('capture_pending');
    const declined = await s.authorized();
    await control.nextOutcome({ capture: 'DECLINED' });
    expect((await s.provider.capture(declined.payment)).status).toBe('failed');
    const refunding = await s.authorized();
    const captured = await s.provider.capture(refunding.payment);
    await control.nextOutcome({ refund: 'PENDING' });
    expect(await s.provider.refund({ ...refunding.payment, captureRef: captured.captureRef ?? null })).toMatchObject({ status: 'pending' });
  });

  it('renews its token on a 401 and repeats the call', async () => {
    const s = store();
    const { payment } = await s.authorized();
    await control.expireTokens();
    expect((await s.provider.inspect(payment)).status).toBe('authorized');
    expect((await control.calls()).slice(-3).map((c) => `${c.step}:${c.status}`)).toEqual(['get:401', 'token:200', 'get:200']);
  });

  it('retries a 503 with the same PayPal-Request-Id; PayPal acts once', async () => {
    const s = store();
    const { payment } = await s.authorized();
    await control.fault('capture_authorization', '503');
    expect((await s.provider.capture(payment)).status).toBe('captured');
    const captures = await s.steps('capture_authorization');
    expect(captures.map((c) => c.outcome)).toEqual(['fault:503', 'processed']);
    expect(captures[1]?.headers['paypal-request-id']).toBe(captures[0]?.headers['paypal-request-id']);
    expect((await control.orders())[0]?.purchase_units[0].payments.captures).toHaveLength(1);
  });

  it('retries an authorize whose answer was lost; the repeat is answered from the request id', async () => {
    const s = store();
    const { providerRef } = await s.provider.create(s.request);
    await control.approve(providerRef);
    await control.fault('authorize', 'drop_after');
    expect((await s.provider.authorize(s.bound(providerRef), s.request)).status).toBe('authorized');
    expect((await s.steps('authorize')).map((c) => c.outcome)).toEqual(['fault:drop_after', 'replayed']);
  });

  it('retries a refund whose answer never came (timeout after PayPal acted); the money is returned once', async () => {
    const s = store();
    const { payment } = await s.authorized();
    const captured = await s.provider.capture(payment);
    await control.fault('refund', 'timeout_after');
    expect(await s.provider.refund({ ...payment, captureRef: captured.captureRef ?? null })).toMatchObject({ status: 'refunded' });
    expect((await s.steps('refund')).map((c) => c.outcome)).toEqual(['fault:timeout_after', 'replayed']);
    expect((await control.orders())[0]?.purchase_units[0].payments.refunds).toHaveLength(1);
  });

  it("verifies a PayPal delivery through PayPal's verify call and rejects a tampered one", async () => {
    const s = store();
    const { payment } = await s.authorized();
    const captured = await s.provider.capture(payment);
    const delivery = await control.webhook({ eventType: 'PAYMENT.CAPTURE.COMPLETED', resourceId: captured.captureRef ?? '', webhookId: 'WH7STORE' });
    const header = (name: string) => delivery.headers[name.toLowerCase()];
    const options = { ...s.options, webhookId: 'WH7STORE' };
    expect(await verifyPaypalWebhook(options, header, delivery.body)).toBe(true);
    const tampered = JSON.parse(delivery.body) as { resource: { custom_id: string } };
    tampered.resource.custom_id = crypto.randomUUID();
    expect(await verifyPaypalWebhook(options, header, JSON.stringify(tampered))).toBe(false);
    expect(await verifyPaypalWebhook({ ...options, webhookId: 'WH8OTHER' }, header, delivery.body)).toBe(false);
    expect((await s.steps('verify_webhook')).map((c) => c.status)).toEqual([200, 200, 200]);
  });
});

/** Gaps the fake first exposed (docs/decisions.md "The PayPal fake"), kept as tests of their fixes. */
describe("the store's PayPal provider: gaps the fake found", () => {
  it('authorizes after a too-early authorize once the buyer approved (the authorize PayPal-Request-Id replays ORDER_NOT_APPROVED for 6 h)', async () => {
    const s = store();
    const { providerRef } = await s.provider.create(s.request);
    expect((await s.provider.authorize(s.bound(providerRef), s.request)).status).toBe('awaiting_payment');
    await control.approve(providerRef);
    expect((await s.provider.authorize(s.bound(providerRef), s.request)).status).toBe('authorized');
  });

  it('reads an authorization PayPal refuses to capture as expired (AUTHORIZATION_EXPIRED) as released, not as still held', async () => {
    const s = store();
    const { payment } = await s.authorized();
    await control.advance(30 * 24 * 3_600_000);
    expect((await s.provider.capture(payment)).status).toBe('voided');
  });
});
