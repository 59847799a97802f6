/**
 * Sent mail is not kept readable (docs/decisions.md, "Retention"): an order's confirmation holds the
 * shopper's full name, street address, e-mail and tracking link, a recovery mail the e-mail and a link to
 * every order, a pre-order notice the fan's e-mail, and nothing reads a mail once it has gone. Thirty days
 * after a mail was sent (or failed for good), as long as an abandoned checkout is kept, its address, body
 * and last error are blanked. The row stays: its dedupe key keeps a repeated write from queuing the mail
 * again, its Idempotency-Key stays unique, and its subject and dates say what went out when. Mail still
 * waiting to be sent keeps everything it needs to go.
 */
export const MAIL_KEPT_DAYS = 30;

/**
 * Blanks the mail sent, failed or kept locally more than MAIL_KEPT_DAYS before `now` (a job of the
 * retention run); returns how many. A failed mail has no time of its own: it failed within hours of
 * being written (10 tries, backoff capped at an hour), so its writing time stands for it. The partial
 * index of migration 0016 holds only mail not blanked yet, so the run does not read the forgotten rows.
 */
export async function forgetSentMail(db: D1Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MAIL_KEPT_DAYS * 86_400_000).toISOString();
  const result = await db.prepare(FORGET_SENT_MAIL).bind(cutoff).run();
  return result.meta.changes ?? 0;
}

/** The blanking statement (?1: the cutoff time); exported for the test of its query plan. */
export const FORGET_SENT_MAIL = `UPDATE mail_outbox SET to_address = '', body = '', last_error = NULL
  WHERE to_address <> '' AND created_at < ?1 AND state IN ('sent', 'local', 'failed') AND coalesce(sent_at, created_at) < ?1`;
