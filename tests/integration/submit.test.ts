import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, store, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

type Body = { data: any; errors?: { status: string; code: string; detail: string; source?: { pointer: string } }[] };
const submit = (checkoutId: string, paymentToken = '4242 4242 4242 4242', extra: Record<string, unknown> = {}) =>
  h.json('POST', '/api/v1/checkout/submit', { checkoutId, storeSlug: 'harbor', platform: 'stripe', paymentToken, ...extra });
const count = async (sql: string, ...args: unknown[]) => (await h.db.prepare(sql).bind(...args).first<{ n: number }>())?.n;

describe('submit', () => {
  it('makes one order with a lookup number and arrival estimate, and decrements stock', async () => {
    const before = await count('SELECT quantity AS n FROM stock WHERE sku = ?1', store.SKU.teeS);
    const id = await readyCheckout(h);
    const res = await submit(id);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Body;
    expect(data.state).toBe('completed');
    expect(data.orderLookupNumber).toMatch(/^[0-9a-f]{32}$/);
    expect(await count('SELECT quantity AS n FROM stock WHERE sku = ?1', store.SKU.teeS)).toBe((before ?? 0) - 1);
    const order = (await (await h.request(`/api/v1/orders?cartId=${id}`)).json()) as Body;
    expect(order.data).toMatchObject({ lookupNumber: data.orderLookupNumber, name: 'Ada', shippingMethod: 'standard', totalCost: { currency: 'USD' } });
    expect(order.data.totalCost.amount).toBe(2399 + 599 + 174);
    expect(order.data.arrivalEstimate).toMatch(/^[A-Z][a-z]{2} \d+/);
    const tracked = await h.request(`/api/v1/orders/track/${data.orderLookupNumber}`);
    expect(((await tracked.json()) as Body).data.orderNumber).toBe(order.data.orderNumber);
    // The answer is the checkout as D1 now has it (built from what the submit wrote, not read back).
    const row = await h.db.prepare('SELECT c.payment_id, c.version, p.state, p.provider_ref, o.order_number FROM checkouts c JOIN payments p ON p.id = c.payment_id JOIN orders o ON o.checkout_id = c.id WHERE c.id = ?1').bind(id).first<Record<string, unknown>>();
    expect({ paymentId: data.paymentId, payment: data.payment, version: data.version, orderNumber: data.orderNumber }).toEqual({
      paymentId: row?.payment_id,
      payment: { id: row?.payment_id, state: 'captured', paymentToken: row?.provider_ref },
      version: row?.version,
      orderNumber: row?.order_number,
    });
    const loaded = (await (await h.request(`/api/checkout?id=${id}&storeSlug=harbor`)).json()) as Body;
    expect(loaded.data).toEqual(data);
  });

  it('two sequential submits make one order and one charge', async () => {
    const id = await readyCheckout(h);
    const first = (await (await submit(id)).json()) as Body;
    const second = (await (await submit(id)).json()) as Body;
    expect(second.data.orderLookupNumber).toBe(first.data.orderLookupNumber);
    expect(await count('SELECT count(*) AS n FROM orders WHERE checkout_id = ?1', id)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM payments WHERE checkout_id = ?1', id)).toBe(1);
  });

  it('concurrent submits of one checkout make one order and one charge', async () => {
    const id = await readyCheckout(h);
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(id)));
    const bodies = (await Promise.all(results.map((r) => r.json()))) as Body[];
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(bodies.map((b) => b.data.orderLookupNumber)).size).toBe(1);
    expect(await count('SELECT count(*) AS n FROM orders WHERE checkout_id = ?1', id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM payments WHERE checkout_id = ?1 AND state = 'captured'", id)).toBe(1);
  });

  it('20 concurrent checkouts for a size with stock 3 give exactly 3 orders and stock 0', async () => {
    await h.db.prepare('UPDATE stock SET quantity = 3 WHERE sku = ?1').bind(store.SKU.teeM).run();
    const ids = await Promise.all(Array.from({ length: 20 }, () => readyCheckout(h, [{ sku: store.SKU.teeM, quantity: 1 }])));
    const results = await Promise.all(ids.map((id) => submit(id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(await count("SELECT count(*) AS n FROM orders WHERE items LIKE '%' || ?1 || '%'", store.SKU.teeM)).toBe(3);
    expect(await count('SELECT quantity AS n FROM stock WHERE sku = ?1', store.SKU.teeM)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM payments WHERE state = 'captured' AND checkout_id IN (SELECT value FROM json_each(?1))", JSON.stringify(ids))).toBe(3);
  });

  it('refuses to submit before an address', async () => {
    const created = (await (await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' })).json()) as Body;
    const res = await submit(created.data.id);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Body).errors?.[0]?.code).toBe('address_required');
  });
});

describe('sandbox cards', () => {
  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000 0000 0000 0119', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
    ['4242 4242 4242 4241', 'incorrect_number', 'Your card number is invalid.'],
  ])('%s gives %s', async (card, code, message) => {
    const id = await readyCheckout(h);
    const res = await submit(id, card);
    expect(res.status).toBe(402);
    expect(((await res.json()) as Body).errors?.[0]).toMatchObject({ code, detail: message });
    const checkout = (await (await h.request(`/api/checkout?id=${id}`)).json()) as Body;
    expect(checkout.data).toMatchObject({ state: 'failure', error: message });
    // A later attempt with a good card is a new charge attempt and succeeds.
    const retry = await submit(id);
    expect(retry.status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM orders WHERE checkout_id = ?1', id)).toBe(1);
  });

  it('the 3-D Secure card needs its authentication step', async () => {
    const id = await readyCheckout(h);
    const first = (await (await submit(id, '4000 0025 0000 3155', { returnUrl: `/checkout/${id}` })).json()) as Body;
    expect(first.data.state).toBe('pending');
    expect(first.data.orderLookupNumber).toBeNull();
    const redirect = new URL(first.data.redirectUrl as string);
    expect(redirect.origin).toBe('https://shop.test');
    const again = (await (await submit(id, '4000 0025 0000 3155')).json()) as Body;
    expect(again.data.redirectUrl).toBeTruthy();
    expect(await count('SELECT count(*) AS n FROM orders WHERE checkout_id = ?1', id)).toBe(0);
    const auth = await h.request(redirect.pathname + redirect.search);
    expect(auth.status).toBe(302);
    const back = new URL(auth.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`https://shop.test/checkout/${id}`);
    const done = (await (await submit(id, back.searchParams.get('payment_intent') ?? '')).json()) as Body;
    expect(done.data.state).toBe('completed');
  });

  it('PayPal through the sandbox: initiate, then submit captures; a failure gives the PayPal message', async () => {
    const id = await readyCheckout(h);
    await h.json('PUT', '/api/v1/checkout', { id, data: { paymentMethod: 'paypal' } });
    const init = (await (await h.json('POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'paypal', amount: 1 })).json()) as Body;
    expect(init.data.amount.value).toBe(2399 + 599 + 174);
    const fail = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'paypal', paymentToken: 'PAYPAL-FAIL' });
    expect(((await fail.json()) as Body).errors?.[0]?.detail).toBe('There was an issue authorizing with PayPal');
    const ok = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'paypal', paymentToken: 'APPROVED' });
    expect(((await ok.json()) as Body).data.state).toBe('completed');
  });
});

describe('a submit that died mid-payment', () => {
  it('lets a later submit take over a stale processing payment', async () => {
    const id = await readyCheckout(h);
    const first = await h.json('POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'stripe' });
    const paymentId = ((await first.json()) as Body).data.paymentId as string;
    await h.db.prepare("UPDATE payments SET state = 'processing', updated_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1").bind(paymentId).run();
    const res = await submit(id);
    expect(res.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM payments WHERE checkout_id = ?1 AND state = 'captured'", id)).toBe(1);
  });
});
