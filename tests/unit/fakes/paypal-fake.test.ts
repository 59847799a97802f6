import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newPaypalTenant, paypalFake, type PaypalFakeClient } from '../../fakes/paypal/client';
import { startFakePaypal } from '../../fakes/paypal/server';

/**
 * The PayPal fake refuses what PayPal refuses and answers only what PayPal's documents define: each test
 * is a tenant of its own, talks to the fake as a merchant would (raw HTTP), and ends with `problems`
 * empty unless it sent a bad request on purpose.
 */
let fake: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  fake = await startFakePaypal();
});
afterAll(() => fake.close());

const HOUR = 3_600_000;
let control: PaypalFakeClient;
let expectProblems = false;

/** A merchant's raw PayPal client for one new tenant. */
async function merchant() {
  const tenant = newPaypalTenant('fake');
  control = paypalFake(fake.url, tenant.clientId);
  expectProblems = false;
  const tokenRes = await fetch(`${fake.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${tenant.clientId}:${tenant.clientSecret}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) => {
    const res = await fetch(`${fake.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, prefer: 'return=representation', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(requestId ? { 'paypal-request-id': requestId } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (res.status === 204 ? {} : await res.json()) as Record<string, any> };
  };
  const order = (value = '12.50', intent = 'AUTHORIZE') =>
    send('POST', '/v2/checkout/orders', { intent, purchase_units: [{ reference_id: 'checkout-1', custom_id: 'payment-1', amount: { currency_code: 'USD', value } }] }, crypto.randomUUID());
  /** Create, approve and authorize: the authorization's id. */
  const authorized = async () => {
    const created = await order();
    await control.approve(created.body.id);
    const auth = await send('POST', `/v2/checkout/orders/${created.body.id}/authorize`, {}, crypto.randomUUID());
    return { orderId: created.body.id as string, authorization: auth.body.purchase_units[0].payments.authorizations[0] };
  };
  return { send, order, authorized, tenant };
}

afterEach(async () => {
  if (!expectProblems) expect(await control.problems()).toEqual([]);
});

describe('PayPal fake: orders', () => {
  it('refuses to authorize an order the buyer has not approved, then authorizes it once approved', async () => {
    const m = await merchant();
    const created = await m.order();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ intent: 'AUTHORIZE', status: 'CREATED', purchase_units: [{ reference_id: 'checkout-1', custom_id: 'payment-1', amount: { currency_code: 'USD', value: '12.50' } }] });
    const early = await m.send('POST', `/v2/checkout/orders/${created.body.id}/authorize`, {}, 'auth-1');
    expect(early).toMatchObject({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } });

    await control.approve(created.body.id);
    const auth = await m.send('POST', `/v2/checkout/orders/${created.body.id}/authorize`, {}, 'auth-2');
    expect(auth.status).toBe(201);
    expect(auth.body.status).toBe('COMPLETED');
    expect(auth.body.purchase_units[0]).toMatchObject({ reference_id: 'checkout-1', custom_id: 'payment-1', payments: { authorizations: [{ status: 'CREATED', amount: { currency_code: 'USD', value: '12.50' }, custom_id: 'payment-1' }] } });
    const again = await m.send('POST', `/v2/checkout/orders/${created.body.id}/authorize`, {}, 'auth-3');
    expect(again).toMatchObject({ status: 422, body: { details: [{ issue: 'ORDER_ALREADY_AUTHORIZED' }] } });
  });

  it('refuses to capture an unapproved CAPTURE order, and captures it once approved', async () => {
    const m = await merchant();
    const created = await m.order('3.00', 'CAPTURE');
    const early = await m.send('POST', `/v2/checkout/orders/${created.body.id}/capture`, {}, 'cap-1');
    expect(early.body.details[0].issue).toBe('ORDER_NOT_APPROVED');
    await control.approve(created.body.id);
    const captured = await m.send('POST', `/v2/checkout/orders/${created.body.id}/capture`, {}, 'cap-2');
    expect(captured.status).toBe(201);
    expect(captured.body.purchase_units[0].payments.captures[0]).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'USD', value: '3.00' }, custom_id: 'payment-1' });
  });

  it('refuses bodies the documents reject with 400 INVALID_REQUEST and records them', async () => {
    const m = await merchant();
    expectProblems = true;
    const noIntent = await m.send('POST', '/v2/checkout/orders', { purchase_units: [{ amount: { currency_code: 'USD', value: '1.50' } }] }, 'bad-1');
    expect(noIntent).toMatchObject({ status: 400, body: { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/intent', location: 'body' }] } });
    const numeric = await m.send('POST', '/v2/checkout/orders', { intent: 'AUTHORIZE', purchase_units: [{ amount: { currency_code: 'USD', value: 1.5 } }] }, 'bad-2');
    expect(numeric).toMatchObject({ status: 400, body: { details: [{ issue: 'INVALID_PARAMETER_SYNTAX', field: '/purchase_units/0/amount/value' }] } });
    const longId = await m.send('POST', '/v2/checkout/orders', { intent: 'AUTHORIZE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.50' } }] }, 'x'.repeat(109));
    expect(longId.body.details[0]).toMatchObject({ issue: 'INVALID_STRING_LENGTH', field: 'PayPal-Request-Id' });
    const problems = await control.problems();
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('/intent MISSING_REQUIRED_PARAMETER');
  });

  it('refuses amounts PayPal refuses for business reasons with 422 (precision, zero, currency)', async () => {
    const m = await merchant();
    const unit = (currency_code: string, value: string) => ({ intent: 'AUTHORIZE', purchase_units: [{ amount: { currency_code, value } }] });
    expect((await m.send('POST', '/v2/checkout/orders', unit('USD', '1.505'))).body.details[0].issue).toBe('DECIMAL_PRECISION');
    expect((await m.send('POST', '/v2/checkout/orders', unit('JPY', '100.00'))).body.details[0].issue).toBe('DECIMAL_PRECISION');
    expect((await m.send('POST', '/v2/checkout/orders', unit('USD', '0.00'))).body.details[0].issue).toBe('CANNOT_BE_ZERO_OR_NEGATIVE');
    expect((await m.send('POST', '/v2/checkout/orders', unit('XYZ', '1.00'))).body.details[0].issue).toBe('INVALID_CURRENCY_CODE');
    // The documents' own pattern accepts one decimal place, and so does the fake.
    expect((await m.send('POST', '/v2/checkout/orders', unit('USD', '1.5'))).status).toBe(201);
  });

  it('answers the minimal representation (id, status, links) unless the full one is asked for', async () => {
    const m = await merchant();
    const created = await m.order();
    const res = await fetch(`${fake.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: String((await control.calls()).at(-1)?.headers.authorization), 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '5.00' } }] }),
    });
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['id', 'links', 'status']);
    expect(created.body.purchase_units).toHaveLength(1);
  });
});
