import * as z from 'zod/mini';
import { PROMO_INVALID } from '../lib/promo';
import { normalizeApostrophes } from './patterns';
import { checkoutId, currency, EMAIL_MESSAGE, LINE_PATTERN, NAME_PATTERN, POSTAL_CODE_PATTERN, quantity, required, SKU_PATTERN, storeSlug, email } from './rules';

/**
 * The checkout API (POST /api/checkout, GET /api/checkout, PUT /api/v1/checkout, POST
 * /api/deliveryOptions, POST /api/v1/address/validate) and the customer form that fills it. The
 * messages are the spec's (checkout spec 5); the island maps them to its translations
 * (src/lib/checkout-form.ts), tests/unit/contract checks they match the English ones.
 */
export const CHECKOUT_MESSAGES = {
  email: EMAIL_MESSAGE,
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  nameCharacters: 'Names may only contain letters, spaces, apostrophes, hyphens and periods',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  address1: 'Please enter your street address',
  city: 'Please enter your city',
  lineCharacters: 'This field contains characters that are not allowed',
  zip: 'Please enter your zipcode',
  country: 'Please select your country',
} as const;
const M = CHECKOUT_MESSAGES;

export const PAYMENT_METHODS = ['card', 'paypal', 'afterpay', 'google-pay', 'apple-pay', 'basic-card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_PLATFORMS = ['stripe', 'paypal'] as const;
export type PaymentPlatform = (typeof PAYMENT_PLATFORMS)[number];
export const DELIVERY_OPTIONS = ['fullStandardCost', 'fullRushCost', 'fullSuperRushCost'] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTIONS)[number];

export const paymentMethod = z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' });
export const paymentPlatform = z.enum(PAYMENT_PLATFORMS, { error: 'Unknown payment platform' });
export const deliveryOption = z.enum(DELIVERY_OPTIONS, { error: 'Unknown delivery option' });

// ’ ‘ ʼ become ' first (normalizeApostrophes): the form and the API take O’Brien and keep O'Brien.
const personName = (message: string) => required(message, 100).check(z.overwrite(normalizeApostrophes), z.regex(NAME_PATTERN, M.nameCharacters));
const line = (message: string) => required(message, 200).check(z.regex(LINE_PATTERN, M.lineCharacters));
const optionalText = (max: number, pattern: RegExp, message: string) => z.nullish(z.string().check(z.trim(), z.maxLength(max, message), z.regex(pattern, message)));

/**
 * A promo code as PUT /api/v1/checkout takes it (checkout-update.ts's `promoCode` is this): any text the store
 * named a code (matched case-insensitively, src/lib/promo.ts), trimmed, at most 50 characters. Here
 * rather than there so the promo box can use it without the phone rules that module carries.
 */
export const promoCodeSchema = z.string().check(z.trim(), z.maxLength(50, PROMO_INVALID));

export const lineItemSchema = z.strictObject({ sku: z.string().check(z.regex(SKU_PATTERN, 'Unknown sku')), quantity });
export type LineItem = z.infer<typeof lineItemSchema>;
const lineItems = z.array(lineItemSchema).check(z.minLength(1, 'Your cart is empty'), z.maxLength(50, 'Too many items in one checkout'));

export const createCheckoutSchema = z.strictObject({
  lineItems,
  storeSlug,
  currency: z.optional(currency),
  /** The shopper's fulfilment region from Preferences (issue 7); optional, the store's own otherwise. */
  fulfillmentRegion: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z ]{0,29}$/, 'Unknown fulfilment region'))),
  trafficSource: z.optional(z.string().check(z.maxLength(200), z.regex(LINE_PATTERN, M.lineCharacters))),
  affiliate: z.optional(z.string().check(z.maxLength(100), z.regex(/^[A-Za-z0-9-]*$/, 'Invalid affiliate'))),
});
export type CreateCheckout = z.infer<typeof createCheckoutSchema>;

export const loadCheckoutSchema = z.strictObject({ id: checkoutId, storeSlug: z.optional(storeSlug) });

/** An address as the API takes it; the country's own rules (US state and ZIP) are src/server/checkout/address.ts's. */
export const addressSchema = z.strictObject({
  address1: line(M.address1),
  address2: optionalText(200, LINE_PATTERN, M.lineCharacters),
  city: line(M.city),
  state: optionalText(60, LINE_PATTERN, M.lineCharacters),
  stateCode: z.nullish(z.string().check(z.trim(), z.maxLength(3))),
  zip: z.nullish(z.string().check(z.trim(), z.maxLength(12, M.zip), z.regex(/^[A-Za-z0-9 -]*$/, M.zip))),
  country: required(M.country, 60),
  countryCode: z.nullish(z.string().check(z.trim(), z.length(2))),
});

/** A postal code outside the US: required unless the country has none (src/lib/countries.ts). */
export const postalCode = z.string().check(z.trim(), z.regex(POSTAL_CODE_PATTERN, 'Please enter your postal code'));

/**
 * The customer. The phone rule is passed in: libphonenumber (src/lib/checkout-phone.ts) weighs about
 * 30 KB gzipped, so the island loads it after the page shows and checks only that a number is there
 * until then (`null`); the server always passes the real check (./checkout-update.ts).
 */
export function customerSchemaWith(isValidPhone: ((phone: string) => boolean) | null) {
  const phone = required(M.phoneRequired, 40, M.phoneInvalid);
  return z.strictObject({
    firstName: personName(M.firstName),
    lastName: personName(M.lastName),
    email: email(M.email),
    phone: isValidPhone ? phone.check(z.refine(isValidPhone, M.phoneInvalid)) : phone,
    address: addressSchema,
  });
}
export type CustomerInput = z.infer<ReturnType<typeof customerSchemaWith>>;

export const deliveryOptionsSchema = z.strictObject({
  id: checkoutId,
  storeSlug: z.optional(z.string().check(z.maxLength(100))),
  stateCode: z.nullish(z.string().check(z.trim(), z.maxLength(3))),
  countryCode: z.nullish(z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Unknown country'))),
});

export const addressCheckSchema = z.strictObject({ address: addressSchema });
