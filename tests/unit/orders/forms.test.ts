import { describe, expect, it } from 'vitest';
import { contactPayload, contactPrefill, fieldOfPointer, isValidEmail, validateContact, validateContactField } from '../../../src/lib/contact-form';
import { trackPayload, validateRecoverEmail, validateTrack } from '../../../src/lib/order-view-forms';
import en from '../../../src/i18n/en';
import { contactSchema } from '../../../src/contract/contact';

const VALID = { orderNumber: 'HK7Q-M9XD', email: 'ada@example.com', fullName: "Ada O'Neil", reason: 'damaged', message: 'The print is smudged.' };

describe('contact form', () => {
  it('gives the spec message for each empty field', () => {
    const errors = validateContact({ orderNumber: '', email: '', fullName: '', reason: '', message: ' ' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, en[v]]))).toEqual({
      orderNumber: 'Please enter your order number',
      email: 'Please enter a valid email',
      fullName: 'Please enter your full name',
      reason: 'Please select the reason for your contact',
      message: 'Please tell us why you are contacting us',
    });
  });

  it('accepts a valid form, and the API accepts what the form accepts', () => {
    expect(validateContact(VALID)).toEqual({});
    expect(contactSchema.safeParse(contactPayload({ ...VALID, email: ' ada@example.com ' })).success).toBe(true);
  });

  it('refuses what the API refuses', () => {
    for (const [field, value] of [['email', 'ada@'], ['email', 'a b@c.de'], ['fullName', '<b>Ada</b>'], ['fullName', '42'], ['orderNumber', 'HK7Q M9XD'], ['message', 'hi <script>']] as const) {
      expect(validateContactField(field, value), `${field}=${value}`).not.toBeNull();
      expect(contactSchema.safeParse({ ...VALID, [field]: value }).success, `${field}=${value} (API)`).toBe(false);
    }
    // The API takes any short text as reason; the form offers its list only.
    expect(validateContactField('reason', 'bogus')).toBe('contact.reasonRequired');
    // A message that is there but holds a refused character says so, instead of asking for a message.
    expect(validateContactField('message', 'Love it <3')).toBe('contact.messageCharacters');
    expect(validateContactField('message', '   ')).toBe('contact.messageRequired');
  });

  it('prefills the reason and the listing from a Report link', () => {
    expect(contactPrefill('?reason=report&listing=luna-moth-tee', 'https://shop.test')).toEqual({ reason: 'report', listingUrl: 'https://shop.test/listing/luna-moth-tee/' });
    expect(contactPrefill('?reason=hack&listing=../../x', 'https://shop.test')).toEqual({ reason: '', listingUrl: null });
  });

  it('maps API pointers to fields', () => {
    expect(fieldOfPointer('/email')).toBe('email');
    expect(fieldOfPointer('/data/fullName')).toBe('fullName');
    expect(fieldOfPointer('/other')).toBeNull();
    expect(fieldOfPointer(undefined)).toBeNull();
  });
});

describe('e-mail rule', () => {
  it.each([['ada@example.com', true], ['a.b+c@sub.example.co.uk', true], ['ada@example', false], ['ada@@example.com', false], ['ada..b@example.com', false], ['', false]])('%s -> %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('track and recover forms', () => {
  it('needs an order number and a valid e-mail', () => {
    expect(validateTrack({ orderNumber: ' ', email: 'x' })).toEqual({ orderNumber: 'track.orderNumberRequired', email: 'track.emailInvalid' });
    expect(validateTrack({ orderNumber: 'hk7q-m9xd', email: 'ada@example.com' })).toEqual({});
  });

  it('normalises the order number as it is read off a receipt', () => {
    expect(trackPayload({ orderNumber: ' hk7q-m9xd ', email: ' ada@example.com ' })).toEqual({ orderNumber: 'HK7Q-M9XD', email: 'ada@example.com' });
  });

  it('recovery needs a valid e-mail', () => {
    expect(validateRecoverEmail('nope')).toBe('track.emailInvalid');
    expect(validateRecoverEmail('ada@example.com')).toBeNull();
  });
});
