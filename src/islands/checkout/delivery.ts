import { deliveryFailure } from '../../lib/checkout-flow';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { ERROR_TOAST_TIMEOUT_MS, showToast } from '../../state/toasts';
import { api, call } from '../shared/api';
import { $checkout, $ui, checkoutId, slug, updateCheckout, type DeliveryQuote } from './state';

registerEnglish(checkoutMessages);

/**
 * Delivery options (checkout spec 4, 8): loaded once an address exists; sections 2 and 3 become active
 * together when at least one option exists. A destination the store cannot serve gets the spec's
 * toast; any other failure, or no option at all, opens the 'afterpay unavailable' modal.
 */
export async function loadDeliveryOptions(): Promise<void> {
  const address = $checkout.get()?.customer?.address;
  if (!address) return;
  $ui.setKey('deliveryLoading', true);
  try {
    const answer = await call<{ attributes: { quotes: DeliveryQuote[] } }>((o) =>
      api.api.deliveryOptions.$post({ json: { id: checkoutId(), storeSlug: slug(), stateCode: address.stateCode, countryCode: address.countryCode } }, o),
    );
    if (!answer.ok) {
      $ui.setKey('deliveryOptions', []);
      if (deliveryFailure(answer.errors[0]?.code) === 'toast') showToast(t('checkout.delivery.cannotDeliver'), { timeout: ERROR_TOAST_TIMEOUT_MS });
      else $ui.setKey('deliveryUnavailable', true);
      return;
    }
    const quotes = answer.data.attributes.quotes;
    $ui.setKey('deliveryOptions', quotes);
    if (quotes.length === 0) {
      $ui.setKey('deliveryUnavailable', true);
      return;
    }
    const current = $checkout.get()?.deliveryOption?.id;
    const first = quotes[0];
    if (first && !quotes.some((q) => q.id === current)) await chooseDelivery(first.id);
  } finally {
    $ui.setKey('deliveryLoading', false);
  }
}

/** Choosing an option different from the current one updates the checkout (the server re-prices it). */
export async function chooseDelivery(id: DeliveryQuote['id']): Promise<void> {
  if ($checkout.get()?.deliveryOption?.id === id) return;
  $ui.setKey('deliveryChoice', id);
  try {
    await updateCheckout({ deliveryOption: id });
  } finally {
    // A later choice (the shopper's tap while the first option was being saved) stays shown.
    if ($ui.get().deliveryChoice === id) $ui.setKey('deliveryChoice', null);
  }
}
