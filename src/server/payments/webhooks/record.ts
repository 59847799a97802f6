/**
 * Provider events are processed once per id: the row is written after processing, so a failure is
 * retried by the provider; an event for a payment the store cannot find yet is kept whole ('unmatched')
 * for the reconciler, never dropped (docs/payments.md, "Webhooks").
 */
export type EventOutcome = 'processed' | 'ignored' | 'unmatched';

export async function seenEvent(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS one FROM webhook_events WHERE id = ?1 AND outcome <> 'unmatched'").bind(id).first()) !== null;
}

export async function recordEvent(db: D1Database, e: { id: string; provider: string; type: string; outcome: EventOutcome; paymentId?: string | null; payload?: string | null }): Promise<void> {
  await db
    .prepare(
      `INSERT INTO webhook_events (id, provider, type, outcome, payment_id, payload) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (id) DO UPDATE SET outcome = excluded.outcome, payment_id = excluded.payment_id, payload = excluded.payload`,
    )
    .bind(e.id, e.provider, e.type, e.outcome, e.paymentId ?? null, e.outcome === 'unmatched' ? (e.payload ?? null) : null)
    .run();
}
