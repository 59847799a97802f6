import type { MessageKey } from '../i18n';

/**
 * The contact form (checkout spec 5): order number, e-mail, full name, reason and message, each
 * validated on change with the spec's message. The rules follow the API's contactSchema
 * (src/server/contact/schema.ts), so what passes here is what the server takes.
 */
export interface ContactValues {
  orderNumber: string;
  email: string;
  fullName: string;
  reason: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, MessageKey>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['orderNumber', 'email', 'fullName', 'reason', 'message'];

/** The reasons a shopper can pick; `report` comes from a listing's Report link. */
export const CONTACT_REASONS = ['order_status', 'change_order', 'damaged', 'return', 'payment', 'report', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];
export const isContactReason = (value: string): value is ContactReason => (CONTACT_REASONS as readonly string[]).includes(value);

// The same address rule as the API's zod `z.email()` in practice: one @, a dot in the domain, no spaces.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const ORDER_NUMBER = /^[\w-]+$/;
const FULL_NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .,\-]*$/u;
const MESSAGE = /^[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/u;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email) && !email.includes('..');
}

const RULES: Record<ContactField, (value: string) => MessageKey | null> = {
  orderNumber: (v) => (v.trim() && v.trim().length <= 40 && ORDER_NUMBER.test(v.trim()) ? null : 'contact.orderNumberRequired'),
  email: (v) => (isValidEmail(v) ? null : 'contact.emailInvalid'),
  fullName: (v) => (v.trim() && v.trim().length <= 120 && FULL_NAME.test(v.trim()) ? null : 'contact.fullNameRequired'),
  reason: (v) => (isContactReason(v) ? null : 'contact.reasonRequired'),
  message: (v) => (v.trim() && v.trim().length <= 5000 && MESSAGE.test(v) ? null : 'contact.messageRequired'),
};

export function validateContactField(field: ContactField, value: string): MessageKey | null {
  return RULES[field](value);
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = RULES[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What the API receives: trimmed values (the server trims too; e-mail lower-cased there). */
export function contactPayload(values: ContactValues): ContactValues {
  return { orderNumber: values.orderNumber.trim(), email: values.email.trim(), fullName: values.fullName.trim(), reason: values.reason, message: values.message.trim() };
}

/**
 * `/contact/?reason=report&listing={slug}` (the listing page's Report link) picks the reason and starts
 * the message with the listing's address; an unknown reason or a malformed slug is ignored.
 */
export function contactPrefill(search: string, origin: string): { reason: ContactReason | ''; listingUrl: string | null } {
  const params = new URLSearchParams(search);
  const reason = params.get('reason') ?? '';
  const listing = params.get('listing') ?? '';
  const listingUrl = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(listing) && listing.length <= 200 ? `${origin}/listing/${listing}/` : null;
  return { reason: isContactReason(reason) ? reason : '', listingUrl };
}

/** Maps an API error's `source.pointer` (`/orderNumber`, `/data/email`, ...) to a form field. */
export function fieldOfPointer(pointer: string | undefined): ContactField | null {
  const last = pointer?.split('/').filter(Boolean).pop();
  return last && (CONTACT_FIELDS as readonly string[]).includes(last) ? (last as ContactField) : null;
}
