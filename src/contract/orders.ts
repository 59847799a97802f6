import * as z from 'zod/mini';
import { checkoutId, email, EMAIL_MESSAGE, lookupNumber } from './rules';

/**
 * The after-purchase API: GET /api/v1/orders?cartId, GET /api/v1/orders/track/{lookupNumber},
 * POST /api/v1/orders/track and /v1/orders/recover, with the order as the pages read it.
 */
export const TRACK_MESSAGES = { orderNumber: 'Please enter your order number', email: EMAIL_MESSAGE } as const;

export const orderByCartSchema = z.strictObject({ cartId: checkoutId });
export const lookupParamSchema = z.strictObject({ lookupNumber });

/**
 * Order numbers are read off a receipt (XXXX-XXXX, src/server/orders/number.ts): spaces and dashes of
 * any kind dropped, upper-cased, and the hyphen put back after four characters when eight remain, so
 * "hk7q m9xd", "HK7QM9XD" and "HK7Q–M9XD" are all HK7Q-M9XD. Anything else is looked up as it is.
 */
export function normalizeOrderNumber(value: string): string {
  const compact = value.replace(/[\s\p{Pd}\u2212]/gu, '').toUpperCase();
  return compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
}
export const orderNumber = z.string({ error: TRACK_MESSAGES.orderNumber }).check(
  z.overwrite(normalizeOrderNumber),
  z.minLength(1, TRACK_MESSAGES.orderNumber),
  z.maxLength(20, TRACK_MESSAGES.orderNumber),
);
export const trackSchema = z.strictObject({ orderNumber, email: email(TRACK_MESSAGES.email) });
export type TrackInput = z.input<typeof trackSchema>;
/** The spec sends email and slug in the query of a POST; a JSON body with the same fields is also read. */
export const recoverSchema = z.strictObject({ email: email(TRACK_MESSAGES.email), slug: z.optional(z.string().check(z.maxLength(100))) });

const int = z.int();
const itemSchema = z.object({ sku: z.string(), title: z.string(), color: z.nullish(z.string()), size: z.nullish(z.string()), quantity: int, unitPrice: int });
const shipmentSchema = z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.nullable(z.string()), shippedAt: z.string() });

/**
 * The order as the thank-you and tracking pages show it (checkout spec 3). Anything the page does not
 * need is dropped; anything malformed makes the whole answer unusable.
 */
export const orderSchema = z.object({
  orderNumber: z.string(),
  lookupNumber,
  status: z.string(),
  shippingMethod: z.string(),
  created: z.string(),
  updated: z.string(),
  totalCost: z.object({ amount: int, currency: z.string() }),
  costs: z.object({ lineItems: z.number(), shipping: z.number(), tax: z.number(), discount: z.number(), total: z.number() }),
  items: z.array(itemSchema),
  shipments: z.array(shipmentSchema),
  dates: z.record(z.string(), z.string()),
  arrivalEstimate: z.string(),
  deliveryEstimates: z.object({ early: z.string(), late: z.string() }),
  /** Only the thank-you page's answer (by cart id) carries the first name and the delivery address. */
  name: z.optional(z.string()),
  shipTo: z.optional(
    z.object({ name: z.string(), address1: z.string(), address2: z.nullable(z.string()), city: z.string(), state: z.nullable(z.string()), zip: z.nullable(z.string()), country: z.string() }),
  ),
});
export type Order = z.infer<typeof orderSchema>;
/** The data of a successful lookup: where the order's tracking page is. */
export const trackedSchema = z.object({ lookupNumber });
