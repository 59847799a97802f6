import { t, type MessageKey } from '../i18n';

/**
 * The pre-order form's fields and messages (browsing spec, section 5): validated on every change, Submit
 * disabled until valid. The messages are the spec's, through the message catalog; the rules match the
 * API's pre-order schema (src/server/contact/schema.ts), so a form that passes here is accepted there.
 */
export const PREORDER_FIELDS = ['fullname', 'email', 'street', 'street2', 'city', 'zip', 'state', 'country'] as const;
export type PreorderField = (typeof PREORDER_FIELDS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A US ZIP code: exactly 5 characters, all digits (the form's states are US states). */
const ZIP = /^\d{5}$/;
/** What the API refuses in free text: angle brackets and control characters, or more than 120 characters. */
const TEXT = /^[^<>\u0000-\u001F\u007F]{1,120}$/u;

const REQUIRED: Partial<Record<PreorderField, MessageKey>> = {
  fullname: 'listing.preorderError.fullname',
  street: 'listing.preorderError.street',
  city: 'listing.preorderError.city',
  state: 'listing.preorderError.state',
  country: 'listing.preorderError.country',
};

/** The message key for one field's value, or null when it is valid. */
export function preorderFieldErrorKey(field: PreorderField, raw: string): MessageKey | null {
  const value = raw.trim();
  if (field === 'street2') return null;
  if (field === 'email') return EMAIL.test(value) && value.length <= 254 ? null : 'listing.preorderError.email';
  if (field === 'zip') return !value ? 'listing.preorderError.zipRequired' : ZIP.test(value) ? null : 'listing.preorderError.zipInvalid';
  if (field === 'state' || field === 'country') return value ? null : (REQUIRED[field] ?? null);
  return TEXT.test(value) ? null : (REQUIRED[field] ?? null);
}

/** The message for one field's value, or null when it is valid. */
export function preorderFieldError(field: PreorderField, raw: string): string | null {
  const key = preorderFieldErrorKey(field, raw);
  return key ? t(key) : null;
}

export function preorderErrors(values: Partial<Record<PreorderField, string>>): Partial<Record<PreorderField, string>> {
  const errors: Partial<Record<PreorderField, string>> = {};
  for (const field of PREORDER_FIELDS) {
    const message = preorderFieldError(field, values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}
