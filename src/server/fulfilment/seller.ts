import { Hono, type MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { lookupParamSchema } from '../../contract/orders';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { validate } from '../errors/validate';
import { requeue } from './outbox';
import { orderTotals, type OrderRow } from '../orders/queries';

/** Equal strings in time that does not depend on where they differ (Hono hashes both first). */
export const sameSecret = (given: string, expected: string): Promise<boolean> => timingSafeEqual(given, expected);

/** `Authorization: Bearer {SELLER_API_TOKEN}`; without the secret configured nothing gets in. */
export const requireSeller: MiddlewareHandler<Env> = async (c, next) => {
  const expected = c.env.SELLER_API_TOKEN;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!expected || !match?.[1] || !(await sameSecret(match[1], expected))) {
    throw new ApiError(401, 'unauthorized', 'A valid seller token is required.', undefined, { 'WWW-Authenticate': 'Bearer' });
  }
  await next();
};

interface AttentionRow extends OrderRow {
  attempts: number;
  last_error: string | null;
  outbox_created_at: string;
  outbox_updated_at: string;
}

/** The seller's list of orders the platform did not take, with everything needed to act on them. */
export const sellerRoutes = new Hono<Env>()
  .use('/v1/seller/*', requireSeller)
  .get('/v1/seller/attention', async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT f.lookup_number, f.attempts, f.last_error, f.created_at AS outbox_created_at, f.updated_at AS outbox_updated_at, o.*
       FROM fulfilment_outbox f JOIN orders o ON o.lookup_number = f.lookup_number
       WHERE f.state = 'attention' ORDER BY f.updated_at DESC LIMIT 200`,
    ).all<AttentionRow>();
    return c.json({
      data: results.map((r) => ({
        orderNumber: r.order_number,
        lookupNumber: r.lookup_number,
        status: r.status,
        email: r.email,
        shippingMethod: r.shipping_method,
        address: JSON.parse(r.address) as unknown,
        items: JSON.parse(r.items) as unknown[],
        totals: { currency: r.currency, ...orderTotals(r) },
        created: r.created_at,
        fulfilment: { state: 'attention', attempts: r.attempts, lastError: r.last_error, queuedAt: r.outbox_created_at, markedAt: r.outbox_updated_at },
      })),
    });
  })
  .post('/v1/seller/attention/:lookupNumber/requeue', validate('param', lookupParamSchema), async (c) => {
    const { lookupNumber } = c.req.valid('param');
    if (!(await requeue(c.env.DB, lookupNumber))) throw new ApiError(404, 'order_not_in_attention', 'No order with this lookup number is waiting for attention.');
    return c.json({ data: { lookupNumber, state: 'pending' } });
  });
