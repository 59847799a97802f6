import { CANCELLABLE_FROM } from '../fulfilment/status';

/** The order statuses a cancellation may still stop (nothing shipped yet), as an SQL list. */
export const UNSHIPPED_STATUSES = `(${CANCELLABLE_FROM.map((s) => `'${s}'`).join(', ')})`;

/**
 * The statements that cancel an order and return its stock, for a caller's batch. The cancellation row is
 * the once-only marker: it is inserted only while `condition` (SQL over ?1 = lookup number, ?3 = the
 * caller's id) holds and the order has not shipped (paid or in production: a shipped, delivered or already
 * cancelled order stays as it is, and its units stay sold). The stock and the order follow the marker and
 * the same status guard, the order's own move last, so they happen only in the batch that inserted the
 * marker: stock is never returned twice, never for an order that was not cancelled, and never for units
 * that shipped. A marker that exists already fails the batch on its key.
 */
export function cancelOrderStatements(
  db: D1Database,
  order: { lookupNumber: string; items: string },
  reason: string,
  condition: { sql: string; id: string } = { sql: '?3 IS NOT NULL', id: '' },
): D1PreparedStatement[] {
  const unshipped = `EXISTS (SELECT 1 FROM orders WHERE lookup_number = ?1 AND status IN ${UNSHIPPED_STATUSES})`;
  const marked = `EXISTS (SELECT 1 FROM order_cancellations WHERE lookup_number = ?1) AND ${unshipped}`;
  const items = (JSON.parse(order.items) as { sku: string; quantity: number; restock?: boolean }[]).filter((i) => i.restock !== false);
  return [
    db.prepare(`INSERT INTO order_cancellations (lookup_number, reason) SELECT ?1, ?2 WHERE (${condition.sql}) AND ${unshipped}`).bind(order.lookupNumber, reason, condition.id),
    ...items.map((i) => db.prepare(`UPDATE stock SET quantity = quantity + ?2 WHERE sku = ?3 AND ${marked}`).bind(order.lookupNumber, i.quantity, i.sku)),
    db.prepare(`UPDATE orders SET status = 'cancelled', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE lookup_number = ?1 AND ${marked}`).bind(order.lookupNumber),
  ];
}
