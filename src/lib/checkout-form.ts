import type { MessageKey } from '../i18n';
import { countryCodeOf, countryName, usesPostalCode } from './countries';
import { US_ZIP, usStateCode, usStateName } from './us-address';

/**
 * The checkout's customer form (checkout spec 5) as plain values: country as its two-letter code
 * (default United States), a US state as its subdivision code. Validation returns message keys
 * (src/i18n/en/checkout.ts) so the island translates them; the server checks the same rules again.
 */
export interface CustomerValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}
export type CustomerField = keyof CustomerValues;
export type CustomerErrors = Partial<Record<CustomerField, MessageKey>>;

export const CUSTOMER_FIELDS: readonly CustomerField[] = ['email', 'firstName', 'lastName', 'phone', 'address1', 'address2', 'city', 'state', 'zip', 'country'];
export const ADDRESS_FIELDS: readonly CustomerField[] = ['address1', 'address2', 'city', 'state', 'zip', 'country'];

export const EMPTY_CUSTOMER: CustomerValues = { email: '', firstName: '', lastName: '', phone: '', address1: '', address2: '', city: '', state: '', zip: '', country: 'US' };

// zod's e-mail pattern, so the form refuses exactly what the server's schema refuses.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// The server's name and street-line patterns (src/server/checkout/schema.ts).
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .,-]*$/u;
const LINE = /^[^<>{}`\\\u0000-\u001F\u007F]*$/u;

export const isValidEmail = (email: string): boolean => email.trim().length <= 254 && EMAIL.test(email.trim());

export interface FormOptions {
  /** Store setting (decisions 9): off means only United States addresses are taken. */
  internationalCheckout: boolean;
  /**
   * The phone number check (src/lib/checkout-phone.ts), loaded after the page shows. Until it is
   * there only a missing number is an error; a submit waits for it.
   */
  isValidPhone?: ((phone: string) => boolean) | null;
}

/** Every field's first problem, as a message key; an empty object when the form can be saved. */
export function validateCustomer(values: CustomerValues, options: FormOptions): CustomerErrors {
  const errors: CustomerErrors = {};
  const text = (field: CustomerField) => values[field].trim();
  if (!isValidEmail(values.email)) errors.email = 'checkout.error.email';
  for (const [field, required] of [['firstName', 'checkout.error.firstName'], ['lastName', 'checkout.error.lastName']] as const) {
    if (!text(field)) errors[field] = required;
    else if (!NAME.test(text(field))) errors[field] = 'checkout.error.nameCharacters';
  }
  if (!text('phone')) errors.phone = 'checkout.error.phoneRequired';
  else if (options.isValidPhone && !options.isValidPhone(values.phone)) errors.phone = 'checkout.error.phoneInvalid';
  if (!text('address1')) errors.address1 = 'checkout.error.address1';
  else if (!LINE.test(values.address1)) errors.address1 = 'checkout.error.lineCharacters';
  if (!LINE.test(values.address2)) errors.address2 = 'checkout.error.lineCharacters';
  if (!text('city')) errors.city = 'checkout.error.city';
  else if (!LINE.test(values.city)) errors.city = 'checkout.error.lineCharacters';

  const country = countryCodeOf(values.country);
  if (!country) errors.country = 'checkout.error.country';
  else if (country !== 'US' && !options.internationalCheckout) errors.country = 'checkout.error.outsideUs';
  if (country === 'US' || !country) {
    if (!usStateCode(values.state)) errors.state = 'checkout.error.state';
    if (!US_ZIP.test(text('zip'))) errors.zip = 'checkout.error.zip';
  } else if (usesPostalCode(country) && (!text('zip') || !/^[A-Za-z0-9 -]{1,12}$/.test(text('zip')))) {
    errors.zip = 'checkout.error.postalCode';
  }
  return errors;
}

/** The errors to show: only fields the shopper has changed (or all, after a submit attempt). */
export function visibleErrors(errors: CustomerErrors, touched: ReadonlySet<CustomerField>, submitted: boolean): CustomerErrors {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field as CustomerField))) as CustomerErrors;
}

/** The customer as PUT /v1/checkout takes it. Billing is always US (spec 5), so only shipping is sent here. */
export function customerPayload(values: CustomerValues) {
  const countryCode = countryCodeOf(values.country) ?? 'US';
  const us = countryCode === 'US';
  const stateCode = us ? usStateCode(values.state) : null;
  const zip = values.zip.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: {
      address1: values.address1.trim(),
      address2: values.address2.trim() || null,
      city: values.city.trim(),
      state: stateCode ? usStateName(stateCode) : null,
      stateCode,
      zip: zip || null,
      country: countryName(countryCode) ?? countryCode,
      countryCode,
    },
  };
}
export type CustomerPayload = ReturnType<typeof customerPayload>;

/** Form values from a saved customer (the server's answer), to refill the form. */
export function customerValues(customer: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: { address1: string; address2: string | null; city: string; stateCode: string | null; zip: string | null; countryCode: string };
} | null): CustomerValues {
  if (!customer) return { ...EMPTY_CUSTOMER };
  const a = customer.address;
  return {
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    address1: a.address1,
    address2: a.address2 ?? '',
    city: a.city,
    state: a.stateCode ?? '',
    zip: a.zip ?? '',
    country: a.countryCode,
  };
}

/** The form field a server error points at (`/data/customer/address/zip` -> zip), if any. */
export function fieldOfPointer(pointer: string | undefined): CustomerField | null {
  const last = pointer?.split('/').filter(Boolean).pop();
  return last && (CUSTOMER_FIELDS as readonly string[]).includes(last) ? (last as CustomerField) : null;
}

