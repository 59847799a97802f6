import en from '../en';
import type { Messages } from '../types';

/**
 * British English: the English catalog with British spelling and wording where they differ (colour,
 * favourite, centre, …). Prices and dates follow en-GB through Intl (£, 27 Nov). tests/unit/i18n checks
 * that no en-GB message keeps an American spelling.
 *
 * The whole English catalog comes along: a browser bundle carries only the English of the features its
 * islands register (src/i18n/index.ts registerEnglish), so the page localizer's swap of static text
 * (footer, headings) finds no English fallback for the rest; the other locales carry every key too.
 */
export const overrides: Messages = {
  'listing.preorderZip': 'Postcode',
  'listing.preorderError.zipRequired': 'Please enter your postcode',
  'listing.preorderError.zipInvalid': 'Please enter a valid postcode',
  'checkout.field.zip': 'Postcode',
  'checkout.error.zip': 'Please enter your postcode',
  'checkout.verify.intro': 'The postcode does not match the state you entered. Which address should we use?',
  'error.zipNotInState': 'The postcode does not match the state you entered.',
  'checkout.afterpay.amount': 'Pay {amount} in 4 interest-free instalments with Afterpay.',
  'checkout.card.expiry': 'Expiry date (MM / YY)',
  'checkout.card.expiryIncomplete': "Your card's expiry date is incomplete.",
  'checkout.card.expiryInvalid': "Your card's expiry date is invalid.",
  'checkout.card.expiryPast': "Your card's expiry date is in the past.",
  'checkout.card.expiryYearPast': "Your card's expiry year is in the past.",
};
export default { ...en, ...overrides } as Messages;
