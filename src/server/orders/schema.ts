import { z } from 'zod';
import { checkoutIdSchema } from '../checkout/schema';

const email = z.string({ error: 'Please enter a valid email' }).trim().toLowerCase().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email'));

export const orderByCartSchema = z.strictObject({ cartId: checkoutIdSchema });
export const lookupParamSchema = z.strictObject({ lookupNumber: z.string().regex(/^[0-9a-f]{32}$/, 'Unknown order') });
export const trackSchema = z.strictObject({
  orderNumber: z.string({ error: 'Please enter your order number' }).trim().toUpperCase().min(1, 'Please enter your order number').max(20, 'Please enter your order number'),
  email,
});
/** The spec sends email and slug in the query of a POST; a JSON body with the same fields is also read. */
export const recoverSchema = z.strictObject({ email, slug: z.string().max(100).optional() });
