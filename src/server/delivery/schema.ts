import { z } from 'zod';
import { checkoutIdSchema } from '../checkout/schema';

export const deliveryOptionsSchema = z.strictObject({
  id: checkoutIdSchema,
  storeSlug: z.string().max(100).optional(),
  stateCode: z.string().trim().max(3).optional().nullable(),
  countryCode: z.string().trim().regex(/^[A-Za-z]{2}$/, 'Unknown country').optional().nullable(),
});
