import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, store, type Harness } from '../integration/harness';
import { slowD1 } from './slow-d1';

// Attacks that read what the store does not show: stock and prices of a private listing through the
// cart check and the inventory call, and whether an e-mail address has orders through the time the
// recovery call takes to answer (it sent the mail before answering). Controls: a private sku is
// answered exactly as an unknown one; recovery answers first and mails after (waitUntil).

let h: Harness;
let customerEmail: string;
beforeAll(async () => {
  h = await startHarness();
  const id = await readyCheckout(h);
  const paid = await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242424242424242' });
  expect(paid.status).toBe(200);
  customerEmail = ((await h.db.prepare('SELECT email FROM orders LIMIT 1').first<{ email: string }>())?.email) ?? '';
  expect(customerEmail).not.toBe('');
});
afterAll(() => h.dispose());

describe('catalog leaks', () => {
  it('the cart check answers a private listing’s sku exactly as an unknown one', async () => {
    const res = await h.json('POST', '/api/v1/cart/validate', { lineItems: [{ sku: store.SKU.secret, quantity: 1 }, { sku: '999_9_9', quantity: 1 }] });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { lineItems: Record<string, unknown>[] } };
    const [secret, unknown] = data.lineItems.map(({ sku: _sku, ...rest }) => rest);
    expect(secret).toEqual(unknown);
    expect(secret).toMatchObject({ available: false, stock: 0, price: null });
  });

  it('live stock of a private listing’s colour and size is the stock of a colour that does not exist', async () => {
    const [, colorId, sizeId] = store.SKU.secret.split('_');
    const secret = await (await h.request(`/api/v1/inventory?colorId=${colorId}&sizeId=${sizeId}`)).json();
    const unknown = await (await h.request(`/api/v1/inventory?colorId=987654&sizeId=${sizeId}`)).json();
    expect(secret).toEqual(unknown);
  });

  it('a private listing’s stock by listing answers exactly as an unknown listing', async () => {
    const secret = await (await h.request('/api/v1/listing-stock?slug=secret')).json();
    const unknown = await (await h.request('/api/v1/listing-stock?slug=no-such-listing')).json();
    expect(secret).toEqual(unknown);
  });

  it('listings’ stock cannot be read by counting item group numbers (an unlisted slug is its secret)', async () => {
    expect((await h.request('/api/v1/listing-stock?itemGroupId=100')).status).toBe(422);
  });

  it('order recovery answers alike and as fast for an address with orders, and mails afterwards', async () => {
    // D1 answering slowly makes any work before the answer visible in its time.
    const slow = slowD1(h.db, 150);
    // Recovery mails only: the customer's order already queued its confirmation in the same outbox.
    const mails = async (to: string) =>
      (await h.db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?1 AND subject LIKE 'Your % orders'").bind(to).first<{ n: number }>())?.n ?? 0;
    const recover = async (email: string) => {
      const started = Date.now();
      const res = await h.request(`/api/v1/orders/recover?email=${encodeURIComponent(email)}&slug=harbor`, { method: 'POST', headers: { 'cf-connecting-ip': `203.0.113.${email.length}` } }, { DB: slow });
      const ms = Date.now() - started;
      return { ms, status: res.status, body: await res.text(), mailsAtAnswer: await mails(email) };
    };
    await recover('warm-up@example.com'); // the store settings are read (and cached) on the first call
    const known = await recover(customerEmail);
    const unknown = await recover('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(known.body).toBe(unknown.body);
    // Nothing of the recovery has happened yet when the answer comes: it cannot shape the answer's time.
    expect(known.mailsAtAnswer).toBe(0);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
    // The mail still goes, to that address only.
    await expect.poll(() => mails(customerEmail), { timeout: 10_000 }).toBe(1);
    expect(await mails('nobody-here@example.com')).toBe(0);
  });
});
