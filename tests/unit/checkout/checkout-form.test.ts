import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import { countryErrors, customerPayload, customerValues, EMPTY_CUSTOMER, fieldOfPointer, isValidEmail, schemaFor, validateCustomer, visibleErrors, warmCustomerCheck, type CustomerValues } from '../../../src/lib/checkout-form';
import { formatPhone, isValidPhone } from '../../../src/lib/checkout-phone';

const ADA: CustomerValues = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: "O'Neil",
  phone: '(415) 555-2671',
  address1: '1 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
const options = { internationalCheckout: true, isValidPhone };
const messages = (values: CustomerValues, opts = options) => Object.fromEntries(Object.entries(validateCustomer(values, opts)).map(([k, v]) => [k, t(v)]));

describe('customer form (checkout spec 5)', () => {
  it('accepts a complete US customer', () => {
    expect(validateCustomer(ADA, options)).toEqual({});
  });

  it('gives the spec message for every empty required field, word for word', () => {
    expect(messages({ ...EMPTY_CUSTOMER })).toEqual({
      email: 'Please enter a valid email',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      phone: 'Please enter your phone number',
      address1: 'Please enter your street address',
      city: 'Please enter your city',
      state: 'Please select your state',
      zip: 'Please enter your zipcode',
    });
  });

  it('checks e-mail, phone and ZIP formats', () => {
    expect(messages({ ...ADA, email: 'ada@', phone: '123', zip: '941' })).toEqual({
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      zip: 'Please enter your zipcode',
    });
    expect(isValidEmail('  ada@example.com ')).toBe(true);
    expect(isValidEmail('a..b@example.com')).toBe(false);
  });

  it('takes phone numbers as international numbers, US by default', () => {
    expect(validateCustomer({ ...ADA, phone: '+44 20 7946 0958' }, options)).toEqual({});
    expect(formatPhone('(415) 555-2671')).toBe('+1 415 555 2671');
    expect(formatPhone('not a phone')).toBe('not a phone');
  });

  it('only says "missing" about the phone until the phone rules have loaded', () => {
    expect(validateCustomer({ ...ADA, phone: '123' }, { internationalCheckout: true })).toEqual({});
    expect(messages({ ...ADA, phone: ' ' }, { internationalCheckout: true, isValidPhone: null as never })).toEqual({ phone: 'Please enter your phone number' });
  });

  it('refuses the markup and SQL the server refuses', () => {
    expect(Object.keys(validateCustomer({ ...ADA, firstName: '<b>x</b>', address1: '<script>' }, options))).toEqual(['firstName', 'address1']);
  });

  it('outside the US: the spec message when international checkout is off, a postal code otherwise', () => {
    const uk = { ...ADA, country: 'GB', state: '', zip: '' };
    expect(messages(uk, { internationalCheckout: false, isValidPhone })).toMatchObject({
      country: "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
    });
    expect(messages(uk)).toEqual({ zip: 'Please enter your postal code' });
    expect(validateCustomer({ ...uk, zip: 'SW1A 1AA' }, options)).toEqual({});
    // Hong Kong has no postal codes.
    expect(validateCustomer({ ...ADA, country: 'HK', state: '', zip: '' }, options)).toEqual({});
  });

  it('shows errors of changed fields only, all of them after a submit', () => {
    const errors = validateCustomer(EMPTY_CUSTOMER, options);
    expect(Object.keys(visibleErrors(errors, new Set(['email']), false))).toEqual(['email']);
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });
});

describe('customer payload and refill', () => {
  it('sends codes and names, trims, and keeps no state outside the US', () => {
    expect(customerPayload({ ...ADA, email: ' ada@example.com ', address2: ' ' })).toEqual({
      firstName: 'Ada',
      lastName: "O'Neil",
      email: 'ada@example.com',
      phone: '(415) 555-2671',
      address: { address1: '1 Market St', address2: null, city: 'San Francisco', state: 'California', stateCode: 'CA', zip: '94105', country: 'United States of America', countryCode: 'US' },
    });
    expect(customerPayload({ ...ADA, country: 'GB', state: 'CA', zip: 'SW1A 1AA' }).address).toMatchObject({ state: null, stateCode: null, countryCode: 'GB' });
  });

  it('refills the form from the saved customer', () => {
    const saved = { firstName: 'Ada', lastName: "O'Neil", email: 'ada@example.com', phone: '+14155552671', address: { address1: '1 Market St', address2: null, city: 'San Francisco', stateCode: 'CA', zip: '94105', countryCode: 'US' } };
    expect(customerValues(saved)).toEqual({ ...ADA, phone: '+14155552671' });
    expect(customerValues(null)).toEqual(EMPTY_CUSTOMER);
  });

  it('maps a server error pointer to its field', () => {
    expect(fieldOfPointer('/data/customer/address/zip')).toBe('zip');
    expect(fieldOfPointer('/data/customer/email')).toBe('email');
    expect(fieldOfPointer('/data/promoCode')).toBeNull();
    expect(fieldOfPointer(undefined)).toBeNull();
  });
});

describe('the form before its first change (issue 21: the field schema waits for one)', () => {
  // The form shows the country's errors at once (a US-only store's contact button) and the rest only
  // for changed fields; the country's rules alone must agree with the whole check wherever they speak.
  const cases: CustomerValues[] = [
    ADA,
    { ...EMPTY_CUSTOMER },
    { ...ADA, country: 'CA', state: '', zip: 'K1A 0B1' },
    { ...ADA, country: 'CA', state: '', zip: 'nope' },
    { ...ADA, country: 'DE', state: '', zip: '10115' },
    { ...ADA, country: 'ZZ' },
    { ...ADA, state: 'Narnia', zip: '123' },
  ];
  for (const internationalCheckout of [true, false]) {
    it(`gives the whole check's country, state and ZIP errors (international checkout ${internationalCheckout ? 'on' : 'off'})`, () => {
      for (const values of cases) {
        const whole = validateCustomer(values, { internationalCheckout, isValidPhone });
        const country = countryErrors(values, { internationalCheckout });
        for (const [field, key] of Object.entries(country)) expect(whole[field as keyof typeof whole]).toBe(key);
      }
      expect(countryErrors({ ...ADA, country: 'CA' }, { internationalCheckout }).country).toBe(internationalCheckout ? undefined : 'checkout.error.outsideUs');
    });
  }
});

describe('the idle warm-up (issue 21: the first keystroke must not build the schema)', () => {
  it('builds the very schema the form checks with before the phone rules arrive', () => {
    warmCustomerCheck();
    const warmed = schemaFor(undefined);
    // The form passes `phone?.isValidPhone ?? null`: the same schema, not a second build.
    expect(schemaFor(null)).toBe(warmed);
    expect(schemaFor(isValidPhone)).not.toBe(warmed);
  });
});
