import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, store, US_CUSTOMER, type Harness } from './harness';

/**
 * Issue 7 on the server: a checkout is priced in the shopper's currency from catalog_prices, and its
 * delivery options follow the shopper's fulfilment region (Preferences), falling back to the store's.
 * The fixture store (tests/fixtures/edge/store.ts) sells the tee at 2399 USD / 2299 EUR and ships from
 * USA (US; CA, GB, DE at 1299) and from EUR (everywhere at 999), EUR rates being 100 cents less.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

type Body = { data: any; errors?: { code: string }[] };
const BERLIN = { ...US_CUSTOMER, address: { address1: 'Hauptstr. 1', city: 'Berlin', zip: '10115', country: 'Germany' } };

async function create(extra: Record<string, unknown>, quantity = 2): Promise<Body> {
  const res = await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity }], storeSlug: 'harbor', ...extra });
  expect(res.status).toBe(201);
  return (await res.json()) as Body;
}
const put = async (id: string, data: unknown) => (await (await h.json('PUT', '/api/v1/checkout', { id, data })).json()) as Body;
const standard = (body: Body) => body.data.deliveryOptions.find((o: { id: string }) => o.id === 'fullStandardCost');

describe('a checkout in the shopper’s currency', () => {
  it('prices a EUR checkout in EUR cents from catalog_prices', async () => {
    const { data } = await create({ currency: 'EUR' });
    expect(data.currency).toBe('EUR');
    expect(data.lineItems[0]).toMatchObject({ price: 2299, total: 4598 });
    expect(data.costs.total).toEqual({ value: 4598, currency: 'EUR' });
    const row = await h.db.prepare("SELECT amount_cents FROM catalog_prices WHERE sku = ?1 AND currency = 'EUR'").bind(store.SKU.teeS).first<{ amount_cents: number }>();
    expect(row?.amount_cents).toBe(2299);
  });

  it('keeps EUR through the address and delivery choice, shipping included', async () => {
    const { data } = await create({ currency: 'EUR', fulfillmentRegion: 'EUR' });
    await put(data.id, { customer: BERLIN });
    const chosen = await put(data.id, { deliveryOption: 'fullStandardCost' });
    expect(chosen.data.costs.shipping).toEqual({ value: 899 + 100, currency: 'EUR' }); // 999 - 100 first item, + 100 the second
    expect(chosen.data.costs.total).toEqual({ value: 4598 + 999, currency: 'EUR' });
    expect(chosen.data.deliveryOption.cost).toEqual({ amount: 999, currency: 'EUR' });
  });
});

describe('delivery options follow the fulfilment region', () => {
  it('quotes a German address from the EUR region for an EU shopper, from the USA otherwise', async () => {
    const eu = await create({ currency: 'EUR', fulfillmentRegion: 'EUR' }, 1);
    expect(eu.data.fulfillmentRegion).toBe('EUR');
    expect(standard(await put(eu.data.id, { customer: BERLIN })).cost).toEqual({ amount: 899, currency: 'EUR' });

    const us = await create({ currency: 'EUR' }, 1); // an older client: no fulfilment region sent
    expect(us.data.fulfillmentRegion).toBeNull();
    expect(standard(await put(us.data.id, { customer: BERLIN })).cost).toEqual({ amount: 1199, currency: 'EUR' });
  });

  it('answers POST /deliveryOptions from the checkout’s fulfilment region', async () => {
    const eu = await create({ currency: 'USD', fulfillmentRegion: 'EUR' }, 1);
    const res = await h.json('POST', '/api/deliveryOptions', { id: eu.data.id, storeSlug: 'harbor', countryCode: 'FR' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Body;
    expect(data.attributes.quotes.map((q: { cost: unknown }) => q.cost)).toEqual([{ amount: 999, currency: 'USD' }]);
  });

  it('quotes every destination of the shopper’s region from it, and ignores unknown regions', async () => {
    const eu = await create({ currency: 'USD', fulfillmentRegion: 'eur' }, 1);
    expect(eu.data.fulfillmentRegion).toBe('EUR');
    const home = await put(eu.data.id, { customer: US_CUSTOMER }); // the EUR region's zone is '*': it covers the US too
    expect(standard(home).cost).toEqual({ amount: 999, currency: 'USD' });

    const mars = await create({ currency: 'USD', fulfillmentRegion: 'Mars' }, 1);
    expect(mars.data.fulfillmentRegion).toBeNull();
    expect(standard(await put(mars.data.id, { customer: US_CUSTOMER })).cost).toEqual({ amount: 599, currency: 'USD' });
  });

  it('refuses a malformed fulfilment region', async () => {
    const res = await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor', fulfillmentRegion: '<script>' });
    expect(res.status).toBe(422);
  });
});
