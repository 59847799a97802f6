import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECLINES_PER_HOUR } from '../../src/server/payments/queries';
import { stripeStore, type MoneyStore } from '../integration/payments/money';

// Attack: card testing. The publishable key is public, so a tester makes payment methods at Stripe
// for a list of stolen cards and submits them one after another on one checkout: every decline opened a
// new attempt and a new PaymentIntent, a free oracle for which cards work, and the account at risk.
// Control: past DECLINES_PER_HOUR declines in an hour a checkout gets no new attempt (429), and no
// provider call is made for it.
let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  m = await stripeStore();
});
afterEach(() => m.dispose());

const intents = async () => Object.keys((await m.stripe.state()).intents).length;

describe('card testing on one checkout', () => {
  it('after the allowed declines in an hour, a further card is refused before Stripe sees it', async () => {
    const id = await m.checkout();
    for (let i = 0; i < DECLINES_PER_HOUR; i++) expect((await m.submit(id, { paymentToken: 'pm_card_chargeDeclined' })).status).toBe(402);
    const before = await intents();
    const refused = await m.submit(id, { paymentToken: 'pm_card_visa' });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'too_many_attempts', detail: 'Too many payment attempts were declined. Please try again in an hour.' });
    expect(await intents()).toBe(before);
    expect((await m.ledger(id)).payments).toHaveLength(DECLINES_PER_HOUR);
    expect((await m.ledger(id)).order).toBeNull();
  });

  it('a shopper whose first cards are declined still pays, and other checkouts are not affected', async () => {
    const id = await m.checkout();
    for (let i = 0; i < DECLINES_PER_HOUR - 1; i++) await m.submit(id, { paymentToken: 'pm_card_chargeDeclinedExpiredCard' });
    expect((await m.submit(id)).body.data?.state).toBe('completed');
    const other = await m.checkout();
    expect((await m.submit(other)).body.data?.state).toBe('completed');
  });

  it('declines older than an hour no longer count', async () => {
    const id = await m.checkout();
    for (let i = 0; i < DECLINES_PER_HOUR; i++) await m.submit(id, { paymentToken: 'pm_card_chargeDeclined' });
    await m.h.db.prepare("UPDATE payments SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 minutes') WHERE checkout_id = ?1").bind(id).run();
    expect((await m.submit(id)).body.data?.state).toBe('completed');
  });
});
