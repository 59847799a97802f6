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

/** Takes one mail for sending; false when another sender took it first. */
export async function leaseMail(db: D1Database, id: number, now: number, leaseUntil: number): Promise<boolean> {
  const res = await db
    .prepare("UPDATE mail_outbox SET lease_until = ?3, attempts = attempts + 1 WHERE id = ?1 AND state = 'pending' AND (lease_until IS NULL OR lease_until < ?2)")
    .bind(id, now, leaseUntil)
    .run();
  return res.meta.changes === 1;
}

export function markMail(db: D1Database, id: number, outcome: { state: 'sent' | 'local' } | { state: 'pending'; retryAt: number; error: string } | { state: 'failed'; error: string }) {
  if (outcome.state === 'pending') {
    return db.prepare('UPDATE mail_outbox SET lease_until = NULL, next_attempt_at = ?2, last_error = ?3 WHERE id = ?1').bind(id, outcome.retryAt, outcome.error.slice(0, 300)).run();
  }
  return db
    .prepare("UPDATE mail_outbox SET state = ?2, lease_until = NULL, last_error = ?3, sent_at = CASE WHEN ?2 = 'failed' THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END WHERE id = ?1")
    .bind(id, outcome.state, 'error' in outcome ? outcome.error.slice(0, 300) : null)
    .run();
}
