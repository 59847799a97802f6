import { preorderSchema } from '../contract/contact';
import { firstMessage } from '../contract/field';
import { t, type MessageKey } from '../i18n';

/**
 * The pre-order form's fields and messages (browsing spec, section 5): validated on every change, Submit
 * disabled until valid. The messages are the spec's, through the message catalog; the rules are the
 * API's pre-order schema (src/contract/contact.ts), so a form that passes here is accepted there.
 */
export const PREORDER_FIELDS = ['fullname', 'email', 'street', 'street2', 'city', 'zip', 'state', 'country'] as const;
export type PreorderField = (typeof PREORDER_FIELDS)[number];

const KEYS: Record<PreorderField, MessageKey | null> = {
  fullname: 'listing.preorderError.fullname',
  email: 'listing.preorderError.email',
  street: 'listing.preorderError.street',
  street2: null,
  city: 'listing.preorderError.city',
  zip: 'listing.preorderError.zipInvalid',
  state: 'listing.preorderError.state',
  country: 'listing.preorderError.country',
};
/** The API's field behind each of the form's (the form's full name is the API's `name`). */
const shape = preorderSchema.shape;
const RULES = { fullname: shape.name, email: shape.email, street: shape.street, street2: shape.street2, city: shape.city, zip: shape.zip, state: shape.state, country: shape.country };

/** The message key for one field's value, or null when it is valid. */
export function preorderFieldErrorKey(field: PreorderField, raw: string): MessageKey | null {
  const message = firstMessage(RULES[field], raw);
  if (message === null) return null;
  return field === 'zip' && !raw.trim() ? 'listing.preorderError.zipRequired' : KEYS[field];
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
