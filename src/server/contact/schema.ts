import { z } from 'zod';

const email = z.string({ error: 'Please enter a valid email' }).trim().toLowerCase().max(254, 'Please enter a valid email').pipe(z.email('Please enter a valid email'));
const TEXT = /^[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/u;

/** The contact form (spec section 5) with its messages. */
export const contactSchema = z.strictObject({
  orderNumber: z.string({ error: 'Please enter your order number' }).trim().min(1, 'Please enter your order number').max(40).regex(/^[\w-]+$/, 'Please enter your order number'),
  email,
  fullName: z.string({ error: 'Please enter your full name' }).trim().min(1, 'Please enter your full name').max(120).regex(/^[\p{L}\p{M}][\p{L}\p{M}' .,\-]*$/u, 'Please enter your full name'),
  reason: z.string({ error: 'Please select the reason for your contact' }).trim().min(1, 'Please select the reason for your contact').max(80).regex(TEXT),
  message: z.string({ error: 'Please tell us why you are contacting us' }).trim().min(1, 'Please tell us why you are contacting us').max(5000).regex(TEXT, 'Please remove angle brackets and control characters'),
});

const addressText = (message: string) => z.string({ error: message }).trim().min(1, message).max(120).regex(TEXT, message);

/** The pre-order form, posted form-encoded from a pre-order listing (decisions 8). */
export const preorderSchema = z.strictObject({
  listingSlug: z.string().trim().min(1).max(200).regex(/^[a-z0-9-]+$/i, 'Unknown listing'),
  sku: z.string().regex(/^\d{1,15}_\d{1,15}_\d{1,15}$/).optional(),
  email,
  name: z.string({ error: 'Please enter your full name' }).trim().min(1, 'Please enter your full name').max(120).regex(TEXT, 'Please enter your full name'),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  returnTo: z.string().max(2000).optional(),
  // The address fields of the spec's pre-order form, with its messages.
  street: addressText('Please enter your street address'),
  street2: z.string().trim().max(120).regex(TEXT).optional(),
  city: addressText('Please enter your city'),
  zip: z.string({ error: 'Please enter your zipcode' }).trim().min(1, 'Please enter your zipcode').regex(/^\d{5}$/, 'Please enter a valid zipcode'),
  state: z.string({ error: 'Please select your state' }).trim().regex(/^[A-Z]{2}$/, 'Please select your state'),
  country: z.string({ error: 'Please select your country' }).trim().regex(/^[A-Z]{2}$/, 'Please select your country'),
});

/** What islands report (decisions 24): no personal data, so free text is short and URLs lose their query. */
export const clientErrorSchema = z.strictObject({
  message: z.string().max(500),
  name: z.string().max(100).optional(),
  stack: z.string().max(4000).optional(),
  url: z.string().max(2000).optional(),
  component: z.string().max(100).optional(),
  release: z.string().max(100).optional(),
});
