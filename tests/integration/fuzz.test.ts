import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readyCheckout, startHarness, store, US_CUSTOMER, type Harness } from './harness';

/**
 * Property: no body, however odd, gets a 5xx from a write route, and every refusal has the one error
 * shape. Each route gets 1,000 bodies: arbitrary JSON values, raw strings, and near-valid objects whose
 * fields are swapped for hostile values (SQL, markup, huge numbers, wrong types).
 */
let h: Harness;
let checkoutId: string;
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {}); // client error reports go to the function log
  h = await startHarness();
  checkoutId = await readyCheckout(h);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await h.dispose();
});

const RUNS = 1000;
const hostile = fc.oneof(
  fc.constantFrom("'; DROP TABLE orders; --", '<script>alert(1)</script>', '"\\u0000', '1e309', '-1', '0', '99999999999999999999', '../../etc/passwd', '{{7*7}}', '%00', '\u202e', 'NaN'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, hostile);
const lineItems = fc.array(fc.record({ sku: maybe(fc.constantFrom(...Object.values(store.SKU))), quantity: maybe(fc.integer({ min: -5, max: 20_000 })) }, { requiredKeys: [] }), { maxLength: 4 });
const id = () => maybe(fc.constant(checkoutId));
const customer = fc.record({ ...Object.fromEntries(Object.entries(US_CUSTOMER).map(([k, v]) => [k, maybe(fc.constant(v))])) }, { requiredKeys: [] });

const ROUTES: [string, string, fc.Arbitrary<unknown>][] = [
  ['POST', '/api/checkout', fc.record({ lineItems: maybe(lineItems), storeSlug: maybe(fc.constant('harbor')), currency: maybe(fc.constantFrom('USD', 'EUR', 'GBP')), price: hostile }, { requiredKeys: [] })],
  ['PUT', '/api/v1/checkout', fc.record({ id: id(), data: maybe(fc.record({ customer: maybe(customer), deliveryOption: maybe(fc.constantFrom('fullStandardCost', 'fullRushCost')), promoCode: maybe(fc.constantFrom('SAVE10', 'FIVE')), paymentMethod: maybe(fc.constantFrom('card', 'paypal', 'afterpay')), marketingOptIn: maybe(fc.boolean()), total: hostile }, { requiredKeys: [] })) }, { requiredKeys: [] })],
  ['POST', '/api/v1/checkout/submit', fc.record({ checkoutId: maybe(fc.uuid()), platform: maybe(fc.constantFrom('stripe', 'paypal')), paymentToken: hostile, returnUrl: maybe(fc.constantFrom('//evil.com', '/cart')) }, { requiredKeys: [] })],
  ['POST', '/api/deliveryOptions', fc.record({ id: id(), countryCode: maybe(fc.constantFrom('US', 'KP', 'FR')), stateCode: hostile }, { requiredKeys: [] })],
  ['POST', '/api/v1/initiatePayment', fc.record({ checkoutId: maybe(fc.uuid()), platform: maybe(fc.constantFrom('stripe', 'paypal')), amount: hostile }, { requiredKeys: [] })],
  ['PUT', '/api/v1/updatePayment', fc.record({ id: maybe(fc.uuid()), paymentToken: hostile }, { requiredKeys: [] })],
  ['POST', '/api/v1/orders/track', fc.record({ orderNumber: hostile, email: maybe(fc.emailAddress()) }, { requiredKeys: [] })],
  ['POST', '/api/v1/contact', fc.record({ orderNumber: hostile, email: maybe(fc.emailAddress()), fullName: hostile, reason: hostile, message: hostile }, { requiredKeys: [] })],
  ['POST', '/api/v1/client-errors', fc.record({ message: hostile, url: hostile, stack: hostile }, { requiredKeys: [] })],
  ['POST', '/api/v1/cart/validate', fc.record({ lineItems: maybe(lineItems), currency: hostile }, { requiredKeys: [] })],
  ['POST', '/api/v1/address/validate', fc.record({ address: maybe(fc.record({ ...Object.fromEntries(Object.entries(US_CUSTOMER.address).map(([k, v]) => [k, maybe(fc.constant(v))])) }, { requiredKeys: [] })) }, { requiredKeys: [] })],
  ['POST', '/api/v1/payments/stripe/webhook', fc.anything()],
];

/** A body as sent: JSON of the value, or (one time in five) a raw string that may not be JSON at all. */
const body = (value: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') }, { weight: 1, arbitrary: fc.oneof(fc.string(), fc.json()) }, { weight: 1, arbitrary: fc.anything().map((v) => JSON.stringify(v) ?? '') });

async function expectNo5xx(res: Response) {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const json = (await res.json()) as { errors: { status: string; code: string; detail: string }[] };
    expect(json.errors.length).toBeGreaterThan(0);
    expect(json.errors[0]?.status).toBe(String(res.status));
    expect(typeof json.errors[0]?.detail).toBe('string');
  }
}

describe('property: random bodies never give a 5xx', () => {
  it.each(ROUTES)('%s %s', async (method, path, value) => {
    await fc.assert(
      fc.asyncProperty(body(value), async (text) => expectNo5xx(await h.request(path, { method, headers: { 'content-type': 'application/json' }, body: text }))),
      { numRuns: RUNS },
    );
  });

  it('POST /api/v1/orders/recover (query and body)', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, body(fc.anything()), async (email, text) =>
        expectNo5xx(await h.request(`/api/v1/orders/recover?email=${encodeURIComponent(String(email))}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })),
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/preorder (form-encoded)', async () => {
    const field = fc.tuple(fc.constantFrom('listingSlug', 'sku', 'email', 'name', 'quantity', 'returnTo', 'street', 'city', 'zip', 'state', 'country', 'x'), hostile.map(String));
    await fc.assert(
      fc.asyncProperty(fc.array(field, { maxLength: 6 }), async (pairs) => {
        const res = await h.request('/api/preorder', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.test' }, body: new URLSearchParams(pairs) });
        if (res.status === 303) expect(new URL(res.headers.get('location') ?? '').origin).toBe('https://shop.test');
        else await expectNo5xx(res);
      }),
      { numRuns: RUNS },
    );
  });
});
