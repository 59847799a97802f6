import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '../../src/server/payments/stripe-signature';
import { startFakeStripe } from '../fixtures/fake-stripe';
import { readyCheckout, startHarness, type Harness } from './harness';

let h: Harness;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const WHSEC = 'whsec_test_secret';
type Body = { data: any; errors?: { code: string; detail: string }[] };

beforeAll(async () => {
  stripe = await startFakeStripe('sk_test_fake');
  h = await startHarness({ vars: { PAYMENT_PROVIDER: 'live', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: stripe.url, STRIPE_WEBHOOK_SECRET: WHSEC } });
});
afterAll(async () => {
  await h.dispose();
  await stripe.close();
});

const submit = (checkoutId: string, paymentToken: string) => h.json('POST', '/api/v1/checkout/submit', { checkoutId, platform: 'stripe', paymentToken, returnUrl: `/checkout/${checkoutId}` });
const TOTAL = 2399 + 599 + 174;

describe('Stripe provider against a fake Stripe', () => {
  it('authorizes a PaymentIntent with the server amount, then captures it after the order', async () => {
    const id = await readyCheckout(h);
    const res = await submit(id, 'pm_card_visa');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).data.state).toBe('completed');
    const create = stripe.calls.find((c) => c.path === '/v1/payment_intents' && c.form['metadata[checkout_id]'] === id);
    expect(create?.form).toMatchObject({ amount: String(TOTAL), currency: 'usd', capture_method: 'manual', confirm: 'true', payment_method: 'pm_card_visa', 'payment_method_types[]': 'card', return_url: `https://shop.test/checkout/${id}` });
    expect(create?.headers['idempotency-key']).toBe(`${id}:USD:${TOTAL}:0`);
    const intentId = [...stripe.intents.values()].find((i) => i.metadata.checkout_id === id)?.id;
    expect(stripe.intents.get(intentId ?? '')?.status).toBe('succeeded');
    expect(stripe.problems).toEqual([]);
  });

  it('Afterpay goes to Stripe as afterpay_clearpay with the shipping details Stripe requires', async () => {
    const id = await readyCheckout(h);
    const changed = await h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: 'afterpay' } });
    expect(changed.status).toBe(200);
    const res = await submit(id, 'pm_card_visa');
    expect(res.status).toBe(200);
    const create = stripe.calls.find((c) => c.path === '/v1/payment_intents' && c.form['metadata[checkout_id]'] === id);
    expect(create?.form).toMatchObject({
      'payment_method_types[]': 'afterpay_clearpay',
      'shipping[name]': 'Ada O\'Neil',
      'shipping[address][country]': 'US',
    });
    expect(create?.form['shipping[address][line1]']).toBeTruthy();
    expect(create?.form['shipping[address][postal_code]']).toMatch(/^\d{5}/);
  });

  it('maps a decline to the spec message', async () => {
    const id = await readyCheckout(h);
    const res = await submit(id, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(res.status).toBe(402);
    expect(((await res.json()) as Body).errors?.[0]).toMatchObject({ code: 'insufficient_funds', detail: 'Your card has insufficient funds.' });
  });

  it('concurrent submits create one PaymentIntent and one order', async () => {
    const id = await readyCheckout(h);
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(id, 'pm_card_visa')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(stripe.calls.filter((c) => c.path === '/v1/payment_intents' && c.form['metadata[checkout_id]'] === id)).toHaveLength(1);
    expect((await h.db.prepare('SELECT count(*) AS n FROM orders WHERE checkout_id = ?1').bind(id).first<{ n: number }>())?.n).toBe(1);
  });

  it('3-D Secure: the redirect comes from Stripe, the order after the shopper returns', async () => {
    const id = await readyCheckout(h);
    const first = (await (await submit(id, 'pm_card_threeDSecure2Required')).json()) as Body;
    expect(first.data.redirectUrl).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_fake_/);
    stripe.authenticate(first.data.payment.paymentToken as string);
    const done = (await (await submit(id, 'pm_card_threeDSecure2Required')).json()) as Body;
    expect(done.data.state).toBe('completed');
  });
});

describe('Stripe webhook', () => {
  const post = (raw: string, signature: string) =>
    h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body: raw });

  async function authorizedElsewhere() {
    const id = await readyCheckout(h);
    const first = (await (await submit(id, 'pm_card_threeDSecure2Required')).json()) as Body;
    const intentId = first.data.payment.paymentToken as string;
    stripe.authenticate(intentId);
    return { id, intentId };
  }
  const eventFor = (eventId: string, intentId: string) =>
    JSON.stringify({ id: eventId, object: 'event', type: 'payment_intent.amount_capturable_updated', data: { object: { id: intentId, object: 'payment_intent', status: 'requires_capture' } } });

  it('a valid event fulfils the order once; a replayed event id is ignored', async () => {
    const { id, intentId } = await authorizedElsewhere();
    const raw = eventFor('evt_1', intentId);
    const res = await post(raw, await stripeSignatureHeader(raw, WHSEC));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const order = await h.request(`/api/v1/orders?cartId=${id}`);
    expect(order.status).toBe(200);
    const replay = await post(raw, await stripeSignatureHeader(raw, WHSEC));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await h.db.prepare('SELECT count(*) AS n FROM orders WHERE checkout_id = ?1').bind(id).first<{ n: number }>())?.n).toBe(1);
    // The shopper's own return afterwards finds the same order.
    const again = (await (await submit(id, 'pm_card_threeDSecure2Required')).json()) as Body;
    expect(again.data.state).toBe('completed');
  });

  it('refuses a stale timestamp, a wrong secret and a re-serialised body', async () => {
    const { intentId } = await authorizedElsewhere();
    const raw = eventFor('evt_2', intentId);
    const stale = await post(raw, await stripeSignatureHeader(raw, WHSEC, Math.floor(Date.now() / 1000) - 301));
    expect(stale.status).toBe(400);
    const wrong = await post(raw, await stripeSignatureHeader(raw, 'whsec_other'));
    expect(wrong.status).toBe(400);
    const reserialised = JSON.stringify(JSON.parse(raw), null, 2);
    const moved = await post(reserialised, await stripeSignatureHeader(raw, WHSEC));
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as Body).errors?.[0]?.code).toBe('invalid_signature');
    const missing = await h.request('/api/v1/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(missing.status).toBe(400);
    expect((await h.db.prepare("SELECT count(*) AS n FROM webhook_events WHERE id = 'evt_2'").first<{ n: number }>())?.n).toBe(0);
  });
});
