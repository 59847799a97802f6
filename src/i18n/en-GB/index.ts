import en from '../en';
import type { Messages } from '../index';

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
};
export default { ...en, ...overrides } as Messages;
