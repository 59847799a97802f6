import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, type Harness } from '../integration/harness';
import { slowD1 } from './slow-d1';

// Attack (or accident): the shopper's other tab saves a change while this tab's Place order is between
// reading the checkout and claiming its payment. The order was made from the checkout as the submit
// read it, so the charge and the order went out as before while the checkout showed the change.
// Control: the claim (and the take-over of a waiting payment row) holds only while the shopper's change
// count (`edits`) is the one the submit read; otherwise 409 checkout_changed and nothing is charged.
// The server's own writes (a payment step, a webhook) move only `version` and refuse nobody.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

const submit = (id: string, card: string, db?: D1Database) =>
  h.request('/api/v1/checkout/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ checkoutId: id, platform: 'stripe', paymentToken: card }) }, db ? { DB: db } : {});
const errorOf = async (res: Response) => ((await res.json()) as { errors: { code: string; detail: string }[] }).errors[0];
const payments = async (id: string) => (await h.db.prepare('SELECT count(*) AS n FROM payments WHERE checkout_id = ?1').bind(id).first<{ n: number }>())?.n;

/** A D1 binding on which `write` lands once, just before the first statement that matches `at`. */
function writeBefore(at: RegExp, write: () => Promise<unknown>) {
  const state = { done: false };
  const db = slowD1(h.db, 0, async (sql) => {
    if (state.done || !at.test(sql)) return;
    state.done = true;
    await write();
  });
  return { db, state };
}
const shopperChange = (id: string) => () => h.json('PUT', '/api/v1/checkout', { id, data: { marketingOptIn: true } }).then((r) => expect(r.status).toBe(200));
const serverWrite = (id: string) => () => h.db.prepare('UPDATE checkouts SET version = version + 1 WHERE id = ?1').bind(id).run();

describe('a change saved between the submit\'s read and its claim', () => {
  it('is not lost: the submit answers 409 checkout_changed and charges nothing; placing again pays the new checkout', async () => {
    const id = await readyCheckout(h);
    const racing = writeBefore(/^INSERT INTO payments/, shopperChange(id));
    const res = await submit(id, '4242424242424242', racing.db);
    expect(racing.state.done).toBe(true);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'checkout_changed', detail: 'Your order changed while you were paying. Please place it again.' });
    expect(await payments(id)).toBe(0);
    expect(await h.db.prepare('SELECT 1 FROM orders WHERE checkout_id = ?1').bind(id).first()).toBeNull();
    const again = await submit(id, '4242424242424242');
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { state: string } }).data.state).toBe('completed');
  });

  it('the server\'s own write there (a payment step recorded, a webhook) refuses nobody', async () => {
    const id = await readyCheckout(h);
    const racing = writeBefore(/^INSERT INTO payments/, serverWrite(id));
    const res = await submit(id, '4242424242424242', racing.db);
    expect(racing.state.done).toBe(true);
    expect(res.status).toBe(200);
  });

  it('a payment waiting for 3-D Secure is taken over only while the shopper changed nothing', async () => {
    const id = await readyCheckout(h);
    const first = await submit(id, '4000002500003155');
    expect(((await first.json()) as { data: { redirectUrl?: string } }).data.redirectUrl).toBeTruthy();
    // A server write before the take-over: the submit goes on (the same redirect again).
    const quiet = writeBefore(/^UPDATE payments SET state = 'processing'/, serverWrite(id));
    const again = await submit(id, '4000002500003155', quiet.db);
    expect(quiet.state.done).toBe(true);
    expect(again.status).toBe(200);
    // The shopper's change before the take-over: refused, nothing charged.
    const racing = writeBefore(/^UPDATE payments SET state = 'processing'/, shopperChange(id));
    const refused = await submit(id, '4000002500003155', racing.db);
    expect(racing.state.done).toBe(true);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused))?.code).toBe('checkout_changed');
    expect(await h.db.prepare('SELECT state FROM payments WHERE checkout_id = ?1').bind(id).first<{ state: string }>()).toEqual({ state: 'requires_action' });
  });
});
