import * as z from 'zod/mini';
import { isValidPhone } from '../lib/checkout-phone';
import { createCheckoutSchema, customerSchemaWith, deliveryOption, paymentMethod, paymentPlatform, promoCodeSchema } from './checkout';
import { checkoutId, storeSlug } from './rules';

/**
 * PUT /api/v1/checkout. Apart from ./checkout.ts because it carries the phone rule, and with it
 * libphonenumber: the island runs the same customer rules with the phone check it loads after the page
 * shows (src/lib/checkout-phone.ts, src/islands/checkout/CustomerSection.tsx).
 */
const customerSchema = customerSchemaWith(isValidPhone);

export const updateCheckoutSchema = z.strictObject({
  id: checkoutId,
  data: z.strictObject({
    storeSlug: z.optional(storeSlug),
    state: z.optional(z.literal('pending', { error: 'A checkout can only be set to pending' })),
    customer: z.optional(customerSchema),
    /** The shopper kept the address they typed in the 'Verify your address' modal: a ZIP of another state is taken. */
    addressConfirmed: z.optional(z.boolean()),
    deliveryOption: z.optional(deliveryOption),
    paymentMethod: z.optional(paymentMethod),
    platform: z.optional(paymentPlatform),
    promoCode: z.nullish(promoCodeSchema),
    marketingOptIn: z.optional(z.boolean()),
    /** The cart's lines again when the shopper comes back to the cart and checks out once more. */
    lineItems: z.optional(createCheckoutSchema.shape.lineItems),
  }),
});
export type UpdateCheckout = z.infer<typeof updateCheckoutSchema>;
