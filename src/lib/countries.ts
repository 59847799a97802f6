import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { isValidPhoneNumber } from 'libphonenumber-js/min';

// The browser build of i18n-iso-countries (what workerd bundles) registers no locale by itself.
countries.registerLocale(en);

/** A country given by two-letter code or English name (the checkout's country list), as its code. */
export function countryCodeOf(value: string): string | null {
  const text = value.trim();
  if (/^[A-Za-z]{2}$/.test(text) && countries.isValid(text.toUpperCase())) return text.toUpperCase();
  return countries.getAlpha2Code(text, 'en') ?? null;
}

export function countryName(code: string): string | null {
  return countries.getName(code, 'en') ?? null;
}

/**
 * Countries without postal codes (Universal Postal Union list, with Ireland's Eircode treated as
 * optional): everywhere else a postal code is required (decisions 9).
 */
const NO_POSTAL_CODE = new Set(
  'AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK IE JM KI KM KN KP LY ML MO MR MW NA NR NU QA RW SB SC SL SR SS ST SY TD TF TG TK TL TO TV UG VU YE ZW'.split(' '),
);

export function usesPostalCode(countryCode: string): boolean {
  return !NO_POSTAL_CODE.has(countryCode);
}

/** Phone numbers are checked as international numbers, read as US numbers when they carry no +code. */
export function isValidPhone(phone: string): boolean {
  try {
    return isValidPhoneNumber(phone.trim(), 'US');
  } catch {
    return false;
  }
}
