import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readyCheckout, startHarness, store, US_CUSTOMER, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());
type Body = { data: any; errors?: { code: string; detail: string; source?: { pointer: string } }[] };
const CANNOT = 'Sorry, we can\u2019t deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.';

async function checkoutWith(address: Record<string, string>) {
  const created = (await (await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 2 }], storeSlug: 'harbor' })).json()) as Body;
  const id = created.data.id as string;
  const res = await h.json('PUT', '/api/v1/checkout', { id, data: { customer: { ...US_CUSTOMER, address } } });
  expect(res.status).toBe(200);
  return id;
}

describe('delivery options', () => {
  it('quotes standard, rush and super rush for a US address', async () => {
    const id = await checkoutWith(US_CUSTOMER.address);
    const res = await h.json('POST', '/api/deliveryOptions', { id, storeSlug: 'harbor', stateCode: 'CA', countryCode: 'US' });
    const { data } = (await res.json()) as Body;
    const quotes = data.attributes.quotes as { id: string; name: string; cost: { amount: number }; deliveryEstimates: { early: string; late: string } }[];
    expect(quotes.map((q) => [q.id, q.name, q.cost.amount])).toEqual([
      ['fullStandardCost', 'standard', 799],
      ['fullRushCost', 'rush', 1799],
      ['fullSuperRushCost', 'super_rush', 2999],
    ]);
    expect(quotes[0]!.deliveryEstimates.early <= quotes[0]!.deliveryEstimates.late).toBe(true);
  });

  it('answers the spec codes for destinations it cannot serve', async () => {
    const id = await checkoutWith({ address1: '1 Rue', city: 'Paris', zip: '75001', country: 'France' });
    const fr = await h.json('POST', '/api/deliveryOptions', { id });
    expect(fr.status).toBe(422);
    expect(((await fr.json()) as Body).errors?.[0]).toMatchObject({ code: 'items_cannot_be_shipped_to_selected_destination', detail: CANNOT });
    const kp = await h.json('POST', '/api/deliveryOptions', { id, countryCode: 'KP' });
    expect(((await kp.json()) as Body).errors?.[0]?.code).toBe('country_not_supported');
  });

  it('serves other countries without a state but with a postal code', async () => {
    const id = await checkoutWith({ address1: '1 High St', city: 'London', zip: 'SW1A 1AA', country: 'GB' });
    const res = (await (await h.json('POST', '/api/deliveryOptions', { id })).json()) as Body;
    expect(res.data.attributes.quotes).toHaveLength(1);
    const noZip = (await (await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' })).json()) as Body;
    const bad = await h.json('PUT', '/api/v1/checkout', { id: noZip.data.id, data: { customer: { ...US_CUSTOMER, address: { address1: '1 High St', city: 'London', country: 'United Kingdom' } } } });
    expect(((await bad.json()) as Body).errors?.[0]?.source?.pointer).toBe('/data/customer/address/zip');
  });
});

describe('address check', () => {
  it('answers isValid, status, error and suggestions', async () => {
    const ok = (await (await h.json('POST', '/api/v1/address/validate', { address: US_CUSTOMER.address })).json()) as Body;
    expect(ok.data).toMatchObject({ isValid: true, status: 'valid', error: null, suggestions: [] });
    const wrong = (await (await h.json('POST', '/api/v1/address/validate', { address: { ...US_CUSTOMER.address, state: 'NV' } })).json()) as Body;
    expect(wrong.data).toMatchObject({ isValid: false, status: 'suggestion', suggestions: [{ state: 'California', stateCode: 'CA' }] });
  });
});

describe('inventory and cart validation', () => {
  it('reports live stock by colour and size', async () => {
    const res = (await (await h.request('/api/v1/inventory?colorId=1&sizeId=1')).json()) as { inventoryCount: number };
    expect(res.inventoryCount).toBeGreaterThan(0);
  });

  it('checks cart lines against D1', async () => {
    const res = (await (await h.json('POST', '/api/v1/cart/validate', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }, { sku: store.SKU.teeM, quantity: 5 }, { sku: store.SKU.secret, quantity: 1 }, { sku: 'nope', quantity: 1 }] })).json()) as Body;
    expect(res.data.valid).toBe(false);
    expect(res.data.lineItems.map((l: { reason: string | null }) => l.reason)).toEqual([null, 'insufficient_stock', 'unavailable', 'unavailable']);
  });
});

