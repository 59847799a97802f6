import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, createCheckoutSchema, customerSchemaWith } from '../../../src/contract/checkout';
import { updateCheckoutSchema } from '../../../src/contract/checkout-update';
import { CONTACT_MESSAGES, contactSchema, preorderSchema } from '../../../src/contract/contact';
import { TRACK_MESSAGES, trackSchema } from '../../../src/contract/orders';
import en from '../../../src/i18n/en';
import { customerPayload, EMPTY_CUSTOMER, validateCustomer } from '../../../src/lib/checkout-form';
import { contactPayload, validateContact } from '../../../src/lib/contact-form';

// The contract's messages are what the API answers; the islands show their translations, found by key.
describe('the contract speaks the spec', () => {
  it("answers the checkout form's English messages", () => {
    for (const [name, text] of Object.entries(CHECKOUT_MESSAGES)) expect(en[`checkout.error.${name}` as keyof typeof en], name).toBe(text);
  });

  it("answers the contact and track forms' English messages", () => {
    const keys = { orderNumber: 'contact.orderNumberRequired', email: 'contact.emailInvalid', fullName: 'contact.fullNameRequired', reason: 'contact.reasonRequired', message: 'contact.messageRequired' } as const;
    for (const [field, key] of Object.entries(keys)) expect(en[key], field).toBe(CONTACT_MESSAGES[field as keyof typeof keys]);
    expect(en['track.orderNumberRequired']).toBe(TRACK_MESSAGES.orderNumber);
    expect(en['track.emailInvalid']).toBe(TRACK_MESSAGES.email);
  });
});

