import * as z from 'zod/mini';
import { normalizeApostrophes } from './patterns';
import { email, EMAIL_MESSAGE, NAME_PATTERN, required, SKU_PATTERN, TEXT_PATTERN } from './rules';

/** POST /api/v1/contact, POST /api/preorder (a form) and POST /api/v1/client-errors, with the spec's messages (spec 5). */
export const CONTACT_MESSAGES = {
  orderNumber: 'Please enter your order number',
  email: EMAIL_MESSAGE,
  fullName: 'Please enter your full name',
  reason: 'Please select the reason for your contact',
  message: 'Please tell us why you are contacting us',
} as const;
const M = CONTACT_MESSAGES;

/** The reasons a shopper can pick; `report` comes from a listing's Report link. */
export const CONTACT_REASONS = ['order_status', 'change_order', 'damaged', 'return', 'payment', 'report', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const contactSchema = z.strictObject({
  orderNumber: required(M.orderNumber, 40).check(z.regex(/^[\w-]+$/, M.orderNumber)),
  email: email(M.email),
  fullName: required(M.fullName, 120).check(z.overwrite(normalizeApostrophes), z.regex(NAME_PATTERN, M.fullName)),
  // Any text: the platform's own forms send the reason's label; the island offers CONTACT_REASONS.
  reason: required(M.reason, 80).check(z.regex(TEXT_PATTERN, M.reason)),
  message: required(M.message, 5000).check(z.regex(TEXT_PATTERN, 'Please remove angle brackets and control characters')),
});

const addressText = (message: string) => required(message, 120).check(z.regex(TEXT_PATTERN, message));
const twoLetters = (message: string) => z.string({ error: message }).check(z.trim(), z.regex(/^[A-Z]{2}$/, message));

/** The pre-order form, posted form-encoded from a pre-order listing (decisions 8; browsing spec's messages). */
export const preorderSchema = z.strictObject({
  listingSlug: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9-]+$/i, 'Unknown listing')),
  sku: z.optional(z.string().check(z.regex(SKU_PATTERN))),
  email: email(),
  name: addressText('Please enter your full name'),
  quantity: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(99))), 1),
  returnTo: z.optional(z.string().check(z.maxLength(2000))),
  street: addressText('Please enter your street address'),
  street2: z.optional(z.string().check(z.trim(), z.maxLength(120), z.regex(TEXT_PATTERN))),
  city: addressText('Please enter your city'),
  zip: required('Please enter your zipcode', 5, 'Please enter a valid zipcode').check(z.regex(/^\d{5}$/, 'Please enter a valid zipcode')),
  state: twoLetters('Please select your state'),
  country: twoLetters('Please select your country'),
});

/** What islands report (decisions 24): no personal data, so free text is short and URLs lose their query. */
export const clientErrorSchema = z.strictObject({
  message: z.string().check(z.maxLength(500)),
  name: z.optional(z.string().check(z.maxLength(100))),
  stack: z.optional(z.string().check(z.maxLength(4000))),
  url: z.optional(z.string().check(z.maxLength(2000))),
  component: z.optional(z.string().check(z.maxLength(100))),
  release: z.optional(z.string().check(z.maxLength(100))),
});