describe('recovery, contact, pre-order, client errors', () => {
  it('recovery answers alike for known and unknown addresses and mails only the known one', async () => {
    const id = await readyCheckout(h);
    await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' });
    const known = await h.request('/api/v1/orders/recover?email=ada%40example.com&slug=harbor', { method: 'POST' });
    const unknown = await h.request('/api/v1/orders/recover?email=nobody%40example.com&slug=harbor', { method: 'POST' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    // The order's own confirmation went out with the order; recovery adds one mail, to the known address only.
    const mails = await h.db.prepare("SELECT to_address, body FROM mail_outbox WHERE dedupe_key IS NULL OR dedupe_key NOT LIKE 'order-confirmation:%'").all<{ to_address: string; body: string }>();
    expect(mails.results.map((m) => m.to_address)).toEqual(['ada@example.com']);
    expect(mails.results[0]?.body).toContain('/track/order/');
    const bad = await h.request('/api/v1/orders/recover?email=nope', { method: 'POST' });
    expect(bad.status).toBe(422);
  });

  it('finds an order by number and e-mail', async () => {
    const id = await readyCheckout(h);
    const done = (await (await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, platform: 'stripe', paymentToken: '4242424242424242' })).json()) as Body;
    const res = (await (await h.json('POST', '/api/v1/orders/track', { orderNumber: done.data.orderNumber, email: 'ADA@example.com' })).json()) as Body;
    expect(res.data.lookupNumber).toBe(done.data.orderLookupNumber);
    expect((await h.json('POST', '/api/v1/orders/track', { orderNumber: done.data.orderNumber, email: 'eve@example.com' })).status).toBe(404);
  });

  it('stores contact messages', async () => {
    const res = await h.json('POST', '/api/v1/contact', { orderNumber: 'ABCD-EFGH', email: 'ada@example.com', fullName: 'Ada Lovelace', reason: 'Where is my order?', message: 'Hello' });
    expect(res.status).toBe(201);
    const missing = await h.json('POST', '/api/v1/contact', { orderNumber: '', email: 'ada@example.com', fullName: 'Ada', reason: 'x', message: 'y' });
    expect(((await missing.json()) as Body).errors?.[0]?.detail).toBe('Please enter your order number');
  });

  it('accepts pre-orders form-encoded from the store only', async () => {
    const address = { street: '1 Main St', street2: '', city: 'Springfield', zip: '62701', state: 'IL', country: 'US' };
    const form = new URLSearchParams({ listingSlug: 'hoodie', sku: store.SKU.hoodie, email: 'fan@example.com', name: 'Fan McFanface', returnTo: '//evil.com', ...address });
    const ok = await h.request('/api/preorder', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.test' }, body: form });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('https://shop.test/listing/hoodie?preorder=received');
    const saved = await h.db.prepare('SELECT name, street, city, zip, state, country FROM preorders ORDER BY id DESC LIMIT 1').first();
    expect(saved).toEqual({ name: 'Fan McFanface', street: '1 Main St', city: 'Springfield', zip: '62701', state: 'IL', country: 'US' });
    const badZip = new URLSearchParams({ ...Object.fromEntries(form), zip: '123' });
    const refused = await h.request('/api/preorder', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.test' }, body: badZip });
    // A browser form post: the refusal goes back to the listing as a message, not a page of JSON.
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('https://shop.test/listing/hoodie?preorder=failed#preorder-form');
    const foreign = await h.request('/api/preorder', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.com' }, body: form });
    expect(foreign.status).toBe(403);
    const json = await h.json('POST', '/api/preorder', Object.fromEntries(form));
    expect(json.status).toBe(415);
    const notPre = new URLSearchParams({ ...Object.fromEntries(form), listingSlug: 'classic-tee', returnTo: '' });
    const notTaken = await h.request('/api/preorder', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.test' }, body: notPre });
    expect(notTaken.status).toBe(303);
    expect(notTaken.headers.get('location')).toBe('https://shop.test/listing/classic-tee?preorder=failed#preorder-form');
    expect((await h.db.prepare("SELECT count(*) AS n FROM preorders WHERE listing_slug = 'classic-tee'").first<{ n: number }>())?.n).toBe(0);
  });

  it('takes client error reports, logging the URL without its query', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await h.json('POST', '/api/v1/client-errors', { message: 'TypeError: x is undefined', url: 'https://shop.test/thankyou?name=Ada' });
    expect(res.status).toBe(204);
    expect(log.mock.calls[0]?.[0]).not.toContain('name=Ada');
    log.mockRestore();
  });

  it('verifies only the store\'s own domain for wallets', async () => {
    expect((await h.json('POST', '/api/v1/payments/verifyDomain', { domainName: 'shop.test' })).status).toBe(200);
    expect((await h.json('POST', '/api/v1/payments/verifyDomain', { domainName: 'evil.com' })).status).toBe(422);
  });
});