const escape = (text: string) => [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

describe('one schema for the form and the route', () => {
  const ada = { ...EMPTY_CUSTOMER, email: ' Ada@Example.com ', firstName: 'Ada', lastName: "O'Neil", phone: '+1 202 555 0123', address1: '1 Main St', city: 'Albany', state: 'NY', zip: '12207' };

  it('the API takes the customer the form takes, lower-casing the e-mail', () => {
    expect(validateCustomer(ada, { internationalCheckout: false, isValidPhone: () => true })).toEqual({});
    const body = { id: '0'.repeat(8) + '-0000-0000-0000-' + '0'.repeat(12), data: { customer: customerPayload(ada) } };
    const parsed = updateCheckoutSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.data.customer?.email).toBe('ada@example.com');
  });

  it('both refuse a name with markup, with the same message', () => {
    const form = validateCustomer({ ...ada, firstName: '<b>Ada</b>' }, { internationalCheckout: false, isValidPhone: () => true });
    expect(en[form.firstName!]).toBe(CHECKOUT_MESSAGES.nameCharacters);
    const api = customerSchemaWith(() => true).safeParse({ ...customerPayload(ada), firstName: '<b>Ada</b>' });
    expect(api.error?.issues.map((i) => i.message)).toEqual([CHECKOUT_MESSAGES.nameCharacters]);
  });

  it('takes a typographic apostrophe in names (iOS types ’) and keeps the plain one, in the form and the API', () => {
    for (const typed of ['O’Brien', 'O‘Brien', 'OʼBrien']) {
      const form = { ...ada, firstName: 'Siobhán', lastName: typed };
      expect(validateCustomer(form, { internationalCheckout: false, isValidPhone: () => true }), typed).toEqual({});
      const body = { id: '0'.repeat(8) + '-0000-0000-0000-' + '0'.repeat(12), data: { customer: customerPayload(form) } };
      expect(updateCheckoutSchema.parse(body).data.customer?.lastName, typed).toBe("O'Brien");
    }
    const contact = { orderNumber: 'HK7Q-M9XD', email: 'ada@example.com', fullName: 'Máire O’Brien', reason: 'damaged', message: 'Smudged.' };
    expect(validateContact(contact)).toEqual({});
    expect(contactSchema.parse(contactPayload(contact)).fullName).toBe("Máire O'Brien");
    // Only apostrophes: other quotes are still refused.
    expect(validateCustomer({ ...ada, lastName: 'O“Brien' }, { internationalCheckout: false, isValidPhone: () => true }).lastName).toBe('checkout.error.nameCharacters');
  });

  it('refuses invisible bidi and zero-width controls in addresses and free text, with the character rule’s message', () => {
    const options = { internationalCheckout: false, isValidPhone: () => true };
    const flipped = '1 Main St\u202E9#';
    expect(en[validateCustomer({ ...ada, address1: flipped }, options).address1!]).toBe(CHECKOUT_MESSAGES.lineCharacters);
    const api = customerSchemaWith(() => true).safeParse({ ...customerPayload(ada), address: { ...customerPayload(ada).address, address1: flipped } });
    expect(api.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['address.address1', CHECKOUT_MESSAGES.lineCharacters]]);
    for (const invisible of ['\u200B', '\u202A', '\u202E', '\u2066', '\u2069']) {
      const address = { ...customerPayload(ada).address, address2: `Apt${invisible}4`, city: `Al${invisible}bany` };
      const issues = customerSchemaWith(() => true).safeParse({ ...customerPayload(ada), address }).error?.issues ?? [];
      expect(issues.map((i) => i.path.at(-1)), escape(invisible)).toEqual(['address2', 'city']);
      expect(contactSchema.safeParse({ orderNumber: 'HK7Q-M9XD', email: 'a@b.co', fullName: 'Ada', reason: 'damaged', message: `Hi${invisible}` }).success, escape(invisible)).toBe(false);
      const preorder = { listingSlug: 'hoodie', email: 'a@b.co', name: 'Ada', street: `1 Main${invisible}`, city: 'Albany', zip: '12207', state: 'NY', country: 'US' };
      expect(preorderSchema.safeParse(preorder).success, escape(invisible)).toBe(false);
      expect(createCheckoutSchema.safeParse({ lineItems: [{ sku: '1_2_3', quantity: 1 }], storeSlug: 'demo', trafficSource: `TTEC${invisible}` }).success, escape(invisible)).toBe(false);
    }
    // Letters of other scripts, signs and line breaks in a message are still fine.
    expect(customerSchemaWith(() => true).safeParse({ ...customerPayload(ada), address: { ...customerPayload(ada).address, address1: 'Straße 5 #2/3 & Co' } }).success).toBe(true);
    expect(contactSchema.safeParse({ orderNumber: 'HK7Q-M9XD', email: 'a@b.co', fullName: 'Ada', reason: 'damaged', message: 'שלום\nThanks 🙂' }).success).toBe(true);
    // The joiners of Persian spelling and of emoji, and the direction marks of right-to-left typing, change no order.
    expect(customerSchemaWith(() => true).safeParse({ ...customerPayload(ada), address: { ...customerPayload(ada).address, address1: 'خیابان می\u200Cرود ۵', address2: 'Apt\u200F 4' } }).success).toBe(true);
    expect(contactSchema.safeParse({ orderNumber: 'HK7Q-M9XD', email: 'a@b.co', fullName: 'Ada', reason: 'damaged', message: 'Thanks 👨\u200D👩\u200D👧' }).success).toBe(true);
    expect(createCheckoutSchema.safeParse({ lineItems: [{ sku: '1_2_3', quantity: 1 }], storeSlug: 'demo', trafficSource: 'TTEC' }).success).toBe(true);
  });

  it('refuses a price from the client and reads order numbers as written on a receipt', () => {
    const priced = createCheckoutSchema.safeParse({ lineItems: [{ sku: '1_2_3', quantity: 1, price: 1 }], storeSlug: 'demo' });
    expect(priced.error?.issues[0]?.code).toBe('unrecognized_keys');
    for (const typed of [' hk7q m9xd ', 'HK7QM9XD', 'hk7q-m9xd', 'HK7Q – M9XD', 'HK7Q\u2011M9XD', 'HK7Q\u2212M9XD', 'HK7Q-M9XD']) {
      expect(trackSchema.parse({ orderNumber: typed, email: 'a@b.co' }).orderNumber, typed).toBe('HK7Q-M9XD');
    }
    // Not an order number's length: compacted, not guessed at (the lookup then finds nothing).
    expect(trackSchema.parse({ orderNumber: 'hk7 qm9', email: 'a@b.co' }).orderNumber).toBe('HK7QM9');
  });
});
