import { CHECKOUT_MESSAGES, customerSchemaWith, postalCode } from '../contract/checkout';
import { fieldOfPointer as pointedField, firstMessage, messagesByField } from '../contract/field';
import type { MessageKey } from '../i18n';
import { countryCodeOf, countryName, usesPostalCode } from './countries';
import { US_ZIP, usStateCode, usStateName } from './us-address';

/**
 * The checkout's customer form (checkout spec 5) as plain values: country as its two-letter code
 * (default United States), a US state as its subdivision code. Validation returns message keys
 * (src/i18n/en/checkout.ts) so the island translates them. The field rules are the API's own
 * (src/contract/checkout.ts); the country rules (US state and ZIP, postal codes) are src/lib's, which
 * the server's address check uses too (src/server/checkout/address.ts).
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

/** The spec's English message, as the key of its translation (tests/unit/contract checks they agree). */
const KEY_OF = new Map<string, MessageKey>(Object.entries(CHECKOUT_MESSAGES).map(([name, text]) => [text, `checkout.error.${name}` as MessageKey]));
const keyOf = (message: string): MessageKey => KEY_OF.get(message) ?? 'checkout.error.lineCharacters';

export const isValidEmail = (email: string): boolean => firstMessage(customerSchemaWith(null).shape.email, email) === null;

export interface FormOptions {
  /** Store setting (decisions 9): off means only United States addresses are taken. */
  internationalCheckout: boolean;
  /**
   * The phone number check (src/lib/checkout-phone.ts), loaded after the page shows. Until it is
   * there only a missing number is an error; a submit waits for it.
   */
  isValidPhone?: ((phone: string) => boolean) | null;
}

/** The field schema for a phone check, built once (zod's first build of it is the cost). */
const schemas = new Map<Exclude<FormOptions['isValidPhone'], undefined>, ReturnType<typeof customerSchemaWith>>();
export function schemaFor(isValidPhone: FormOptions['isValidPhone']) {
  // Absent and null are one key: the idle warm-up passes none, the form passes null before the phone rules.
  const key = isValidPhone ?? null;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = customerSchemaWith(key)));
  return schema;
}

/** Every field's first problem, as a message key; an empty object when the form can be saved. */
export function validateCustomer(values: CustomerValues, options: FormOptions): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const [field, message] of messagesByField(schemaFor(options.isValidPhone), customerPayload(values))) {
    if ((CUSTOMER_FIELDS as readonly string[]).includes(field)) errors[field as CustomerField] = keyOf(message);
  }
  return Object.assign(errors, countryErrors(values, options));
}

/**
 * Runs the whole check once on an empty form, so that its first run (zod building the field schema,
 * about 35 ms of a 4x-slowed phone) happens while the page is idle, not in the shopper's first keystroke.
 */
export function warmCustomerCheck(): void {
  validateCustomer(EMPTY_CUSTOMER, { internationalCheckout: true });
}

/**
 * The country's own rules alone: a code from the list, US-only stores, a US state and ZIP, a postal
 * code. Cheap, unlike the field schema (zod builds it on its first use): the form checks only these
 * until the shopper changes a field (CustomerSection).
 */
export function countryErrors(values: CustomerValues, options: Pick<FormOptions, 'internationalCheckout'>): CustomerErrors {
  const errors: CustomerErrors = {};
  const country = countryCodeOf(values.country);
  if (!country) errors.country = 'checkout.error.country';
  else if (country !== 'US' && !options.internationalCheckout) errors.country = 'checkout.error.outsideUs';
  if (country === 'US' || !country) {
    if (!usStateCode(values.state)) errors.state = 'checkout.error.state';
    if (!US_ZIP.test(values.zip.trim())) errors.zip = 'checkout.error.zip';
  } else if (usesPostalCode(country) && firstMessage(postalCode, values.zip)) {
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
export const fieldOfPointer = (pointer: string | undefined): CustomerField | null => pointedField(pointer, CUSTOMER_FIELDS);
