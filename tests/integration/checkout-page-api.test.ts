import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, store, US_CUSTOMER, type Harness } from './harness';

// The two server additions the checkout page needs: its payment SDK settings and the verify
// modal's "keep the address I entered".
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

type Body = { data: any; errors?: { code: string; detail: string; source?: { pointer: string } }[] };

async function createId() {
  const res = await h.json('POST', '/api/checkout', { lineItems: [{ sku: store.SKU.teeS, quantity: 1 }], storeSlug: 'harbor' });
  return ((await res.json()) as Body).data.id as string;
}
const put = (id: string, data: unknown) => h.json('PUT', '/api/v1/checkout', { id, data });
const nyZipInCalifornia = { ...US_CUSTOMER, address: { ...US_CUSTOMER.address, state: 'New York' } };

describe('GET /api/v1/payments/config', () => {
  it('gives no SDK keys with the sandbox, even when keys are set', async () => {
    const res = await h.request('/api/v1/payments/config', {}, { STRIPE_PUBLISHABLE_KEY: 'pk_test_1', PAYPAL_CLIENT_ID: 'client-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(((await res.json()) as Body).data).toEqual({ provider: 'sandbox', stripePublishableKey: null, paypalClientId: null });
  });

  it('gives the publishable key and PayPal client id with live payments, never a secret', async () => {
    const vars = {
      PAYMENT_PROVIDER: 'live', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_SECRET_KEY: 'sk_live_secret', STRIPE_WEBHOOK_SECRET: 'whsec_secret',
      PAYPAL_CLIENT_ID: 'client-1', PAYPAL_CLIENT_SECRET: 'paypal-secret', PAYPAL_WEBHOOK_ID: 'WH-secret',
    };
    const text = await (await h.request('/api/v1/payments/config', {}, vars)).text();
    expect(JSON.parse(text).data).toEqual({ provider: 'live', stripePublishableKey: 'pk_live_1', paypalClientId: 'client-1' });
    expect(text).not.toContain('secret');
  });

  it('fails closed when live payments lack a key: a clear error, never a sandbox checkout', async () => {
    const res = await h.request('/api/v1/payments/config', {}, { PAYMENT_PROVIDER: 'live', STRIPE_SECRET_KEY: 'sk_live_secret' });
    expect(res.status).toBe(500);
    const detail = ((await res.json()) as Body).errors?.[0]?.detail as string;
    expect(detail).toContain('STRIPE_PUBLISHABLE_KEY');
    expect(detail).toContain('PAYPAL_CLIENT_ID');
    expect(detail).not.toContain('sk_live_secret');
  });
});

describe('addressConfirmed (the verify modal kept the address as entered)', () => {
  it('takes a ZIP of another state once confirmed, and taxes the state the shopper chose', async () => {
    const id = await createId();
    expect((await put(id, { customer: nyZipInCalifornia })).status).toBe(422);
    const res = await put(id, { customer: nyZipInCalifornia, addressConfirmed: true, state: 'pending' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Body;
    expect(data.state).toBe('pending');
    expect(data.customer.address).toMatchObject({ state: 'New York', stateCode: 'NY', zip: '94105', countryCode: 'US' });
  });

  it('still refuses a ZIP that belongs to no state, or a malformed one', async () => {
    const id = await createId();
    for (const zip of ['00000', '9410']) {
      const res = await put(id, { customer: { ...US_CUSTOMER, address: { ...US_CUSTOMER.address, zip } }, addressConfirmed: true });
      expect(res.status).toBe(422);
      expect(((await res.json()) as Body).errors?.[0]?.source?.pointer).toMatch(/^\/data\/customer\/address\//);
    }
  });

  it('is refused when it is not a boolean', async () => {
    const id = await createId();
    const res = await put(id, { customer: US_CUSTOMER, addressConfirmed: 'yes' });
    expect(res.status).toBe(422);
  });
});
