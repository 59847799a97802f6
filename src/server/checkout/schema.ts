import { z } from 'zod';
import { CURRENCIES } from '../../catalog/platform/localization';
import { isValidPhone } from '../../lib/countries';

const SKU = /^\d{1,15}_\d{1,15}_\d{1,15}$/;
// Letters of any script with the punctuation real names use; no digits, brackets or SQL/markup syntax.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .,\-]*$/u;
const NAME_RULE = 'may only contain letters, spaces, apostrophes, hyphens and periods';
// Street lines also need digits and a few signs (#, /, &), still nothing that reads as markup.
const LINE = /^[^<>{}`\\\u0000-\u001F\u007F]*$/u;

const storeSlug = z.string().trim().min(1).max(100);
const personName = (required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, `${label} is too long`).regex(NAME, `${label} ${NAME_RULE}`);
const line = (required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(200, `${label} is too long`).regex(LINE, `${label} contains characters that are not allowed`);

export const lineItemSchema = z.strictObject({
  sku: z.string().regex(SKU, 'Unknown sku'),
  quantity: z.number({ error: 'Quantity must be a whole number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(99, 'Quantity must be at most 99'),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const createCheckoutSchema = z.strictObject({
  lineItems: z.array(lineItemSchema).min(1, 'Your cart is empty').max(50, 'Too many items in one checkout'),
  storeSlug,
  currency: z.enum(CURRENCIES).optional(),
  /** The shopper's fulfilment region from Preferences (issue 7); optional, the store's own otherwise. */
  fulfillmentRegion: z.string().trim().regex(/^[A-Za-z][A-Za-z ]{0,29}$/, 'Unknown fulfilment region').optional(),
  trafficSource: z.string().max(200).optional(),
  affiliate: z.string().max(100).regex(/^[A-Za-z0-9-]*$/, 'Invalid affiliate').optional(),
});
export type CreateCheckout = z.infer<typeof createCheckoutSchema>;

export const checkoutIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'Unknown checkout');

export const loadCheckoutSchema = z.strictObject({ id: checkoutIdSchema, storeSlug: storeSlug.optional() });

export const addressSchema = z.strictObject({
  address1: line('Please enter your street address', 'Street address'),
  address2: z.string().trim().max(200).regex(LINE, 'Address line 2 contains characters that are not allowed').optional().nullable(),
  city: line('Please enter your city', 'City'),
  state: z.string().trim().max(60).regex(LINE).optional().nullable(),
  stateCode: z.string().trim().max(3).optional().nullable(),
  zip: z.string().trim().max(12).regex(/^[A-Za-z0-9 -]*$/, 'Please enter your zipcode').optional().nullable(),
  country: z.string({ error: 'Please select your country' }).trim().min(1, 'Please select your country').max(60),
  countryCode: z.string().trim().length(2).optional().nullable(),
});
export type AddressInput = z.infer<typeof addressSchema>;

export const customerSchema = z.strictObject({
  firstName: personName('Please enter your first name', 'First name'),
  lastName: personName('Please enter your last name', 'Last name'),
  email: z.string({ error: 'Please enter a valid email' }).trim().toLowerCase().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email')),
  phone: z.string({ error: 'Please enter your phone number' }).trim().min(1, 'Please enter your phone number').max(40, 'Please enter a valid phone number').refine(isValidPhone, 'Please enter a valid phone number'),
  address: addressSchema,
});
export type CustomerInput = z.infer<typeof customerSchema>;

export const PAYMENT_METHODS = ['card', 'paypal', 'afterpay', 'google-pay', 'apple-pay', 'basic-card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const deliveryOptionSchema = z.enum(['fullStandardCost', 'fullRushCost', 'fullSuperRushCost'], { error: 'Unknown delivery option' });

export const updateCheckoutSchema = z.strictObject({
  id: checkoutIdSchema,
  data: z.strictObject({
    storeSlug: storeSlug.optional(),
    state: z.literal('pending', { error: 'A checkout can only be set to pending' }).optional(),
    customer: customerSchema.optional(),
    /** The shopper kept the address they typed in the 'Verify your address' modal: a ZIP of another state is taken. */
    addressConfirmed: z.boolean().optional(),
    deliveryOption: deliveryOptionSchema.optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' }).optional(),
    platform: z.enum(['stripe', 'paypal']).optional(),
    promoCode: z.string().trim().max(50, 'Sorry, this promo code cannot be applied to your order.').nullable().optional(),
    marketingOptIn: z.boolean().optional(),
    /** The cart's lines again when the shopper comes back to the cart and checks out once more. */
    lineItems: createCheckoutSchema.shape.lineItems.optional(),
  }),
});
export type UpdateCheckout = z.infer<typeof updateCheckoutSchema>;
