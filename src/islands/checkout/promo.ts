import * as z from 'zod/mini';
import { promoCodeSchema } from '../../contract/checkout';
import { promoError, type ApiErrorItem } from '../../lib/checkout-flow';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { firstShopperMessage } from '../shared/shopper-message';
import { $checkout, $ui, updateCheckout } from './state';

registerEnglish(checkoutMessages);

/**
 * The promo box (checkout spec 4, 5, 8): a code needs an address first; the server keeps a code only
 * when it applies, otherwise its error (the one pointing at promoCode) shows and the code is cleared.
 * Any other failure (rate limited, the checkout busy, the network) shows its own message, not the
 * promo one: the code may well apply.
 */
// A code the API takes (the contract's rule: store codes may hold spaces, "SUMMER SALE"), not empty.
export const promoValid = (code: string): boolean => {
  const result = z.safeParse(promoCodeSchema, code);
  return result.success && result.data !== '';
};

export async function applyPromo(code: string): Promise<boolean> {
  $ui.setKey('promoError', null);
  if (!$checkout.get()?.customer) {
    $ui.setKey('promoError', t('checkout.promo.needsAddress'));
    return false;
  }
  const answer = await updateCheckout({ promoCode: code.trim() });
  if (answer.ok) return true;
  const promo = promoError(answer.errors);
  $ui.setKey('promoError', promo ? promoMessage(promo) : firstShopperMessage(answer.errors, 'checkout.error.generic'));
  return false;
}

/**
 * A promo code's error (an update's, or one of the checkout's promoCodeErrors) in the shopper's locale:
 * by its code, since its detail is the same message in English. Any error about the code but the
 * missing address says the code does not apply.
 */
export const promoMessage = (error: ApiErrorItem): string => t(error.code === 'promo_code_needs_address' ? 'checkout.promo.needsAddress' : 'checkout.promo.invalid');

export async function removePromo(): Promise<void> {
  $ui.setKey('promoError', null);
  await updateCheckout({ promoCode: null });
}
