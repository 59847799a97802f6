import { Hono } from 'hono';
import { z } from 'zod';
import { CURRENCIES } from '../../catalog/platform/localization';
import { storeConfig } from '../config/load';
import type { Env } from '../env';
import { validate } from '../errors/validate';
import { requireJson } from '../http/guards';
import { lineItemSchema } from '../checkout/schema';
import { pricedSkus } from './queries';

const inventorySchema = z.strictObject({ colorId: z.coerce.number().int().nonnegative(), sizeId: z.coerce.number().int().nonnegative() });
const cartSchema = z.strictObject({
  lineItems: z.array(z.strictObject({ sku: z.string().max(60), quantity: lineItemSchema.shape.quantity })).max(100),
  currency: z.enum(CURRENCIES).optional(),
});

/** Live stock (GET /v1/inventory, decisions 3) and the cart's check of its lines against D1. */
export const catalogRoutes = new Hono<Env>()
  .get('/v1/inventory', validate('query', inventorySchema), async (c) => {
    const { colorId, sizeId } = c.req.valid('query');
    const row = await c.env.DB.prepare(
      `SELECT coalesce(sum(s.quantity), 0) AS n FROM catalog_items i JOIN stock s ON s.sku = i.sku
       WHERE i.variation_id = ?1 AND i.size_id = ?2 AND i.in_catalog = 1`,
    )
      .bind(colorId, sizeId)
      .first<{ n: number }>();
    c.header('Cache-Control', 'no-store');
    return c.json({ inventoryCount: row?.n ?? 0 });
  })
  .post('/v1/cart/validate', requireJson, validate('json', cartSchema), async (c) => {
    const { lineItems, currency: asked } = c.req.valid('json');
    const currency = asked ?? (await storeConfig(c.env.DB)).currencies[0] ?? 'USD';
    const skus = await pricedSkus(c.env.DB, lineItems.map((l) => l.sku), currency);
    const lines = lineItems.map(({ sku, quantity }) => {
      const row = skus.get(sku);
      const reason = !row || !row.buyable ? 'unavailable' : row.checkoutFlow === 'preorder' ? 'preorder_only' : row.unitCents === null || row.stock === 0 ? 'out_of_stock' : quantity > row.stock ? 'insufficient_stock' : null;
      return { sku, quantity, available: reason === null, reason, stock: row?.stock ?? 0, maxQuantity: Math.min(99, row?.stock ?? 0), price: row?.unitCents ?? null, currency };
    });
    return c.json({ data: { valid: lines.every((l) => l.available), lineItems: lines } });
  });
