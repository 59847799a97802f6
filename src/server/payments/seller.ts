import { Hono } from 'hono';
import { z } from 'zod';
import type { Env } from '../env';
import { notFound } from '../errors/api-error';
import { validate } from '../errors/validate';
import { requireSeller } from '../fulfilment/seller';

interface AttentionRow {
  id: number;
  payment_id: string;
  reason: string;
  detail: string | null;
  created_at: string;
  state: string | null;
  provider: string | null;
  provider_ref: string | null;
  amount_cents: number | null;
  currency: string | null;
  order_number: string | null;
  lookup_number: string | null;
}

/**
 * The seller's attention list for money (docs/payments.md, "Attention list"): what the ledger could not
 * decide alone, newest first, with the payment and order it concerns; a row is resolved once handled.
 */
export const sellerPaymentRoutes = new Hono<Env>()
  .use('/v1/seller/payments/*', requireSeller)
  .get('/v1/seller/payments/attention', async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT a.id, a.payment_id, a.reason, a.detail, a.created_at, p.state, p.provider, p.provider_ref, p.amount_cents, p.currency, o.order_number, o.lookup_number
       FROM payment_attention a LEFT JOIN payments p ON p.id = a.payment_id LEFT JOIN orders o ON o.payment_id = a.payment_id
       WHERE a.resolved_at IS NULL ORDER BY a.id DESC LIMIT 200`,
    ).all<AttentionRow>();
    return c.json({
      data: results.map((r) => ({
        id: r.id,
        reason: r.reason,
        detail: r.detail,
        since: r.created_at,
        payment: { id: r.payment_id, state: r.state, provider: r.provider, providerRef: r.provider_ref, amount: r.amount_cents, currency: r.currency },
        order: r.order_number ? { orderNumber: r.order_number, lookupNumber: r.lookup_number } : null,
      })),
    });
  })
  .post('/v1/seller/payments/attention/:id/resolve', validate('param', z.object({ id: z.coerce.number().int().positive() })), async (c) => {
    const { id } = c.req.valid('param');
    const res = await c.env.DB.prepare("UPDATE payment_attention SET resolved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND resolved_at IS NULL").bind(id).run();
    if (res.meta.changes !== 1) throw notFound('attention item', '/id');
    return c.json({ data: { id, resolved: true } });
  });
