import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORGET_SENT_MAIL, MAIL_KEPT_DAYS } from '../../src/server/mail/forget';
import { enqueueMail } from '../../src/server/mail/outbox';
import { forgetExpiredData } from '../../src/server/retention';
import { US_CUSTOMER } from '../integration/harness';
import { stripeStore, type MoneyStore } from '../integration/payments/money';

// Attack (on privacy, no attacker needed): every order's confirmation mail sits in mail_outbox with the
// shopper's full name, e-mail, street address and the tracking link, and a recovery mail with the
// shopper's e-mail and links to every order; the store kept them forever once sent, though nothing reads
// a sent mail. A breach of D1 had all of them. Control: the retention run blanks a mail's address, body
// and last error MAIL_KEPT_DAYS after it was sent or failed (src/server/mail/forget.ts); the row stays,
// with its dedupe key and Idempotency-Key, so nothing is ever sent twice.

let m: MoneyStore;
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  m = await stripeStore();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await m.dispose();
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const PERSONAL = [US_CUSTOMER.email, US_CUSTOMER.address.address1, US_CUSTOMER.lastName, '/track/order/'];

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  state: string;
  dedupe_key: string | null;
  send_key: string;
  last_error: string | null;
}
const mailRow = (id: number) => m.h.db.prepare('SELECT * FROM mail_outbox WHERE id = ?1').bind(id).first<MailRow>();

/** An order's confirmation mail, as the order's batch wrote it, then sent (or failed) `days` ago. */
async function confirmation(days: number, state: 'sent' | 'failed' | 'local' | 'pending' = 'sent'): Promise<MailRow> {
  const checkoutId = await m.checkout();
  expect((await m.submit(checkoutId)).status).toBe(200);
  const lookup = (await m.ledger(checkoutId)).order!.lookup_number;
  const row = await m.h.db.prepare('SELECT id FROM mail_outbox WHERE dedupe_key = ?1').bind(`order-confirmation:${lookup}`).first<{ id: number }>();
  await m.h.db
    .prepare("UPDATE mail_outbox SET state = ?2, created_at = ?3, sent_at = CASE WHEN ?2 IN ('sent', 'local') THEN ?3 END, last_error = CASE WHEN ?2 = 'failed' THEN ?4 END WHERE id = ?1")
    .bind(row!.id, state, ago(days), `mail provider answered 422: invalid to ${US_CUSTOMER.email}`)
    .run();
  return (await mailRow(row!.id))!;
}

describe('sent mail', () => {
  it('the confirmation carries the shopper\'s name, address, e-mail and tracking link (else this test proves nothing)', async () => {
    const mail = await confirmation(0);
    for (const value of PERSONAL) expect(`${mail.to_address} ${mail.body}`).toContain(value);
  });

  it(`loses address, body and error ${MAIL_KEPT_DAYS} days after it was sent or failed; the row and its keys stay`, async () => {
    const old = await confirmation(MAIL_KEPT_DAYS + 1);
    const oldFailed = await confirmation(MAIL_KEPT_DAYS + 1, 'failed');
    const oldLocal = await confirmation(MAIL_KEPT_DAYS + 1, 'local');
    const young = await confirmation(MAIL_KEPT_DAYS - 1);
    // Still to be sent (a provider down for weeks): it keeps what it needs to go out.
    const waiting = await confirmation(MAIL_KEPT_DAYS + 5, 'pending');
    const report = await forgetExpiredData(m.h.db, new Date());
    expect(report.mail).toBe(3);
    for (const before of [old, oldFailed, oldLocal]) {
      const after = await mailRow(before.id);
      expect(after).toMatchObject({ to_address: '', body: '', last_error: null, state: before.state, subject: before.subject, dedupe_key: before.dedupe_key, send_key: before.send_key });
    }
    expect(await mailRow(young.id)).toEqual(young);
    expect(await mailRow(waiting.id)).toEqual(waiting);
    const stored = JSON.stringify((await m.h.db.prepare('SELECT * FROM mail_outbox WHERE id IN (?1, ?2, ?3)').bind(old.id, oldFailed.id, oldLocal.id).all()).results);
    for (const value of PERSONAL) expect(stored).not.toContain(value);
    // A second run finds nothing more to do.
    expect((await forgetExpiredData(m.h.db, new Date())).mail).toBe(0);
  });

  it('a blanked mail is never written or sent again: its dedupe key still holds', async () => {
    const old = await confirmation(MAIL_KEPT_DAYS + 1);
    await forgetExpiredData(m.h.db, new Date());
    await enqueueMail(m.h.db, { to: US_CUSTOMER.email, subject: 'again', text: 'again' }, old.dedupe_key).run();
    expect((await m.h.db.prepare('SELECT count(*) AS n FROM mail_outbox WHERE dedupe_key = ?1').bind(old.dedupe_key).first<{ n: number }>())?.n).toBe(1);
    expect(await mailRow(old.id)).toMatchObject({ to_address: '', body: '', state: 'sent' });
  });

  it('the cron run includes it', async () => {
    const old = await confirmation(MAIL_KEPT_DAYS + 1);
    const report = await m.cron(0);
    expect(report.retention).toMatchObject({ mail: 1 });
    expect(await mailRow(old.id)).toMatchObject({ to_address: '', body: '' });
  });
});

describe('the retention run\'s cost', () => {
  it('reads only mail not blanked yet (the partial index), never every mail ever sent', async () => {
    const { results } = await m.h.db.prepare(`EXPLAIN QUERY PLAN ${FORGET_SENT_MAIL}`).bind(ago(MAIL_KEPT_DAYS)).all<{ detail: string }>();
    const plan = results.map((r) => r.detail);
    expect(plan.some((line) => /^SEARCH mail_outbox USING INDEX mail_outbox_unforgotten/.test(line)), plan.join('\n')).toBe(true);
    expect(plan.filter((line) => /^SCAN /.test(line))).toEqual([]);
  });
});
