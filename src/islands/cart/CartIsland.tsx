import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import cartMessages from '../../i18n/en/cart';
import { track } from '../../lib/analytics';
import { analyticsItemOf, deriveCart, unavailableFromViews, type CartLineView, type UnavailableLine } from '../../lib/cart-view';
import { storeContext } from '../../lib/store-context';
import { $cart, removeFromCart, setQuantity, startCart } from '../../stores/cart';
import { $localization } from '../../stores/localization';
import { CartLines } from './CartLines';
import { $failedSlugs, $listings, loadListings, retryFailed } from './listings';
import { UnavailableModal } from './UnavailableModal';
import { useCheckout } from './use-checkout';
import './cart.css';

registerEnglish(cartMessages);

/** After the cart is fetched, unavailable lines are announced after 400 ms (browsing spec 4 and 9). */
export const UNAVAILABLE_MODAL_DELAY_MS = 400;

/**
 * The cart page (/cart): loading indicator until every line is resolved, the empty state, the lines with
 * quantity and removal, the subtotal, and Checkout (live check, then create or update the checkout).
 */
export default function CartIsland() {
  const cart = useStore($cart);
  const listings = useStore($listings);
  const failed = useStore($failedSlugs);
  const { currency: wanted, locale } = useStore($localization);
  const [started, setStarted] = useState(false);
  const [modal, setModal] = useState<UnavailableLine[] | null>(null);
  const fallback = storeContext().currencies[0] ?? 'USD';
  const view = useMemo(() => deriveCart(cart.lines, listings, wanted, fallback), [cart, listings, wanted, fallback]);
  const loading = !started || view.pending.some((line) => !failed.has(line.slug));
  const showModalSoon = (lines: UnavailableLine[]) => window.setTimeout(() => setModal(lines), UNAVAILABLE_MODAL_DELAY_MS);
  const checkout = useCheckout(view, (skus) => showModalSoon(unavailableFromViews(view.lines, skus)));

  useEffect(() => {
    startCart();
    setStarted(true);
  }, []);
  useEffect(() => {
    if (started) loadListings(cart.lines.map((line) => line.slug));
  }, [cart, started]);

  // Lines found unavailable when the cart is resolved: the modal after 400 ms (keyed by skus, so a
  // re-render does not restart the delay).
  const unavailableKey = loading ? '' : view.unavailable.map((u) => u.sku).join(',');
  useEffect(() => {
    if (!unavailableKey || modal) return;
    const timer = showModalSoon(view.unavailable);
    return () => window.clearTimeout(timer);
  }, [unavailableKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const onOk = () => {
    if (modal) removeFromCart(modal.map((line) => line.sku));
    setModal(null);
  };
  const onQuantity = (line: CartLineView, quantity: number) => {
    const delta = quantity - line.quantityInCart;
    if (delta === 0) return;
    setQuantity(line.sku, quantity);
    track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', { currency: view.currency, items: [analyticsItemOf(line, Math.abs(delta))] });
  };
  const onRemove = (line: CartLineView) => {
    removeFromCart([line.sku]);
    track('remove_from_cart', { currency: view.currency, items: [analyticsItemOf(line)] });
  };

  const failedLines = view.pending.filter((line) => failed.has(line.slug));
  return (
    <div className="cart" aria-busy={loading}>
      {loading ? (
        <p className="cart__loading" role="status">
          <span className="cart__spinner" aria-hidden="true" />
          {t('cart.loading')}
        </p>
      ) : view.lines.length === 0 && failedLines.length === 0 ? (
        <div className="cart__empty">
          <p>{t('cart.empty')}</p>
          <a className="button" href="/">{t('cart.continueShopping')}</a>
        </div>
      ) : (
        <CartLines view={view} locale={locale} checkout={checkout} onQuantity={onQuantity} onRemove={onRemove} />
      )}
      {!loading && failedLines.length > 0 && (
        <div className="cart__load-failed" role="alert">
          <p>{t('cart.loadFailed')}</p>
          <button type="button" className="button button--outline" onClick={retryFailed}>{t('cart.retry')}</button>
        </div>
      )}
      <UnavailableModal lines={modal} onOk={onOk} />
    </div>
  );
}
