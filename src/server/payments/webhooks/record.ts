/**
 * Provider events are processed once per id: the row is written after processing, so a failure is
 * retried by the provider. An event for a payment the store cannot find yet is recorded as 'unmatched'
 * by id and type only, and does not count as seen, so the provider's next delivery is processed.
 * Its body is not kept: nothing reads it (the reconciler asks the provider for the payment's current
 * record), and a provider account shared with another channel sends other shops' shoppers' names,
 * addresses, e-mails and phones in it. Unmatched rows go after a week (src/server/retention.ts).
 * docs/payments.md, "Webhooks".
 */
export type EventOutcome = 'processed' | 'ignored' | 'unmatched';

/** Unmatched events are kept this long, for someone looking into a payment the store could not find. */
export const UNMATCHED_KEPT_DAYS = 7;

export async function seenEvent(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS one FROM webhook_events WHERE id = ?1 AND outcome <> 'unmatched'").bind(id).first()) !== null;
}

export async function recordEvent(db: D1Database, e: { id: string; provider: string; type: string; outcome: EventOutcome; paymentId?: string | null }): Promise<void> {
  await db
    .prepare(
      `INSERT INTO webhook_events (id, provider, type, outcome, payment_id) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (id) DO UPDATE SET outcome = excluded.outcome, payment_id = excluded.payment_id, payload = NULL`,
    )
    .bind(e.id, e.provider, e.type, e.outcome, e.paymentId ?? null)
    .run();
}

/**
 * Deletes unmatched events received more than UNMATCHED_KEPT_DAYS before `now` (a job of the retention
 * run). The partial index of migration 0013 keeps this from reading the processed events.
 */
export async function forgetUnmatchedEvents(db: D1Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNMATCHED_KEPT_DAYS * 86_400_000).toISOString();
  const result = await db.prepare("DELETE FROM webhook_events WHERE outcome = 'unmatched' AND received_at < ?1").bind(cutoff).run();
  return result.meta.changes ?? 0;
}
