import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';

registerEnglish(checkoutMessages);

/** What the checkout shows until its sections and the checkout are loaded (also the server's render of the island). */
export function Loader() {
  return (
    <div className="checkout-loader" role="status">
      <span className="checkout-loader__spinner" aria-hidden="true" />
      {t('checkout.loading')}
    </div>
  );
}
