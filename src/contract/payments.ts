import * as z from 'zod/mini';
import { paymentMethod, paymentPlatform } from './checkout';
import { checkoutId, storeSlug, uuid } from './rules';

/** The payment API (POST /api/v1/checkout/submit, /v1/initiatePayment, PUT /v1/updatePayment, GET /v1/payment). */
const token = z.string().check(z.trim(), z.minLength(1), z.maxLength(500), z.regex(/^[\w\s\-:.]+$/, 'Invalid payment token'));
const paymentId = uuid('Unknown payment');

export const submitSchema = z.strictObject({
  checkoutId,
  storeSlug: z.optional(storeSlug),
  paymentToken: z.nullish(token),
  paymentId: z.nullish(paymentId),
  platform: paymentPlatform,
  returnUrl: z.optional(z.string().check(z.maxLength(2000))),
});
export type SubmitInput = z.infer<typeof submitSchema>;

/** The client's amount is accepted for the spec's shape but never used: the server prices the checkout. */
export const initiateSchema = z.strictObject({
  checkoutId,
  platform: paymentPlatform,
  paymentMethod: z.optional(paymentMethod),
  amount: z.optional(z.union([z.number(), z.string().check(z.maxLength(20))])),
  storeSlug: z.optional(storeSlug),
  storeName: z.optional(z.string().check(z.maxLength(200))),
  lookupNumber: z.optional(z.string().check(z.maxLength(100))),
  paymentMethodId: z.optional(token),
  billingDetails: z.optional(z.record(z.string().check(z.maxLength(50)), z.unknown())),
  customer: z.optional(z.record(z.string().check(z.maxLength(50)), z.unknown())),
});

export const updatePaymentSchema = z.strictObject({ id: paymentId, paymentToken: token });
export const getPaymentSchema = z.strictObject({ paymentId, checkoutId });
/** The return from a provider's redirect (Afterpay, PayPal) to /thankyou. */
export const paymentReturnSchema = z.object({ paymentId: z.string().check(z.maxLength(64)), returnUrl: z.optional(z.string().check(z.maxLength(2000))) });
