import * as z from 'zod/mini';
import { currency, quantity } from './rules';

/**
 * The cart's API: POST /api/v1/cart/validate (the live check of every line before checkout, browsing
 * spec 4) and GET /api/v1/inventory. The cart cookie itself is parsed by hand (src/lib/cart-cookie.ts):
 * it is read by every island on every page, before any form, and stays free of any schema library.
 */
export const cartCheckSchema = z.strictObject({
  // Any sku text: an unknown one is answered "unavailable" rather than refused.
  lineItems: z.array(z.strictObject({ sku: z.string().check(z.maxLength(60)), quantity })).check(z.maxLength(100)),
  currency: z.optional(currency),
});

const id = z.pipe(z.coerce.number(), z.int().check(z.gte(0)));
export const inventoryQuerySchema = z.strictObject({ colorId: id, sizeId: id });
/**
 * GET /api/v1/listing-stock?slug: one listing's skus and their units on sale (issue 19 item 6). By slug,
 * not by the item group's number: an unlisted listing's slug is its secret, a number could be counted up.
 */
export const listingStockQuerySchema = z.strictObject({ slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'Unknown listing')) });
export interface ListingStock {
  /** Units on sale by sku (itemGroupId_variationId_sizeId). */
  stock: Record<string, number>;
}
