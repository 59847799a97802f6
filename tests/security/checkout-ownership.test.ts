import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, store, US_CUSTOMER, type Harness } from '../integration/harness';

// Attack: the checkout id was a bearer token for the shopper's personal data. Whoever held it (a
// shared link, an analytics report, a browser history) could read the name, e-mail, phone and address
// (GET /api/checkout?id), change them, pay, and read the order. Control: the browser that created the
// checkout holds its owner cookie; without it every route answers as for a checkout that does not exist.

let h: Harness;
let id: string;
let paymentId: string;
beforeAll(async () => {
  h = await startHarness();
  id = await readyCheckout(h);
  const initiated = await h.json('POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'paypal', paymentMethod: 'paypal' });
  expect(initiated.status).toBe(201);
  paymentId = ((await initiated.json()) as { data: { id: string } }).data.id;
});
afterAll(() => h.dispose());

/** Someone else's browser: no cookie, or a checkout owner cookie of its own. */
const STRANGERS: [string, string][] = [
  ['no cookie at all', ''],
  ['an owner cookie of its own', `__Host-checkout=${'A'.repeat(43)}`],
  ['a cookie without the __Host- prefix', `checkout=${'B'.repeat(43)}`],
];

const as = (cookie: string, method: string, path: string, body?: unknown) =>
  h.request(path, { method, headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

function personalDataIn(text: string): string[] {
  return [US_CUSTOMER.email, US_CUSTOMER.lastName, US_CUSTOMER.address.address1, '4155552671', US_CUSTOMER.firstName].filter((value) => text.includes(value));
}

describe('checkout ownership', () => {
  it('creating a checkout sets an HttpOnly, Secure, SameSite=Lax, __Host- owner cookie', async () => {
    const res = await as('', 'POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-checkout=[\w-]{43};/);
    const attributes = cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain'))).toBe(false);
  });

  it('the owner reads its checkout, personal data included', async () => {
    const read = await h.request(`/api/checkout?id=${id}`);
    expect(read.status).toBe(200);
    expect(personalDataIn(await read.text())).not.toEqual([]);
  });

  it('the owner reads a payment of its checkout (GET /api/v1/payment), and only with that checkout', async () => {
    const read = await h.request(`/api/v1/payment?paymentId=${paymentId}&checkoutId=${id}`);
    expect(read.status).toBe(200);
    const { data } = (await read.json()) as { data: { id: string; paymentId: string; checkoutId: string; state: string } };
    expect(data).toMatchObject({ id: paymentId, paymentId, checkoutId: id, state: 'created' });
    const other = await readyCheckout(h);
    expect((await h.request(`/api/v1/payment?paymentId=${paymentId}&checkoutId=${other}`)).status).toBe(404);
  });

  for (const [who, cookie] of STRANGERS) {
    it(`a browser with ${who} gets 404 and no personal data from every checkout route`, async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/checkout?id=${id}`],
        ['GET', `/api/checkout?id=${id}&storeSlug=harbor`],
        ['PUT', '/api/v1/checkout', { id, data: { customer: { ...US_CUSTOMER, email: 'thief@example.com' } } }],
        ['PUT', '/api/v1/checkout', { id, data: { marketingOptIn: true } }],
        ['POST', '/api/deliveryOptions', { id, countryCode: 'US' }],
        ['POST', '/api/v1/initiatePayment', { checkoutId: id, platform: 'paypal', paymentMethod: 'paypal' }],
        ['PUT', '/api/v1/updatePayment', { id: paymentId, paymentToken: 'tok_thief' }],
        ['GET', `/api/v1/payment?paymentId=${paymentId}&checkoutId=${id}`],
        ['POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' }],
      ];
      for (const [method, path, body] of calls) {
        const res = await as(cookie, method, path, body);
        const text = await res.text();
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(personalDataIn(text), `${method} ${path}`).toEqual([]);
      }
      // Nothing changed: the owner still sees its own e-mail, no opt-in, and no order or new payment.
      const mine = (await (await h.request(`/api/checkout?id=${id}`)).json()) as { data: { customer: { email: string }; marketingOptIn: boolean; state: string } };
      expect(mine.data.customer.email).toBe(US_CUSTOMER.email);
      expect(mine.data.marketingOptIn).toBe(false);
      expect(mine.data.state).not.toBe('completed');
    });
  }

  it('the answer for someone else’s checkout is the answer for one that does not exist', async () => {
    const foreign = await as('', 'GET', `/api/checkout?id=${id}`);
    const unknown = await as('', 'GET', '/api/checkout?id=00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(unknown.status);
    expect(await foreign.json()).toEqual(await unknown.json());
  });

  it('the thank-you page’s order (by cart id) is its checkout owner’s only', async () => {
    const paid = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242424242424242' });
    expect(paid.status).toBe(200);
    const own = await h.request(`/api/v1/orders?cartId=${id}`);
    expect(own.status).toBe(200);
    // The owner's answer carries the delivery address (never the phone); the lookup number's never does.
    const { data } = (await own.json()) as { data: { lookupNumber: string; shipTo?: { address1: string } } };
    expect(data.shipTo?.address1).toBe(US_CUSTOMER.address.address1);
    expect(JSON.stringify(data)).not.toContain('4155552671');
    const tracked = await as(STRANGERS[0]![1], 'GET', `/api/v1/orders/track/${data.lookupNumber}`);
    expect(tracked.status).toBe(200);
    expect(personalDataIn(await tracked.text())).toEqual([]);
    for (const [who, cookie] of STRANGERS) {
      const res = await as(cookie, 'GET', `/api/v1/orders?cartId=${id}`);
      expect(res.status, who).toBe(404);
      expect(personalDataIn(await res.text()), who).toEqual([]);
    }
  });

  it('a second checkout of the same browser keeps the same owner cookie, so both stay its own', async () => {
    const second = await readyCheckout(h);
    expect((await h.request(`/api/checkout?id=${second}`)).status).toBe(200);
    expect((await h.request(`/api/checkout?id=${id}`)).status).toBe(200);
  });
});
