import { useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import cartMessages from '../../i18n/en/cart';
import { track } from '../../lib/analytics';
import { analyticsItemOf, type CartView } from '../../lib/cart-view';
import { storeContext } from '../../lib/store-context';
import { showToast } from '../../stores/toasts';
import { checkOut, refusedSkus } from './checkout';

registerEnglish(cartMessages);

export interface CheckoutControl {
  busy: boolean;
  /** Preview mode, an empty or zero cart, lines still loading, or a checkout under way. */
  disabled: boolean;
  preview: boolean;
  error: string | null;
  start: () => void;
}

/**
 * The Checkout button (browsing spec 4, checkout spec 8): every line is checked against live stock and
 * listing state; refused lines go to the unavailable-items modal and the inactive-checkout event is
 * tracked. Otherwise the checkout is created (or the open one updated), begin_checkout is tracked and the
 * browser goes to /checkout/{id}; a failure shows 'Error checking out: {message}' and stays on /cart.
 */
export function useCheckout(view: CartView, onRefused: (skus: string[]) => void): CheckoutControl {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = storeContext().preview;
  const disabled = preview || busy || view.lines.length === 0 || view.pending.length > 0 || view.subtotalCents <= 0;

  const run = async () => {
    setBusy(true);
    setError(null);
    const lineItems = view.lines.map((line) => ({ sku: line.sku, quantity: line.quantityInCart }));
    const refused = await refusedSkus(lineItems, view.currency);
    if (refused.length > 0) {
      track('inactive_checkout', { currency: view.currency, items: view.lines.filter((line) => refused.includes(line.sku)).map((line) => analyticsItemOf(line)) });
      setBusy(false);
      onRefused(refused);
      return;
    }
    const outcome = await checkOut(lineItems, view.currency, storeContext().slug);
    if (!outcome.ok) {
      const message = outcome.message ? t('cart.checkoutError', { message: outcome.message }) : t('cart.checkoutErrorRetry');
      setError(message);
      showToast(message);
      setBusy(false);
      return;
    }
    track('begin_checkout', { currency: view.currency, items: view.lines.map((line) => analyticsItemOf(line)) });
    window.location.assign(`/checkout/${encodeURIComponent(outcome.id)}`);
  };

  const start = () => {
    if (!disabled) void run();
  };
  return { busy, disabled, preview, error, start };
}
