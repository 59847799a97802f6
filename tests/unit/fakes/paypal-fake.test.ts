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
  const newToken = async () => {
    const res = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${tenant.clientId}:${tenant.clientSecret}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  let token = await newToken();
  const send = async (method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string, renew = true): Promise<{ status: number; body: Record<string, any> }> => {
    const res = await fetch(`${fake.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, prefer: 'return=representation', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(requestId ? { 'paypal-request-id': requestId } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    // A token outlives neither its 9 hours nor a revocation: fetch a new one once, as any client must.
    if (res.status === 401 && renew) {
      token = await newToken();
      return send(method, path, body, requestId, false);
    }
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

describe('PayPal fake: PayPal-Request-Id', () => {
  it('answers a repeated Orders request id with the first answer for 6 hours, then processes it anew', async () => {
    const m = await merchant();
    const body = { intent: 'AUTHORIZE', purchase_units: [{ amount: { currency_code: 'USD', value: '20.00' } }] };
    const first = await m.send('POST', '/v2/checkout/orders', body, 'same-id');
    const repeat = await m.send('POST', '/v2/checkout/orders', body, 'same-id');
    expect(first.status).toBe(201);
    // The Orders document: "A successful response to an idempotent request returns the HTTP 200 OK".
    expect(repeat).toEqual({ status: 200, body: first.body });
    await control.advance(6 * HOUR - 60_000);
    expect((await m.send('POST', '/v2/checkout/orders', body, 'same-id')).body.id).toBe(first.body.id);
    await control.advance(2 * 60_000);
    const later = await m.send('POST', '/v2/checkout/orders', body, 'same-id');
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect((await control.calls()).filter((c) => c.step === 'create').map((c) => c.outcome)).toEqual(['processed', 'replayed', 'replayed', 'processed']);
    expect(await control.orders()).toHaveLength(2);
  });

  it('keeps a Payments request id for 45 days, as the Payments document says', async () => {
    const m = await merchant();
    const { authorization } = await m.authorized();
    const capture = await m.send('POST', `/v2/payments/authorizations/${authorization.id}/capture`, { final_capture: true }, 'capture-id');
    await control.advance(7 * HOUR);
    expect(await m.send('POST', `/v2/payments/authorizations/${authorization.id}/capture`, { final_capture: true }, 'capture-id')).toEqual(capture);
    await control.advance(45 * 24 * HOUR);
    const anew = await m.send('POST', `/v2/payments/authorizations/${authorization.id}/capture`, { final_capture: true }, 'capture-id');
    expect(anew).toMatchObject({ status: 422, body: { details: [{ issue: 'AUTHORIZATION_ALREADY_CAPTURED' }] } });
  });

  it('records a request id reused for another body as a problem', async () => {
    const m = await merchant();
    expectProblems = true;
    await m.send('POST', '/v2/checkout/orders', { intent: 'AUTHORIZE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }] }, 'reused');
    await m.send('POST', '/v2/checkout/orders', { intent: 'AUTHORIZE', purchase_units: [{ amount: { currency_code: 'USD', value: '2.00' } }] }, 'reused');
    expect(await control.problems()).toEqual([expect.stringContaining('PayPal-Request-Id reused reused for /v2/checkout/orders')]);
  });
});

describe('PayPal fake: what PayPal decides', () => {
  it('answers an authorization PENDING or DENIED when told, and refuses to capture either', async () => {
    const m = await merchant();
    await control.nextOutcome({ authorization: 'PENDING' });
    const pending = await m.authorized();
    expect(pending.authorization).toMatchObject({ status: 'PENDING', status_details: { reason: 'PENDING_REVIEW' } });
    await control.nextOutcome({ authorization: 'DENIED' });
    const denied = await m.authorized();
    expect(denied.authorization.status).toBe('DENIED');
    expect((await m.send('POST', `/v2/payments/authorizations/${denied.authorization.id}/capture`, {}, 'c1')).body.details[0].issue).toBe('AUTHORIZATION_DENIED');
    expect((await m.send('POST', `/v2/payments/authorizations/${pending.authorization.id}/capture`, {}, 'c2')).status).toBe(422);
  });

  it('captures COMPLETED by default, PENDING or DECLINED when told, with related ids and the bound custom_id', async () => {
    const m = await merchant();
    const a = await m.authorized();
    await control.nextOutcome({ capture: 'DECLINED' });
    const declined = await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/capture`, { final_capture: true }, 'd1');
    expect(declined.body).toMatchObject({ status: 'DECLINED', custom_id: 'payment-1', amount: { currency_code: 'USD', value: '12.50' } });
    expect(declined.body.seller_receivable_breakdown).toBeUndefined();
    await control.nextOutcome({ capture: 'PENDING' });
    const pending = await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/capture`, { final_capture: true }, 'd2');
    expect(pending.body).toMatchObject({ status: 'PENDING', supplementary_data: { related_ids: { order_id: a.orderId, authorization_id: a.authorization.id } } });
    expect((await m.send('POST', `/v2/payments/captures/${pending.body.id}/refund`, {}, 'r0')).body.details[0].issue).toBe('PENDING_CAPTURE');
    const b = await m.authorized();
    const completed = await m.send('POST', `/v2/payments/authorizations/${b.authorization.id}/capture`, { final_capture: true }, 'd3');
    expect(completed.body).toMatchObject({ status: 'COMPLETED', final_capture: true, seller_receivable_breakdown: { gross_amount: { value: '12.50' } } });
    const order = await m.send('GET', `/v2/checkout/orders/${b.orderId}`);
    expect(order.body.purchase_units[0].payments).toMatchObject({ authorizations: [{ status: 'CAPTURED' }], captures: [{ id: completed.body.id, status: 'COMPLETED' }] });
  });

  it('refuses to capture a voided or captured authorization, and to void a captured one', async () => {
    const m = await merchant();
    const a = await m.authorized();
    expect((await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/void`)).body.status).toBe('VOIDED');
    expect((await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/void`)).body.details[0].issue).toBe('PREVIOUSLY_VOIDED');
    expect((await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/capture`, {}, 'v1')).body.details[0].issue).toBe('AUTHORIZATION_VOIDED');
    expect((await m.send('GET', `/v2/checkout/orders/${a.orderId}`)).body.status).toBe('VOIDED');
    const b = await m.authorized();
    await m.send('POST', `/v2/payments/authorizations/${b.authorization.id}/capture`, {}, 'v2');
    expect((await m.send('POST', `/v2/payments/authorizations/${b.authorization.id}/capture`, {}, 'v3')).body.details[0].issue).toBe('AUTHORIZATION_ALREADY_CAPTURED');
    expect((await m.send('POST', `/v2/payments/authorizations/${b.authorization.id}/void`)).body.details[0].issue).toBe('PREVIOUSLY_CAPTURED');
  });

  it('refunds COMPLETED, PENDING or FAILED when told, and refuses a fully refunded capture', async () => {
    const m = await merchant();
    const a = await m.authorized();
    const capture = (await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/capture`, {}, 'c')).body;
    await control.nextOutcome({ refund: 'FAILED' });
    expect((await m.send('POST', `/v2/payments/captures/${capture.id}/refund`, {}, 'r1')).body.status).toBe('FAILED');
    await control.nextOutcome({ refund: 'PENDING' });
    expect((await m.send('POST', `/v2/payments/captures/${capture.id}/refund`, {}, 'r2')).body).toMatchObject({ status: 'PENDING', amount: { currency_code: 'USD', value: '12.50' } });
    expect((await m.send('POST', `/v2/payments/captures/${capture.id}/refund`, {}, 'r3')).body.details[0].issue).toBe('CAPTURE_FULLY_REFUNDED');
    const b = await m.authorized();
    const other = (await m.send('POST', `/v2/payments/authorizations/${b.authorization.id}/capture`, {}, 'c2')).body;
    const refund = await m.send('POST', `/v2/payments/captures/${other.id}/refund`, {}, 'r4');
    expect(refund).toMatchObject({ status: 201, body: { status: 'COMPLETED', amount: { value: '12.50' } } });
    expect((await m.send('GET', `/v2/payments/captures/${other.id}`)).body.status).toBe('REFUNDED');
    expect((await m.send('POST', `/v2/payments/captures/${other.id}/refund`, {}, 'r5')).body.details[0].issue).toBe('CAPTURE_FULLY_REFUNDED');
  });
});

describe('PayPal fake: faults and tokens', () => {
  it('answers a planned 503 and 429 in PayPal error shapes without acting, then works again', async () => {
    const m = await merchant();
    await control.fault('create', '503');
    await control.fault('create', '429');
    const body = { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '1.00' } }] };
    expect(await m.send('POST', '/v2/checkout/orders', body, 'f1')).toMatchObject({ status: 503, body: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' } });
    expect(await m.send('POST', '/v2/checkout/orders', body, 'f1')).toMatchObject({ status: 429, body: { name: 'RATE_LIMIT_REACHED' } });
    expect((await m.send('POST', '/v2/checkout/orders', body, 'f1')).status).toBe(201);
    expect((await control.calls()).filter((c) => c.step === 'create').map((c) => c.outcome)).toEqual(['fault:503', 'fault:429', 'processed']);
    expect(await control.orders()).toHaveLength(1);
  });

  it('acts and then drops the connection on drop_after; the retry with the same id is a replay', async () => {
    const m = await merchant();
    const { authorization } = await m.authorized();
    await control.fault('capture_authorization', 'drop_after');
    await expect(m.send('POST', `/v2/payments/authorizations/${authorization.id}/capture`, {}, 'lost')).rejects.toThrow();
    const retry = await m.send('POST', `/v2/payments/authorizations/${authorization.id}/capture`, {}, 'lost');
    expect(retry).toMatchObject({ status: 201, body: { status: 'COMPLETED' } });
    expect((await control.calls()).filter((c) => c.step === 'capture_authorization').map((c) => c.outcome)).toEqual(['fault:drop_after', 'replayed']);
  });

  it('refuses expired tokens with 401 and a wrong secret with invalid_client', async () => {
    const m = await merchant();
    expect((await m.send('GET', '/v2/checkout/orders/NOSUCHORDER')).body.details[0].issue).toBe('INVALID_RESOURCE_ID');
    // A token lives expires_in (9 hours) on the fake's clock...
    await control.advance(9 * HOUR);
    expect(await m.send('GET', '/v2/checkout/orders/NOSUCHORDER', undefined, undefined, false)).toMatchObject({ status: 401, body: { name: 'AUTHENTICATION_FAILURE' } });
    expect((await m.send('GET', '/v2/checkout/orders/NOSUCHORDER')).status).toBe(404);
    // ...or until the control API revokes it.
    await control.expireTokens();
    expect((await m.send('GET', '/v2/checkout/orders/NOSUCHORDER', undefined, undefined, false)).status).toBe(401);
    expect((await control.calls()).map((c) => `${c.step}:${c.status}`)).toEqual(['token:200', 'get:404', 'get:401', 'get:401', 'token:200', 'get:404', 'get:401']);
    const wrong = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${m.tenant.clientId}:not-the-secret`)}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('PayPal fake: webhooks', () => {
  const verify = (m: Awaited<ReturnType<typeof merchant>>, headers: Record<string, string>, event: unknown, webhookId = 'WH1FAKE') =>
    m.send('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: webhookId,
      webhook_event: event,
    });

  it('signs an event as PayPal does; verification succeeds for it and fails for a tampered body or another webhook id', async () => {
    const m = await merchant();
    const a = await m.authorized();
    await control.nextOutcome({ capture: 'PENDING' });
    const capture = (await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/capture`, {}, 'c')).body;
    const delivery = await control.webhook({ eventType: 'PAYMENT.CAPTURE.COMPLETED', resourceId: capture.id, webhookId: 'WH1FAKE' });
    expect(delivery.headers).toMatchObject({ 'paypal-auth-algo': 'SHA256withRSA', 'paypal-cert-url': expect.stringMatching(new RegExp(`^${fake.url}/v1/notifications/certs/CERT-`)) });
    const event = JSON.parse(delivery.body) as Record<string, any>;
    expect(event).toMatchObject({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource_type: 'capture', resource: { id: capture.id, status: 'COMPLETED', custom_id: 'payment-1', supplementary_data: { related_ids: { order_id: a.orderId, authorization_id: a.authorization.id } } } });
    // The event happened at PayPal: reading the capture back agrees with it.
    expect((await m.send('GET', `/v2/payments/captures/${capture.id}`)).body.status).toBe('COMPLETED');
    expect((await verify(m, delivery.headers, event)).body).toEqual({ verification_status: 'SUCCESS' });
    const tampered = { ...event, resource: { ...event.resource, amount: { currency_code: 'USD', value: '0.01' } } };
    expect((await verify(m, delivery.headers, tampered)).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify(m, delivery.headers, event, 'WH2OTHER')).body).toEqual({ verification_status: 'FAILURE' });
    const certificate = await fetch(delivery.headers['paypal-cert-url'] ?? '');
    expect(await certificate.text()).toContain('BEGIN PUBLIC KEY');
  });

  it('delivers refund, reversal and void events to a URL, each resource as PayPal shows it', async () => {
    const received: { headers: Record<string, unknown>; body: string }[] = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    try {
      const m = await merchant();
      const a = await m.authorized();
      const capture = (await m.send('POST', `/v2/payments/authorizations/${a.authorization.id}/capture`, {}, 'c')).body;
      const refunded = await control.webhook({ eventType: 'PAYMENT.CAPTURE.REFUNDED', resourceId: capture.id, webhookId: 'WH1', deliverTo: url });
      expect(refunded.delivered).toEqual({ status: 200, body: 'ok' });
      expect(refunded.event).toMatchObject({ resource_type: 'refund', resource: { status: 'COMPLETED', amount: { value: '12.50' }, links: [{ rel: 'self' }, { rel: 'up', href: expect.stringContaining(capture.id) }] } });
      expect((await m.send('GET', `/v2/payments/captures/${capture.id}`)).body.status).toBe('REFUNDED');
      const b = await m.authorized();
      const voided = await control.webhook({ eventType: 'PAYMENT.AUTHORIZATION.VOIDED', resourceId: b.authorization.id, webhookId: 'WH1', deliverTo: url });
      expect(voided.event).toMatchObject({ resource_type: 'authorization', resource: { status: 'VOIDED', custom_id: 'payment-1', supplementary_data: { related_ids: { order_id: b.orderId } } } });
      const c = await m.authorized();
      const other = (await m.send('POST', `/v2/payments/authorizations/${c.authorization.id}/capture`, {}, 'c2')).body;
      const reversed = await control.webhook({ eventType: 'PAYMENT.CAPTURE.REVERSED', resourceId: other.id, webhookId: 'WH1', deliverTo: url });
      expect(reversed.event).toMatchObject({ event_type: 'PAYMENT.CAPTURE.REVERSED', resource: { note_to_payer: 'Payment reversed' } });
      expect(received.map((r) => JSON.parse(r.body).event_type)).toEqual(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.AUTHORIZATION.VOIDED', 'PAYMENT.CAPTURE.REVERSED']);
      expect(received[0]?.headers['paypal-transmission-sig']).toBe(refunded.headers['paypal-transmission-sig']);
      for (const r of received) expect((await verify(m, r.headers as Record<string, string>, JSON.parse(r.body), 'WH1')).body.verification_status).toBe('SUCCESS');
    } finally {
      server.close();
    }
  });
});
