import { Hono } from 'hono';
import { z } from 'zod';
import { LOOKUP_PATTERN } from '../../contract/patterns';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { NOW } from './outbox';
import { verifyPlatformSignature } from './signature';
import { CANCELLABLE_FROM, RANK_SQL, REPORTED_STATUSES, safeTrackingUrl, STATUS_RANK, type OrderStatus } from './status';

const base = {
  id: z.string().min(1).max(200),
  lookupNumber: z.string().regex(LOOKUP_PATTERN),
  occurredAt: z.iso.datetime({ offset: true }),
};
export const platformEventSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('order.status'), status: z.enum(REPORTED_STATUSES) }),
  z.object({
    ...base,
    type: z.literal('order.shipment'),
    status: z.enum(REPORTED_STATUSES).optional(),
    shipment: z.object({ carrier: z.string().trim().min(1).max(100), trackingNumber: z.string().trim().min(1).max(100), trackingUrl: z.string().max(2000).nullable().optional() }),
  }),
]);
export type PlatformEvent = z.infer<typeof platformEventSchema>;

/** The guard "this order may move to `to`", as SQL over the orders row (status.ts says the rule). */
function guard(to: OrderStatus): string {
  return to === 'cancelled' ? `status IN (${CANCELLABLE_FROM.map((s) => `'${s}'`).join(', ')})` : `${RANK_SQL} < ${STATUS_RANK[to]}`;
}

/** The statements that move an order to `to` if the rule allows it: the history row first, under the same guard. */
function moveTo(db: D1Database, lookupNumber: string, to: OrderStatus, occurredAt: string, eventId: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO order_status_history (lookup_number, status, occurred_at, event_id)
         SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM orders WHERE lookup_number = ?1 AND ${guard(to)})`,
      )
      .bind(lookupNumber, to, occurredAt, eventId),
    ...(to === 'cancelled' ? [platformCancelledAttention(db, lookupNumber, eventId)] : []),
    db.prepare(`UPDATE orders SET status = ?2, updated_at = ${NOW} WHERE lookup_number = ?1 AND ${guard(to)}`).bind(lookupNumber, to),
  ];
}

/**
 * The platform cancelled an order the shopper paid for: it will never ship, and the money is still taken.
 * The store does not refund on the platform's word (docs/decisions.md, "Platform events"); the seller is
 * told on the money attention list (GET /api/v1/seller/payments/attention, reason `platform_cancelled`),
 * and refunds in the provider's dashboard (whose webhook then marks the order refunded). Written before
 * the status moves, under the same guard, so only the event that really cancels the order adds it (a
 * replay fails the whole batch on the event id); money already going back (a refund, a dispute, a
 * release) or never taken (sandbox) is not listed.
 */
function platformCancelledAttention(db: D1Database, lookupNumber: string, eventId: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_attention (payment_id, reason, detail)
       SELECT o.payment_id, 'platform_cancelled',
         'order ' || o.order_number || ' (' || o.lookup_number || ') cancelled by the platform (event ' || ?2 || ') after its payment of ' || p.amount_cents || ' ' || p.currency || ' (cents) was ' || p.state || '; it will not ship: refund the shopper in the provider''s dashboard, or settle it with them'
       FROM orders o JOIN payments p ON p.id = o.payment_id
       WHERE o.lookup_number = ?1 AND ${guard('cancelled')} AND o.sandbox = 0 AND o.refunded_at IS NULL AND o.disputed_at IS NULL
         AND p.state IN ('authorized', 'pending', 'captured')
       ON CONFLICT (payment_id, reason) DO NOTHING`,
    )
    .bind(lookupNumber, eventId.slice(0, 200));
}

/**
 * Applies one event in one D1 batch: the event id row (PRIMARY KEY, so a replay fails the whole batch
 * and changes nothing), the shipment if any, and the forward-only status move. Returns false for a
 * replay (an event id already processed).
 */
export async function applyPlatformEvent(db: D1Database, e: PlatformEvent): Promise<boolean> {
  const occurredAt = new Date(e.occurredAt).toISOString();
  const statements = [db.prepare('INSERT INTO fulfilment_events (id, type, lookup_number) VALUES (?1, ?2, ?3)').bind(e.id, e.type, e.lookupNumber)];
  if (e.type === 'order.shipment') {
    const s = e.shipment;
    statements.push(
      db
        .prepare(
          `INSERT INTO order_shipments (lookup_number, carrier, tracking_number, tracking_url, shipped_at, event_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (lookup_number, carrier, tracking_number) DO UPDATE SET tracking_url = coalesce(excluded.tracking_url, tracking_url)`,
        )
        .bind(e.lookupNumber, s.carrier, s.trackingNumber, safeTrackingUrl(s.trackingUrl), occurredAt, e.id),
      // A new shipment is news even when the status does not move.
      db.prepare(`UPDATE orders SET updated_at = ${NOW} WHERE lookup_number = ?1`).bind(e.lookupNumber),
    );
    // A shipment means at least shipped; an explicit later status (delivered) in the same event also applies.
    statements.push(...moveTo(db, e.lookupNumber, 'shipped', occurredAt, e.id));
    if (e.status && e.status !== 'shipped') statements.push(...moveTo(db, e.lookupNumber, e.status, occurredAt, e.id));
  } else {
    statements.push(...moveTo(db, e.lookupNumber, e.status, occurredAt, e.id));
  }
  try {
    await db.batch(statements);
    return true;
  } catch (err) {
    const message = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err);
    if (/UNIQUE constraint failed: fulfilment_events\.id/.test(message)) return false;
    throw err;
  }
}

/**
 * POST /api/v1/fulfilment/events (decisions 27): the platform's status changes and shipments, signed
 * with PLATFORM_WEBHOOK_SECRET. The gate lets this path through; the signature is its authentication.
 */
export const fulfilmentEvents = new Hono<Env>().post('/v1/fulfilment/events', async (c) => {
  const raw = await c.req.text();
  const check = await verifyPlatformSignature(raw, c.req.header('x-platform-signature'), c.env.PLATFORM_WEBHOOK_SECRET);
  if (!check.ok) {
    if (check.reason === 'stale') throw new ApiError(401, 'stale_signature', 'The signature timestamp is outside the 300 s tolerance.');
    throw new ApiError(401, 'invalid_signature', 'The signature is missing or invalid.');
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'malformed_request', 'Malformed JSON in request body');
  }
  const parsed = platformEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(422, 'invalid_event', `The event is not a platform order event${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}.`);
  }
  const event = parsed.data;
  const order = await c.env.DB.prepare('SELECT 1 AS one FROM orders WHERE lookup_number = ?1').bind(event.lookupNumber).first();
  if (!order) throw new ApiError(404, 'order_not_found', 'No order has this lookup number.', '/lookupNumber');
  if (!(await applyPlatformEvent(c.env.DB, event))) {
    throw new ApiError(409, 'event_already_processed', 'This event id was already processed; it is not applied again.', '/id');
  }
  const row = await c.env.DB.prepare('SELECT status FROM orders WHERE lookup_number = ?1').bind(event.lookupNumber).first<{ status: string }>();
  return c.json({ received: true, status: row?.status ?? null });
});
