import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { money } from './money';
import { placeOrder } from './payment';
import { usePlaceOrder } from './PaymentSection';
import { $checkout, $ui } from './state';

registerEnglish(checkoutMessages);

const MOBILE = '(max-width: 766.98px)';

/**
 * The sticky checkout bar (spec 2): on small screens, while the main buttons are out of view, the total
 * and the place-order button stay at the bottom. With a provider's own button (PayPal, wallet) it
 * scrolls to the payment section instead.
 */
export function StickyBar() {
  const checkout = useStore($checkout);
  const ui = useStore($ui);
  const active = ui.deliveryOptions.length > 0;
  const { disabled, label, sdkButton } = usePlaceOrder();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // The place-order area once section 3 is active, else section 3 itself.
    const target = document.getElementById('checkout-actions') ?? document.getElementById('checkout-payment');
    if (!target || !('IntersectionObserver' in window)) return;
    const media = window.matchMedia(MOBILE);
    let inView = true;
    const update = () => setVisible(media.matches && !inView);
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((e) => e.isIntersecting);
      update();
    });
    observer.observe(target);
    media.addEventListener('change', update);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', update);
    };
  }, [active, ui.method]);

  if (!checkout || !visible) return null;
  const onClick = () => {
    if (sdkButton) document.getElementById('checkout-payment')?.scrollIntoView({ behavior: 'smooth' });
    else void placeOrder();
  };
  return (
    <div className="sticky-bar" role="region" aria-label={t('checkout.sticky.label')}>
      <span className="sticky-bar__total">
        {t('checkout.summary.total')} <strong>{money(checkout.costs.total.value, checkout.currency)}</strong>
      </span>
      <button type="button" className="button" disabled={disabled && !sdkButton} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
