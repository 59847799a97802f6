/**
 * Order status moves forward only: paid < in_production < shipped < delivered. cancelled is reachable
 * from paid and in_production only (a parcel on its way can no longer be cancelled by the platform's
 * word alone) and is final. Anything else the platform reports that would move the order back is
 * recorded as received and ignored.
 */
export const STATUS_RANK = { paid: 0, in_production: 1, shipped: 2, delivered: 3 } as const;
export type ForwardStatus = keyof typeof STATUS_RANK;
export type OrderStatus = ForwardStatus | 'cancelled';
export const REPORTED_STATUSES = ['in_production', 'shipped', 'delivered', 'cancelled'] as const;
export const CANCELLABLE_FROM: readonly OrderStatus[] = ['paid', 'in_production'];

/** SQL rank of the orders.status column; cancelled (and anything unknown) ranks above every status. */
export const RANK_SQL = `CASE status WHEN 'paid' THEN 0 WHEN 'in_production' THEN 1 WHEN 'shipped' THEN 2 WHEN 'delivered' THEN 3 ELSE 99 END`;

/** The pure rule, for documentation and unit tests; the SQL guards in events.ts say the same. */
export function canMove(from: string, to: OrderStatus): boolean {
  if (to === 'cancelled') return (CANCELLABLE_FROM as readonly string[]).includes(from);
  const a = (STATUS_RANK as Record<string, number>)[from];
  return a !== undefined && a < STATUS_RANK[to];
}

/** Only http(s) tracking addresses are kept (no javascript:, data: or relative links reach a page). */
export function safeTrackingUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}
