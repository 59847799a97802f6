import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCheckout, startHarness, type Harness } from '../integration/harness';
import { slowD1 } from './slow-d1';

// Attack (or accident): the shopper's other tab saves a new address while this tab's Place order is
// between reading the checkout and claiming its payment. The order was made from the checkout as the
// submit read it, so the charge and the order went to the old address while the checkout showed the new.
// Control: the claim (and the take-over of a waiting payment row) holds only while the checkout's
// version is the one the submit read; otherwise 409 checkout_changed and nothing is charged.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

const CARD = '4242424242424242';
const submit = (id: string, db?: D1Database) =>
  h.request('/api/v1/checkout/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ checkoutId: id, platform: 'stripe', paymentToken: CARD }) }, db ? { DB: db } : {});

describe('a change saved between the submit\'s read and its claim', () => {
  it('is not lost: the submit answers 409 checkout_changed and charges nothing; placing again pays the new checkout', async () => {
    const id = await readyCheckout(h);
    let changed = false;
    // The other tab's save lands just before this submit claims its payment.
    const racing = slowD1(h.db, 0, async (sql) => {
      if (changed || !sql.startsWith('INSERT INTO payments')) return;
      changed = true;
      await h.db.prepare("UPDATE checkouts SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(id).run();
    });
    const res = await submit(id, racing);
    expect(changed).toBe(true);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errors: { code: string; detail: string }[] }).errors[0]).toMatchObject({ code: 'checkout_changed', detail: 'Your order changed while you were paying. Please place it again.' });
    expect((await h.db.prepare('SELECT count(*) AS n FROM payments WHERE checkout_id = ?1').bind(id).first<{ n: number }>())?.n).toBe(0);
    expect(await h.db.prepare('SELECT 1 FROM orders WHERE checkout_id = ?1').bind(id).first()).toBeNull();
    const again = await submit(id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { state: string } }).data.state).toBe('completed');
  });
});
