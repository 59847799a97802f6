import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';

/**
 * Phone rules of the checkout form (spec 5: a valid international number, US by default), kept apart
 * from checkout-form.ts so the island can load libphonenumber's metadata (about 30 KB gzipped) after
 * the page shows instead of before. The one phone rule: the contract's customer schema runs it on the
 * server and in the island (src/contract/checkout-update.ts).
 */
/** Phone numbers are checked as international numbers, read as US numbers when they carry no +code. */
export function isValidPhone(phone: string): boolean {
  try {
    return isValidPhoneNumber(phone.trim(), 'US');
  } catch {
    return false;
  }
}

/** A valid phone number written the international way (+1 415 555 2671); anything else unchanged. */
export function formatPhone(phone: string): string {
  const text = phone.trim();
  if (!text || !isValidPhone(text)) return phone;
  try {
    return parsePhoneNumberWithError(text, 'US').formatInternational();
  } catch {
    return phone;
  }
}
