import { CONTACT_REASONS, contactSchema, type ContactReason } from '../contract/contact';
import { fieldOfPointer as pointedField, firstMessage } from '../contract/field';
import { SLUG_PATTERN } from '../contract/patterns';
import type { MessageKey } from '../i18n';

/**
 * The contact form (checkout spec 5): order number, e-mail, full name, reason and message, each
 * validated on change with the spec's message. The rules are the API's contactSchema
 * (src/contract/contact.ts), so what passes here is what the server takes.
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

export { CONTACT_REASONS, type ContactReason };
export const isContactReason = (value: string): value is ContactReason => (CONTACT_REASONS as readonly string[]).includes(value);

export const isValidEmail = (value: string): boolean => firstMessage(contactSchema.shape.email, value) === null;

/** One message per field (the spec's): whatever rule the value breaks. */
const KEYS: Record<ContactField, MessageKey> = {
  orderNumber: 'contact.orderNumberRequired',
  email: 'contact.emailInvalid',
  fullName: 'contact.fullNameRequired',
  reason: 'contact.reasonRequired',
  message: 'contact.messageRequired',
};

export function validateContactField(field: ContactField, value: string): MessageKey | null {
  // The form offers the reasons of its list only; the API takes any reason text.
  const valid = firstMessage(contactSchema.shape[field], value) === null && (field !== 'reason' || isContactReason(value));
  if (valid) return null;
  // A message that is there but holds a refused character (`<3`, an invisible control) is told so, not
  // asked for again.
  if (field === 'message' && value.trim() !== '' && value.length <= 5000) return 'contact.messageCharacters';
  return KEYS[field];
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values[field]);
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
  const listingUrl = SLUG_PATTERN.test(listing) && listing.length <= 200 ? `${origin}/listing/${listing}/` : null;
  return { reason: isContactReason(reason) ? reason : '', listingUrl };
}

/** Maps an API error's `source.pointer` (`/orderNumber`, `/data/email`, ...) to a form field. */
export const fieldOfPointer = (pointer: string | undefined): ContactField | null => pointedField(pointer, CONTACT_FIELDS);
