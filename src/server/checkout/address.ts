import { countryCodeOf, countryName, usesPostalCode } from '../../lib/countries';
import { checkUsStateZip, usStateCode, usStateName, type AddressCheck } from '../../lib/us-address';
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { ApiError } from '../errors/api-error';
import type { StoreConfig } from '../config/schema';
import type { Customer } from './model';
import type { CustomerInput } from '../../contract/checkout';

const OUTSIDE_US =
  "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.";
const P = '/data/customer/address';

/**
 * A customer as the checkout keeps it: country and US state resolved to codes, the phone in E.164.
 * US addresses follow the US rules (state list, ZIP matching the state); other countries need a postal
 * code where the country uses one and no state (decisions 9). `keepSuggested`: the shopper kept their
 * own address in the 'Verify your address' modal (checkout spec 4), so a state/ZIP mismatch is accepted.
 */
export function normalizeCustomer(input: CustomerInput, config: StoreConfig, options: { keepSuggested?: boolean } = {}): { customer: Customer; check: AddressCheck } {
  const a = input.address;
  const countryCode = countryCodeOf(a.countryCode ?? a.country) ?? countryCodeOf(a.country);
  if (!countryCode) throw new ApiError(422, 'invalid_country', 'Please select your country', `${P}/country`);
  if (countryCode !== 'US' && !config.internationalCheckout) throw new ApiError(422, 'international_checkout_disabled', OUTSIDE_US, `${P}/country`);
  const zip = a.zip?.trim() || null;
  let stateCode: string | null = null;
  let check: AddressCheck = { isValid: true, status: 'valid', error: null, field: null, suggestions: [] };
  if (countryCode === 'US') {
    stateCode = usStateCode(a.stateCode ?? a.state ?? '') ?? usStateCode(a.state ?? '');
    if (!stateCode) throw new ApiError(422, 'invalid_state', 'Please select your state', `${P}/state`);
    if (!zip) throw new ApiError(422, 'invalid_zip', 'Please enter your zipcode', `${P}/zip`);
    check = checkUsStateZip(stateCode, zip);
    // A ZIP of another state is taken once the shopper confirmed it in the verify modal (ZIPs can
    // cross state lines); a ZIP of no state never is.
    if (!check.isValid && !(options.keepSuggested && check.status === 'suggestion')) throw new AddressError(check);
  } else if (usesPostalCode(countryCode) && !zip) {
    throw new ApiError(422, 'invalid_zip', 'Please enter your postal code', `${P}/zip`);
  }
  const phone = parsePhoneNumberWithError(input.phone, 'US').number;
  return {
    customer: {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone,
      address: {
        address1: a.address1,
        address2: a.address2?.trim() || null,
        city: a.city,
        state: stateCode ? usStateName(stateCode) : null,
        stateCode,
        zip,
        country: countryName(countryCode) ?? a.country,
        countryCode,
      },
    },
    check,
  };
}

/** A US address whose state and ZIP disagree: the error carries the check for the verify modal. */
export class AddressError extends ApiError {
  constructor(readonly check: AddressCheck) {
    super(422, check.status === 'suggestion' ? 'address_suggestion' : 'invalid_address', check.error ?? 'Please check your address', `${P}/${check.field ?? 'zip'}`);
  }
}
