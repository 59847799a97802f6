import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeConfig } from '../../../src/server/config/load';
import { costCheckout } from '../../../src/server/checkout/costs';
import { priceLines } from '../../../src/server/checkout/lines';
import { findCheckout } from '../../../src/server/checkout/queries';
import { ledgerFor } from '../../../src/server/payments/ledger';
import { paymentById } from '../../../src/server/payments/queries';
import { settle } from '../../../src/server/payments/settle';
import { readyCheckout, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.dispose());

/**
 * A submit that holds money for its fresh claim goes to the order without looking for one first
 * (settle.ts, `straight`). Found by review: when a webhook had meanwhile released that payment as the
 * duplicate of the payment that made the order, the straight path answered "payment cancelled" where
 * the lookup answers "duplicate" (the shopper's order exists). Both paths must agree.
 */
async function secondPaymentOfOrderedCheckout(tag: string) {
  const id = await readyCheckout(h);
  const before = (await findCheckout(h.db, id))!;
  expect((await h.json('POST', '/api/v1/checkout/submit', { checkoutId: id, storeSlug: 'harbor', platform: 'stripe', paymentToken: '4242 4242 4242 4242' })).status).toBe(200);
  const first = await h.db.prepare('SELECT amount_cents FROM payments WHERE checkout_id = ?1').bind(id).first<{ amount_cents: number }>();
  const second = `second-${tag}`;
  await h.db
    .prepare(`INSERT INTO payments (id, checkout_id, provider, provider_ref, idempotency_key, amount_cents, currency, state, attempt, sandbox, error_code)
      VALUES (?1, ?2, 'sandbox', ?3, ?4, ?5, 'USD', 'voiding', 9, 1, 'duplicate_payment')`)
    .bind(second, id, `sbx_${second}`, `key-${second}`, first!.amount_cents)
    .run();
  const payment = { ...(await paymentById(h.db, second))!, state: 'processing' as const };
  const record = { ref: `sbx_${second}`, status: 'authorized' as const, amountCents: first!.amount_cents, currency: 'USD', boundPaymentId: second, boundCheckoutId: id };
  const config = await storeConfig(h.db);
  const lines = await priceLines(h.db, before.lineItems, before.currency, false);
  const { costs, quote } = costCheckout(config, before, lines, new Date());
  return { ledger: ledgerFor(h.db, config, h.env), payment, record, priced: { checkout: before, lines, costs, quote: quote! } };
}

it('a straight settle of a payment released meanwhile answers as the lookup does: duplicate', async () => {
  const a = await secondPaymentOfOrderedCheckout('a');
  const b = await secondPaymentOfOrderedCheckout('b');
  const straight = await settle(a.ledger, a.payment, a.record, a.priced);
  const lookup = await settle(b.ledger, b.payment, b.record);
  expect(lookup).toEqual({ kind: 'duplicate' });
  expect(straight).toEqual(lookup);
});
