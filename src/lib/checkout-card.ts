import type { MessageKey } from '../i18n';
import { passesLuhn } from './luhn';

/**
 * The sandbox card form (used when no Stripe publishable key is configured): the same fields and live
 * messages as Stripe Elements, so the shopper sees the same checkout. The number itself is the sandbox
 * provider's payment token (src/lib/sandbox-cards.ts); nothing here stands in for a real card check.
 */
export interface CardValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardValues;
export type CardErrors = Partial<Record<CardField, MessageKey>>;

export const EMPTY_CARD: CardValues = { name: '', number: '', expiry: '', cvc: '' };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** American Express numbers are 15 digits with a 4-digit code; the rest 16 digits (up to 19) with 3. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Groups the digits as they are printed on the card: 4-4-4-4, or 4-6-5 for American Express. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (isAmex(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM / YY as the shopper types: '4' becomes '04 / ' once it can only be a month. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function validateCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!values.name.trim()) errors.name = 'checkout.card.nameRequired';
  const number = digitsOf(values.number);
  const numberLength = isAmex(number) ? 15 : 16;
  if (number.length < numberLength) errors.number = 'checkout.card.numberIncomplete';
  else if (!passesLuhn(number)) errors.number = 'checkout.card.numberInvalid';

  const expiry = digitsOf(values.expiry);
  if (expiry.length < 4) errors.expiry = 'checkout.card.expiryIncomplete';
  else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    const thisYear = now.getUTCFullYear();
    if (month < 1 || month > 12) errors.expiry = 'checkout.card.expiryInvalid';
    else if (year < thisYear) errors.expiry = 'checkout.card.expiryYearPast';
    else if (year === thisYear && month < now.getUTCMonth() + 1) errors.expiry = 'checkout.card.expiryPast';
  }
  if (digitsOf(values.cvc).length < (isAmex(number) ? 4 : 3)) errors.cvc = 'checkout.card.cvcIncomplete';
  return errors;
}

/** What the sandbox provider takes as the payment token: the card number's digits. */
export const sandboxCardToken = (values: CardValues): string => digitsOf(values.number);
