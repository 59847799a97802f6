import { ADDRESS_FIELDS, customerPayload, fieldOfPointer, type CustomerValues } from '../../lib/checkout-form';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { countryCodeOf } from '../../lib/countries';
import { api, call } from '../shared/api';
import { shopperMessage } from '../shared/shopper-message';
import { loadDeliveryOptions } from './delivery';
import { $ui, slug, updateCheckout } from './state';

registerEnglish(checkoutMessages);

/**
 * Address entry (checkout spec 4): the validated form is saved to the checkout with state pending. A
 * ZIP of another state brings the 'Verify your address' modal; the shopper's choice refills the form
 * and saves it again without revalidation. Other address problems show in the box above the street,
 * in the shopper's language (src/lib/error-messages.ts).
 */
export async function saveCustomer(values: CustomerValues, options: { confirmed?: boolean } = {}): Promise<boolean> {
  $ui.setKey('savingCustomer', true);
  $ui.setKey('fieldError', null);
  $ui.setKey('addressProblem', null);
  try {
    const answer = await updateCheckout({ customer: customerPayload(values), state: 'pending', ...(options.confirmed ? { addressConfirmed: true } : {}) });
    if (answer.ok) {
      $ui.setKey('formValues', values);
      await loadDeliveryOptions();
      return true;
    }
    const error = answer.errors[0] ?? {};
    if (error.code === 'address_suggestion' && (await openVerify(values))) return false;
    const field = fieldOfPointer(error.source?.pointer);
    // One code for a missing ZIP and a missing postal code: the form knows which one the country has.
    const postal = error.code === 'invalid_zip' && countryCodeOf(values.country) !== 'US';
    const message = postal ? t('checkout.error.postalCode') : shopperMessage(error, 'checkout.error.generic');
    if (!field || ADDRESS_FIELDS.includes(field) || error.code === 'invalid_address') $ui.setKey('addressProblem', message);
    else $ui.setKey('fieldError', { field, message });
    return false;
  } finally {
    $ui.setKey('savingCustomer', false);
  }
}

/** Asks POST /v1/address/validate for the suggestion and opens the modal; false when there is none. */
async function openVerify(values: CustomerValues): Promise<boolean> {
  const { address } = customerPayload(values);
  const answer = await call<{ status: string; error: string | null; suggestions: { state: string; stateCode: string }[] }>((o) =>
    api.api.v1.address.validate.$post({ json: { address } }, o),
  );
  const suggestion = answer.ok ? answer.data.suggestions[0] : undefined;
  if (!answer.ok || answer.data.status !== 'suggestion' || !suggestion) return false;
  $ui.setKey('verify', { original: values, suggestion: { ...values, state: suggestion.stateCode } });
  return true;
}

export type VerifyChoice = 'original' | 'suggestion' | 'cancel';

/** The modal's three buttons. The choice is tracked (no address in it, decisions 23). */
export async function chooseAddress(choice: VerifyChoice): Promise<void> {
  const verify = $ui.get().verify;
  if (!verify) return;
  $ui.setKey('verify', null);
  if (typeof window !== 'undefined') {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'address_suggestion', choice, storeSlug: slug() });
  }
  if (choice === 'cancel') return;
  const values = choice === 'original' ? verify.original : verify.suggestion;
  // Refill the form with the chosen address, then save it without validating again.
  $ui.setKey('formValues', values);
  $ui.setKey('formRevision', $ui.get().formRevision + 1);
  await saveCustomer(values, { confirmed: choice === 'original' });
}
