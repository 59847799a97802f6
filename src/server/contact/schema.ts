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

/** The pre-order form, posted form-encoded from a pre-order listing (decisions 8). */
export const preorderSchema = z.strictObject({
  listingSlug: z.string().trim().min(1).max(200).regex(/^[a-z0-9-]+$/i, 'Unknown listing'),
  sku: z.string().regex(/^\d{1,15}_\d{1,15}_\d{1,15}$/).optional(),
  email,
  name: z.string().trim().max(120).regex(TEXT).optional(),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  returnTo: z.string().max(2000).optional(),
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
