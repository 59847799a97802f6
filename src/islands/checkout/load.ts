import { chooseMethod, eligibleMethods, type CheckoutMethod, type WalletMethod } from '../../lib/checkout-methods';
import { paymentIntentOf } from '../../lib/checkout-flow';
import { customerValues } from '../../lib/checkout-form';
import { t } from '../../i18n';
import { storeContext } from '../shared/store-context';
import { ERROR_TOAST_TIMEOUT_MS, showToast } from '../../state/toasts';
import { loadDeliveryOptions } from './delivery';
import { promoMessage } from './promo';
import { restartFromCart } from './restart';
import { finish, selectMethod, setThankYouExtra, showBanner, submitPayment } from './payment';
import { takeNotice } from './start-again';
import { $checkout, $ui, fetchCheckout, loadPaymentSettings, type Checkout } from './state';

/** The methods this checkout offers now (decisions 13), the wallet once the browser said it can pay. */
export function offeredMethods(checkout: Checkout | null, wallet: WalletMethod | null): CheckoutMethod[] {
  const context = storeContext();
  return eligibleMethods({
    buildFlags: context.buildFlags,
    sellingRegion: context.sellingRegion,
    currency: checkout?.currency ?? context.currencies[0] ?? 'USD',
    // The checkout's region (the shopper's, as the server judges it), else the store's.
    fulfillmentRegion: checkout?.fulfillmentRegion ?? context.localization.fulfillmentRegion,
    countryCode: checkout?.customer?.address.countryCode ?? null,
    wallet,
  });
}

/**
 * Opens /checkout/{id}: loads the checkout (the loader shows meanwhile), refills the form, takes the
 * delivery options it already has, picks the payment method, and resumes a payment that comes back
 * from a provider's page (query payment_intent).
 */
export async function openCheckout(id: string, search: string): Promise<void> {
  const query = new URLSearchParams(search);
  setThankYouExtra({ deviceId: query.get('deviceId') });
  const [answer] = await Promise.all([fetchCheckout(id), loadPaymentSettings()]);
  if (!answer.ok) {
    // Not this browser's checkout (or none at all): its own cart starts a new one, when it has lines.
    if (answer.status === 404 && (await restartFromCart(search))) return;
    $ui.setKey('status', answer.status === 404 || answer.status === 422 ? 'notFound' : 'failed');
    return;
  }
  const checkout = answer.data;
  $checkout.set(checkout);
  if (checkout.state === 'completed') return finish(checkout);
  $ui.setKey('formValues', customerValues(checkout.customer));
  $ui.setKey('deliveryOptions', checkout.deliveryOptions);
  if (checkout.promoCodeErrors[0]) $ui.setKey('promoError', promoMessage(checkout.promoCodeErrors[0]));
  $ui.setKey('status', 'ready');
  // Opened in place of a checkout whose payment was cancelled (start-again.ts): say why.
  const notice = takeNotice(checkout.id);
  if (notice) showBanner(notice, 'payment_cancelled');

  const method = chooseMethod(offeredMethods(checkout, null), query.get('method'), checkout.paymentMethod);
  if (method) void selectMethod(method);
  if (checkout.customer && checkout.deliveryOptions.length === 0) void loadDeliveryOptions();

  const intent = paymentIntentOf(search);
  if (intent) {
    // Back from 3-D Secure or Afterpay: finish the payment once, then drop the query from the address.
    const clean = new URL(window.location.href);
    clean.searchParams.delete('payment_intent');
    clean.searchParams.delete('payment_intent_client_secret');
    clean.searchParams.delete('redirect_status');
    window.history.replaceState(null, '', clean.pathname + clean.search);
    await submitPayment(checkout.platform ?? 'stripe', { paymentToken: intent, paymentId: checkout.paymentId });
  } else if (checkout.payment?.state === 'failed') {
    showToast(t('checkout.error.paymentFailed'), { timeout: ERROR_TOAST_TIMEOUT_MS, position: 'top-center' });
  }
}

export function chooseWallet(wallet: WalletMethod | null): void {
  $ui.setKey('wallet', wallet);
}
