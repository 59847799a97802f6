import type { Messages } from '../index';

/**
 * British English: the English catalog with British spelling and wording where they differ (colour,
 * favourite, centre, …), so it lists only those keys and falls back to English for the rest. Prices
 * and dates still follow en-GB through Intl (£, 27 Nov). tests/unit/i18n checks that no en-GB message
 * keeps an American spelling.
 */
const overrides: Messages = {
  'listing.preorderZip': 'Postcode',
  'listing.preorderError.zipRequired': 'Please enter your postcode',
  'listing.preorderError.zipInvalid': 'Please enter a valid postcode',
};
export default overrides;
