/**
 * The statements that cancel an order and return its stock, for a caller's batch. The cancellation row is
 * the once-only marker: it is inserted only while `condition` (SQL over ?1 = lookup number, ?3 = the
 * caller's id) holds, a second cancellation fails the batch on its key, and the order and stock follow
 * the marker, so stock is never returned twice and never for an order that was not cancelled.
 */
export function cancelOrderStatements(
  db: D1Database,
  order: { lookupNumber: string; items: string },
  reason: string,
  condition: { sql: string; id: string } = { sql: '?3 IS NOT NULL', id: '' },
): D1PreparedStatement[] {
  const marked = 'EXISTS (SELECT 1 FROM order_cancellations WHERE lookup_number = ?1)';
  const items = (JSON.parse(order.items) as { sku: string; quantity: number; restock?: boolean }[]).filter((i) => i.restock !== false);
  return [
    db.prepare(`INSERT INTO order_cancellations (lookup_number, reason) SELECT ?1, ?2 WHERE ${condition.sql}`).bind(order.lookupNumber, reason, condition.id),
    db.prepare(`UPDATE orders SET status = 'cancelled', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE lookup_number = ?1 AND ${marked}`).bind(order.lookupNumber),
    ...items.map((i) => db.prepare(`UPDATE stock SET quantity = quantity + ?2 WHERE sku = ?3 AND ${marked}`).bind(order.lookupNumber, i.quantity, i.sku)),
  ];
}
