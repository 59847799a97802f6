import { cancelOrderStatements } from '../orders/cancel';
import type { DrainOptions } from './drain';

export interface CancelReport {
  withdrawn: string[];
  cancelled: string[];
  refused: string[];
  retrying: string[];
}

interface Requested {
  lookup_number: string;
  state: string;
  /** 1 when the hand-off may have reached the platform (SENT below). */
  sent: number;
  cancel_reason: string | null;
  items: string;
  payment_id: string;
}

/**
 * Whether the hand-off may have reached the platform: delivered, or ever tried. A POST whose answer was
 * lost (a timeout, a 5xx from a gateway, a 409 while the key was being processed) may already be a print
 * job there even though the row is still pending; attempts counts every try, and last_error stays when
 * the seller's requeue resets attempts to 0.
 */
const SENT = "(f.state = 'delivered' OR f.attempts > 0 OR f.last_error IS NOT NULL)";

/**
 * Withdraws orders whose money went back before they shipped (a refund or dispute, payments/money-returned.ts):
 * an order never handed over is simply never sent; one whose hand-off was ever tried is cancelled at the
 * platform (decisions: `POST {platform}/v1/fulfilment/orders/{lookupNumber}/cancel`, Idempotency-Key
 * `cancel:{lookupNumber}`; 200 cancelled, 409 already shipped, 404 for an order the platform never got).
 * Either way the order is cancelled here and its stock returned once; a platform that refuses puts the
 * order on the seller's attention list.
 */
export async function drainCancellations(db: D1Database, options: DrainOptions): Promise<CancelReport> {
  const report: CancelReport = { withdrawn: [], cancelled: [], refused: [], retrying: [] };
  const { results } = await db
    .prepare(
      `SELECT f.lookup_number, f.state, ${SENT} AS sent, f.cancel_reason, o.items, o.payment_id FROM fulfilment_outbox f JOIN orders o USING (lookup_number)
       WHERE f.cancel_state = 'requested' AND (f.lease_until IS NULL OR f.lease_until < ?1) LIMIT 25`,
    )
    .bind((options.now ?? Date.now)())
    .all<Requested>();
  const doFetch = options.fetch ?? fetch;
  for (const row of results) {
    let outcome: 'done' | 'absent' | 'refused' | 'retry' = 'absent';
    if (row.sent === 1) {
      outcome = await askPlatform(doFetch, options, row.lookup_number, row.cancel_reason ?? 'refunded', row.state === 'delivered');
    }
    const order = { lookupNumber: row.lookup_number, items: row.items };
    if (outcome === 'retry') {
      report.retrying.push(row.lookup_number);
      continue;
    }
    const mark = db
      .prepare("UPDATE fulfilment_outbox SET cancel_state = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE lookup_number = ?1 AND cancel_state = 'requested'")
      .bind(row.lookup_number, outcome === 'refused' ? 'refused' : 'done');
    if (outcome === 'refused') {
      await db.batch([
        mark,
        db.prepare('INSERT INTO payment_attention (payment_id, reason, detail) VALUES (?1, ?2, ?3) ON CONFLICT (payment_id, reason) DO NOTHING').bind(row.payment_id, 'fulfilment_cancel_refused', `order ${row.lookup_number}: the platform had already shipped it`),
      ]);
      report.refused.push(row.lookup_number);
      continue;
    }
    await db.batch([mark, ...cancelOrderStatements(db, order, row.cancel_reason ?? 'refunded')]).catch((err: unknown) => {
      if (!/UNIQUE constraint failed: order_cancellations/.test(String(err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : err))) throw err;
      return mark.run();
    });
    (outcome === 'done' ? report.cancelled : report.withdrawn).push(row.lookup_number);
  }
  return report;
}

/**
 * done: the platform cancelled the job; absent: it never got the order (404 for a hand-off that was tried
 * but never delivered), so there is nothing to stop; refused: it shipped already; retry: ask again later.
 */
async function askPlatform(doFetch: typeof fetch, options: DrainOptions, lookupNumber: string, reason: string, delivered: boolean): Promise<'done' | 'absent' | 'refused' | 'retry'> {
  const url = `${options.platformUrl.replace(/\/+$/, '')}/v1/fulfilment/orders/${encodeURIComponent(lookupNumber)}/cancel`;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': `cancel:${lookupNumber}` };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  try {
    const res = await doFetch(url, { method: 'POST', headers, body: JSON.stringify({ reason }), signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    if (res.status === 200 || res.status === 201) return 'done';
    if (res.status === 404 && !delivered) return 'absent';
    if (res.status === 409 || res.status === 422) return 'refused';
    return 'retry';
  } catch {
    return 'retry';
  }
}
