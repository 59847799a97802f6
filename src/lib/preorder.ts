/** The pre-order form's fields and messages (browsing spec, section 5). */
export const PREORDER_FIELDS = ['fullname', 'email', 'street', 'street2', 'city', 'zip', 'state', 'country'] as const;
export type PreorderField = (typeof PREORDER_FIELDS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for one field's value, or null when it is valid. */
export function preorderFieldError(field: PreorderField, raw: string): string | null {
  const value = raw.trim();
  switch (field) {
    case 'fullname':
      return value ? null : 'Please enter your full name.';
    case 'email':
      return value && EMAIL.test(value) ? null : 'Please enter a valid email.';
    case 'street':
      return value ? null : 'Please enter your street address.';
    case 'street2':
      return null;
    case 'city':
      return value ? null : 'Please enter your city.';
    case 'zip':
      if (!value) return 'Please enter your zipcode';
      return value.length === 5 ? null : 'Please enter a valid zipcode';
    case 'state':
      return value ? null : 'Please select your state';
    case 'country':
      return value ? null : 'Please select your country.';
  }
}

export function preorderErrors(values: Partial<Record<PreorderField, string>>): Partial<Record<PreorderField, string>> {
  const errors: Partial<Record<PreorderField, string>> = {};
  for (const field of PREORDER_FIELDS) {
    const message = preorderFieldError(field, values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}
