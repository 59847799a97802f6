import { useStore } from '@nanostores/react';
import { t, registerEnglish, type MessageKey } from '../../i18n';
import { arrivalText, DELIVERY_METHODS } from '../../lib/delivery-quote';
import { $localization } from '../../state/localization';
import checkoutMessages from '../../i18n/en/checkout';
import { Dialog } from '../shared/Dialog';
import { chooseDelivery } from './delivery';
import { money } from './money';
import { $checkout, $ui } from './state';

registerEnglish(checkoutMessages);

/**
 * Section 2, Delivery options: one radio per quote with its price (0 shows as Free) and arrival
 * dates. Choosing another option updates the checkout, and the server's new totals show.
 */
export function DeliverySection() {
  const checkout = useStore($checkout);
  const { locale } = useStore($localization);
  const ui = useStore($ui);
  if (!checkout) return null;
  const current = ui.deliveryChoice ?? checkout.deliveryOption?.id ?? null;
  return (
    <>
      {ui.deliveryLoading && ui.deliveryOptions.length === 0 && <p role="status">{t('checkout.delivery.loading')}</p>}
      {ui.deliveryOptions.length > 0 && (
        <fieldset className="choice-list">
          <legend className="visually-hidden">{t('checkout.section.delivery')}</legend>
          {ui.deliveryOptions.map((option) => (
            <label key={option.id} className={`choice ${current === option.id ? 'is-selected' : ''}`}>
              <input type="radio" name="deliveryOption" value={option.id} checked={current === option.id} onChange={() => void chooseDelivery(option.id)} />
              <span className="choice__label">{methodName(option)}</span>
              <span className="choice__price">{option.cost.amount === 0 ? t('checkout.delivery.free') : money(option.cost.amount, checkout.currency)}</span>
              <span className="choice__note">{t('checkout.delivery.arrives', { dates: arrivalText(option.deliveryEstimates.early, option.deliveryEstimates.late, locale) })}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Dialog open={ui.deliveryUnavailable} onClose={() => $ui.setKey('deliveryUnavailable', false)} title={t('checkout.delivery.unavailableTitle')} name="afterpay-unavailable">
        <p>{t('checkout.delivery.unavailableText')}</p>
        <button type="button" className="button" onClick={() => $ui.setKey('deliveryUnavailable', false)}>{t('common.ok')}</button>
      </Dialog>
    </>
  );
}

/** The server sends the option's id and dates; the shopper's locale words them (its English label else). */
function methodName(option: { id: string; label: string }): string {
  const method = DELIVERY_METHODS.find((m) => m.id === option.id);
  return method ? t(`checkout.delivery.method.${method.key}` as MessageKey) : option.label;
}
