import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal } from '../fixtures/fake-paypal';
import { readyCheckout, startHarness, type Harness } from './harness';

let h: Harness;
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
type Body = { data: any; errors?: { code: string; detail: string }[] };

beforeAll(async () => {
  paypal = await startFakePaypal('client-id', 'client-secret');
  h = await startHarness({ vars: { PAYMENT_PROVIDER: 'live', PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_API_BASE: paypal.url } });
});
afterAll(async () => {
  await h.dispose();
  await paypal.close();
});

async function paypalCheckout() {
  const id = await readyCheckout(h);
  await h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: 'paypal' } });
  return id;
}

describe('PayPal provider against a fake PayPal', () => {
  it('creates an order with the server amount, then captures it on submit', async () => {
    const id = await paypalCheckout();
    const init = await h.json('POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'paypal', paymentMethod: 'paypal', amount: '0.01' });
    expect(init.status).toBe(201);
    const { data } = (await init.json()) as Body;
    expect(data.paymentToken).toMatch(/^PAYPAL\d+$/);
    const create = paypal.calls.find((c) => c.path === '/v2/checkout/orders');
    expect(JSON.parse(create?.body ?? '{}')).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ reference_id: id, amount: { currency_code: 'USD', value: '31.72' } }] });
    // A double click makes no second PayPal order.
    await h.json('POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'paypal' });
    expect(paypal.calls.filter((c) => c.path === '/v2/checkout/orders')).toHaveLength(1);
    const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'paypal', paymentId: data.paymentId, paymentToken: data.paymentToken });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).data.state).toBe('completed');
    const capture = paypal.calls.find((c) => c.path.endsWith('/capture'));
    expect(capture?.headers['paypal-request-id']).toMatch(new RegExp(`^${id}:USD:3172:0:capture$`));
    expect(paypal.orders.get(data.paymentToken)?.captures).toBe(1);
    expect(paypal.problems).toEqual([]);
  });

  it('a declined capture gives the PayPal message', async () => {
    // The fake declines orders of exactly 666.00: a poster at 640.38 plus 4 % New York tax (25.62).
    await h.db.prepare('UPDATE catalog_prices SET amount_cents = 64038 WHERE sku = ?1').bind('200_5_9').run();
    const created = (await (await h.json('POST', '/api/checkout', { lineItems: [{ sku: '200_5_9', quantity: 1 }], storeSlug: 'harbor' })).json()) as Body;
    const digital = created.data.id as string;
    const customer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 415 555 2671', address: { address1: '1 Main St', city: 'Albany', state: 'NY', zip: '12207', country: 'US' } };
    await h.json('PUT', '/api/v1/checkout', { id: digital, data: { customer } });
    await h.json('PUT', '/api/v1/checkout', { id: digital, data: { deliveryOption: 'fullStandardCost', paymentMethod: 'paypal' } });
    const init = (await (await h.json('POST', '/api/v1/initiatePayment', { checkoutId: digital, platform: 'paypal' })).json()) as Body;
    expect(init.data.amount.value).toBe(66600);
    const res = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: digital, platform: 'paypal', paymentId: init.data.paymentId, paymentToken: init.data.paymentToken });
    expect(res.status).toBe(402);
    expect(((await res.json()) as Body).errors?.[0]?.detail).toBe('There was an issue authorizing with PayPal');
    await h.db.prepare('UPDATE catalog_prices SET amount_cents = 999 WHERE sku = ?1').bind('200_5_9').run();
  });
});
