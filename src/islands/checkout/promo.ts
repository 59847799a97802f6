import { promoError } from '../../lib/checkout-flow';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { $checkout, $ui, updateCheckout } from './state';

registerEnglish(checkoutMessages);

/**
 * The promo box (checkout spec 4, 5, 8): a code needs an address first; the server keeps a code only
 * when it applies, otherwise its error (the one pointing at promoCode) shows and the code is cleared.
 */
export const PROMO_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
export const promoValid = (code: string): boolean => PROMO_PATTERN.test(code.trim());

export async function applyPromo(code: string): Promise<boolean> {
  $ui.setKey('promoError', null);
  if (!$checkout.get()?.customer) {
    $ui.setKey('promoError', t('checkout.promo.needsAddress'));
    return false;
  }
  const answer = await updateCheckout({ promoCode: code.trim() });
  if (answer.ok) return true;
  // The server's code, worded in the shopper's locale (its detail is the same message in English).
  $ui.setKey('promoError', t(promoError(answer.errors)?.code === 'promo_code_needs_address' ? 'checkout.promo.needsAddress' : 'checkout.promo.invalid'));
  return false;
}

export async function removePromo(): Promise<void> {
  $ui.setKey('promoError', null);
  await updateCheckout({ promoCode: null });
}
