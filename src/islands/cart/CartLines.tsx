import { t, registerEnglish } from '../../i18n';
import cartMessages from '../../i18n/en/cart';
import type { CartLineView, CartView } from '../../lib/cart-view';
import { formatMoney } from '../../lib/money';
import { CartLineItem } from './CartLineItem';
import type { CheckoutControl } from './use-checkout';

registerEnglish(cartMessages);

interface Props {
  view: CartView;
  locale: string;
  checkout: CheckoutControl;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
}

/** The cart's lines, the subtotal (two decimals in the cart's currency) and the Checkout button. */
export function CartLines({ view, locale, checkout, onQuantity, onRemove }: Props) {
  return (
    <div className="cart__body">
      <ul className="cart__lines" aria-label={t('cart.linesLabel')}>
        {view.lines.map((line) => (
          <CartLineItem key={line.sku} line={line} currency={view.currency} locale={locale} onQuantity={onQuantity} onRemove={onRemove} />
        ))}
      </ul>
      <div className="cart__summary">
        <p className="cart__subtotal">
          <span>{t('cart.subtotal')}</span>
          <strong data-subtotal={view.subtotal}>{formatMoney(view.subtotalCents, view.currency, locale)}</strong>
        </p>
        {checkout.error && (
          <p className="cart__error" role="alert">
            {checkout.error}
          </p>
        )}
        <button type="button" className="button cart__checkout" disabled={checkout.disabled} aria-busy={checkout.busy} onClick={checkout.start}>
          {checkout.busy ? t('cart.checkingOut') : t('cart.checkout')}
        </button>
        {checkout.preview && <p className="hint">{t('cart.previewCheckout')}</p>}
      </div>
    </div>
  );
}
