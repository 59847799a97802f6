import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { Dialog } from '../shared/Dialog';
import { money } from './money';
import { OrderSummary } from './OrderSummary';
import { PromoBox } from './PromoBox';
import { $checkout } from './state';

registerEnglish(checkoutMessages);

/**
 * Small screens (below 767 px) instead of the side summary: 'Your cart (n)' with the total opens the
 * cart-summary modal, and 'Have a promo code?' opens the promo box in a modal.
 */
export function MobileSummary() {
  const checkout = useStore($checkout);
  const [cartOpen, setCartOpen] = useState(false);
  const [promoOpen, setPromoOpen] = useState(false);
  if (!checkout) return null;
  const count = checkout.lineItems.reduce((n, l) => n + l.quantity, 0);
  return (
    <div className="mobile-summary">
      <button type="button" className="mobile-summary__toggle" aria-haspopup="dialog" onClick={() => setCartOpen(true)}>
        <span>{t('checkout.summary.toggle', { count })}</span>
        <span className="mobile-summary__total">{money(checkout.costs.total.value, checkout.currency)}</span>
      </button>
      <button type="button" className="link-button mobile-summary__promo" aria-haspopup="dialog" onClick={() => setPromoOpen(true)}>
        {checkout.promoCode ? t('checkout.promo.applied', { code: checkout.promoCode }) : t('checkout.promo.add')}
      </button>
      <Dialog open={cartOpen} onClose={() => setCartOpen(false)} title={t('checkout.summary.modalTitle')} name="cart-summary">
        <OrderSummary headingLevel={3} />
      </Dialog>
      <Dialog open={promoOpen} onClose={() => setPromoOpen(false)} title={t('checkout.promo.modalTitle')} name="promo-code">
        {promoOpen && <PromoBox startEntering={!checkout.promoCode} />}
      </Dialog>
    </div>
  );
}
