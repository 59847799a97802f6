import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, store, US_CUSTOMER, type Harness } from '../integration/harness';

// Attack: the 'Verify your address' modal lets a shopper keep a state the ZIP is not in
// (addressConfirmed: true), and tax followed the typed state: a San Francisco address typed as Oregon
// (no sales tax) paid 0 instead of California's 7.25 %, on the checkout and on the order. Control
// (src/server/checkout/costs.ts, taxState): an address kept against the suggestion is taxed at the
// highest rate among the typed state and the states the ZIP table gives the ZIP (decisions 9). A ZIP that
// really spans two states is no suggestion: the typed one of its states taxes it.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ config: { ...store.config, taxRates: { ...store.config.taxRates, OK: 450, TX: 625 } } });
});
afterAll(() => h.dispose());

type Body = { data: any; errors?: { code: string; detail: string }[] };
const address = (state: string, zip = '94105') => ({ ...US_CUSTOMER, address: { ...US_CUSTOMER.address, state, zip } });

async function checkout(customer: unknown, confirmed: boolean): Promise<{ id: string; res: Response }> {
  const created = await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' });
  const { id } = ((await created.json()) as Body).data as { id: string };
  const data = { customer, ...(confirmed ? { addressConfirmed: true } : {}), deliveryOption: 'fullStandardCost', paymentMethod: 'card' };
  return { id, res: await h.json('PUT', '/api/v1/checkout', { id, data }) };
}

async function taxOf(customer: unknown, confirmed = true): Promise<number> {
  const { res } = await checkout(customer, confirmed);
  expect(res.status).toBe(200);
  return ((await res.json()) as Body).data.costs.tax.value as number;
}

describe('tax follows the ZIP, not a state kept against it', () => {
  it('a San Francisco ZIP typed as Oregon pays California tax, on the checkout and the order', async () => {
    const california = await taxOf(address('California'), false);
    expect(california).toBe(174); // 7.25 % of 2399
    const refused = await checkout(address('Oregon'), false);
    expect(refused.res.status).toBe(422);
    expect(((await refused.res.json()) as Body).errors?.[0]).toMatchObject({ code: 'address_suggestion', detail: 'The ZIP code 94105 is not in Oregon.' });

    const { id, res } = await checkout(address('Oregon'), true);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.data.customer.address).toMatchObject({ stateCode: 'OR', zip: '94105' }); // the shopper's state is kept
    expect(body.data.costs.tax.value).toBe(california);
    expect(body.data.costs.total.value).toBe(2399 + 599 + california);

    const submit = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242 4242 4242 4242' });
    expect(submit.status).toBe(200);
    const order = await h.db.prepare('SELECT tax_cents, total_cents FROM orders WHERE checkout_id = ?1').bind(id).first<{ tax_cents: number; total_cents: number }>();
    expect(order).toEqual({ tax_cents: california, total_cents: 2399 + 599 + california });
  });

  it('a kept address pays the higher of its typed state\u2019s rate and its ZIP state\u2019s', async () => {
    // New York (4 %) typed with an Oklahoma ZIP (4.5 %): the higher, Oklahoma's.
    expect(await taxOf(address('New York', '73101'))).toBe(Math.floor((2399 * 450 + 5000) / 10000));
    // Texas (6.25 %) typed with a California ZIP (7.25 %): California's.
    expect(await taxOf(address('Texas'))).toBe(174);
    // California (7.25 %) typed with a Portland ZIP (Oregon, none): the typed state's own.
    expect(await taxOf(address('California', '97201'))).toBe(174);
  });

  it('a ZIP that spans two states is taken for either without a suggestion, taxed by the state typed', async () => {
    // 73301 is in both Oklahoma's and Texas's ZIP ranges.
    expect(await taxOf(address('Texas', '73301'), false)).toBe(Math.floor((2399 * 625 + 5000) / 10000));
    expect(await taxOf(address('Oklahoma', '73301'), false)).toBe(Math.floor((2399 * 450 + 5000) / 10000));
    // Kept as a third state: the highest of the three.
    expect(await taxOf(address('Oregon', '73301'))).toBe(Math.floor((2399 * 625 + 5000) / 10000));
  });
});
