import { z } from 'zod';
import { checkoutIdSchema } from '../checkout/schema';

const token = z.string().trim().min(1).max(500).regex(/^[\w\s\-:.]+$/, 'Invalid payment token');
const storeSlug = z.string().trim().min(1).max(100);
const paymentId = z.string().regex(/^[0-9a-f-]{36}$/, 'Unknown payment');

export const submitSchema = z.strictObject({
  checkoutId: checkoutIdSchema,
  storeSlug: storeSlug.optional(),
  paymentToken: token.nullable().optional(),
  paymentId: paymentId.nullable().optional(),
  platform: z.enum(['stripe', 'paypal'], { error: 'Unknown payment platform' }),
  returnUrl: z.string().max(2000).optional(),
});
export type SubmitInput = z.infer<typeof submitSchema>;

/** The client's amount is accepted for the spec's shape but never used: the server prices the checkout. */
export const initiateSchema = z.strictObject({
  checkoutId: checkoutIdSchema,
  platform: z.enum(['stripe', 'paypal']),
  paymentMethod: z.enum(['card', 'paypal', 'afterpay', 'google-pay', 'apple-pay', 'basic-card']).optional(),
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  storeSlug: storeSlug.optional(),
  storeName: z.string().max(200).optional(),
  lookupNumber: z.string().max(100).optional(),
  paymentMethodId: token.optional(),
  billingDetails: z.record(z.string().max(50), z.unknown()).optional(),
  customer: z.record(z.string().max(50), z.unknown()).optional(),
});

export const updatePaymentSchema = z.strictObject({ id: paymentId, paymentToken: token });
export const getPaymentSchema = z.strictObject({ paymentId, checkoutId: checkoutIdSchema });
