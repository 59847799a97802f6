import { Hono } from 'hono';
import { cartCheckSchema, inventoryQuerySchema, listingStockQuerySchema, type ListingStock } from '../../contract/cart';
import { storeConfig } from '../config/load';
import type { Env } from '../env';
import { validate } from '../errors/validate';
import { checkoutCurrency } from '../checkout/service';
import { mergeLines } from '../checkout/lines';
import { requireJson } from '../http/guards';
import { limited } from '../rate-limit/middleware';
import { inventoryCount, listingStock, stockedSkus } from '../stock';

/**
 * Live stock (GET /v1/inventory, decisions 3) and the cart's check of its lines against D1. A sku the
 * shop does not sell (unknown, out of the catalog, or of a private listing) is answered alike: no
 * stock, no price, so the API never tells what a private listing holds.
 */
export const catalogRoutes = new Hono<Env>()
  .get('/v1/inventory', validate('query', inventoryQuerySchema), limited('inventory'), async (c) => {
    const { colorId, sizeId } = c.req.valid('query');
    const count = await inventoryCount(c.env, colorId, sizeId);
    c.header('Cache-Control', 'no-store');
    return c.json({ inventoryCount: count });
  })
  .get('/v1/listing-stock', validate('query', listingStockQuerySchema), limited('inventory'), async (c) => {
    const { slug } = c.req.valid('query');
    const data: ListingStock = { stock: await listingStock(c.env, slug) };
    c.header('Cache-Control', 'no-store');
    return c.json({ data });
  })
  .post('/v1/cart/validate', requireJson, validate('json', cartCheckSchema), limited('cartValidate'), async (c) => {
    const { lineItems: asked, currency: askedCurrency } = c.req.valid('json');
    const config = await storeConfig(c.env.DB);
    // As the checkout's creation answers (createCheckout): a currency the store does not sell is refused,
    // and lines of one sku are one line, so their sum is what is checked against the stock.
    const currency = checkoutCurrency(config, askedCurrency);
    const lineItems = mergeLines(asked);
    const skus = await stockedSkus(c.env, lineItems.map((l) => l.sku), currency);
    const lines = lineItems.map(({ sku, quantity }) => {
      const known = skus.get(sku);
      const row = known?.buyable ? known : undefined;
      const reason = !row ? 'unavailable' : row.checkoutFlow === 'preorder' ? 'preorder_only' : row.unitCents === null || row.stock === 0 ? 'out_of_stock' : quantity > row.stock ? 'insufficient_stock' : null;
      return { sku, quantity, available: reason === null, reason, stock: row?.stock ?? 0, maxQuantity: Math.min(99, row?.stock ?? 0), price: row?.unitCents ?? null, currency };
    });
    return c.json({ data: { valid: lines.every((l) => l.available), lineItems: lines } });
  });
