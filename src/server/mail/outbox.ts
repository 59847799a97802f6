import type { Mail } from './mailer';

/**
 * The mail outbox (docs/payments.md, "Confirmation mail"): every mail is a row first, written in the batch
 * of whatever caused it (the order's confirmation with the order), and the cron Worker sends it with
 * retries. A mail-provider outage therefore delays mail and never loses it. `dedupeKey` makes a repeated
 * write (a retried batch) a no-op instead of a second mail.
 */
export function enqueueMail(db: D1Database, mail: Mail, dedupeKey: string | null = null): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO mail_outbox (to_address, subject, body, state, dedupe_key, send_key) VALUES (?1, ?2, ?3, 'pending', ?4, ${NEW_SEND_KEY}) ON CONFLICT (dedupe_key) DO NOTHING`)
    .bind(mail.to, mail.subject, mail.text, dedupeKey);
}

/**
 * The Idempotency-Key a mail is sent under, made with its row and kept for every retry: random (128 bits),
 * not the row id, which every store's own D1 numbers from 1, so two stores sharing one Resend account
 * never send under the same key (migration 0016, which also gives rows written elsewhere one).
 */
const NEW_SEND_KEY = "'mail-' || lower(hex(randomblob(16)))";

export interface OutboxMail extends Mail {
  id: number;
  attempts: number;
  sendKey: string;
}

/** Pending mail that is due and not held by another sender's lease, oldest first. */
export async function dueMail(db: D1Database, now: number, limit: number): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_address, subject, body, attempts, send_key FROM mail_outbox
       WHERE state = 'pending' AND next_attempt_at <= ?1 AND (lease_until IS NULL OR lease_until < ?1) ORDER BY id LIMIT ?2`,
    )
    .bind(now, limit)
    .all<{ id: number; to_address: string; subject: string; body: string; attempts: number; send_key: string }>();
  return results.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.body, attempts: r.attempts, sendKey: r.send_key }));
}

/**
 * Takes one mail for sending until `leaseUntil`: only while it is still pending, due and not held by a
 * live lease (another drain may have sent it, or put it back to wait, since the caller read it). Returns
 * the attempt number, or null when another sender has it. `now` is the time of the take, not of the
 * run's start: a lease taken late in a run would otherwise be over before the send began.
 */
export async function leaseMail(db: D1Database, id: number, now: number, leaseUntil: number): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE mail_outbox SET lease_until = ?3, attempts = attempts + 1
       WHERE id = ?1 AND state = 'pending' AND next_attempt_at <= ?2 AND (lease_until IS NULL OR lease_until < ?2) RETURNING attempts`,
    )
    .bind(id, now, leaseUntil)
    .first<{ attempts: number }>();
  return row?.attempts ?? null;
}

export type MailOutcome = { state: 'sent' | 'local' } | { state: 'pending'; retryAt: number; error: string } | { state: 'failed'; error: string };

/**
 * Records a send's outcome, only by the holder of the lease it was sent under (`lease`, as leaseMail set
 * it): a sender whose lease ran out and was taken over, or whose mail another sender finished, changes
 * nothing, so a late failure can never overwrite a mail recorded as sent. False when it was not recorded.
 */
export async function markMail(db: D1Database, id: number, lease: number, outcome: MailOutcome): Promise<boolean> {
  const held = "id = ?1 AND state = 'pending' AND lease_until = ?2";
  const res =
    outcome.state === 'pending'
      ? await db.prepare(`UPDATE mail_outbox SET lease_until = NULL, next_attempt_at = ?3, last_error = ?4 WHERE ${held}`).bind(id, lease, outcome.retryAt, outcome.error.slice(0, 300)).run()
      : await db
          .prepare(
            `UPDATE mail_outbox SET state = ?3, lease_until = NULL, last_error = ?4, sent_at = CASE WHEN ?3 = 'failed' THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END WHERE ${held}`,
          )
          .bind(id, lease, outcome.state, 'error' in outcome ? outcome.error.slice(0, 300) : null)
          .run();
  return res.meta.changes === 1;
}
