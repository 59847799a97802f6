import { useStore } from '@nanostores/react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { money } from './money';
import { $checkout } from './state';

registerEnglish(checkoutMessages);

/**
 * The order as the server priced it: lines, subtotal, shipping, tax, discount and total. Used by the
 * desktop side summary and the mobile 'Your cart (n)' modal. 'Modify order' goes back to the cart.
 */
export function OrderSummary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const checkout = useStore($checkout);
  if (!checkout) return null;
  const { costs, currency } = checkout;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discountLabel = checkout.promoCode ? t('checkout.summary.discountCode', { code: checkout.promoCode }) : t('checkout.summary.discount');
  return (
    <div className="checkout-summary">
      <div className="checkout-summary__head">
        <Heading className="checkout-summary__title">{t('checkout.summary.title')}</Heading>
        <a href="/cart" className="checkout-summary__modify">{t('checkout.summary.modify')}</a>
      </div>
      <ul className="checkout-lines">
        {checkout.lineItems.map((line) => (
          <li key={line.sku} className="checkout-line">
            {line.image ? <img src={line.image} alt="" width="64" height="64" loading="lazy" /> : <span className="checkout-line__img" aria-hidden="true" />}
            <div className="checkout-line__text">
              <span className="checkout-line__title">{line.title}</span>
              {(line.color || line.size) && <span className="checkout-line__meta">{t('checkout.summary.details', { color: line.color ?? '', size: line.size ?? '' })}</span>}
              <span className="checkout-line__meta">{t('checkout.summary.quantity', { quantity: line.quantity })}</span>
            </div>
            <span className="checkout-line__price">{money(line.total, currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t('checkout.summary.subtotal')}</dt>
        <dd>{money(costs.lineItems.value, currency)}</dd>
        <dt>{t('checkout.summary.shipping')}</dt>
        <dd>{checkout.deliveryOption ? (costs.shipping.value === 0 ? t('checkout.delivery.free') : money(costs.shipping.value, currency)) : t('checkout.summary.shippingLater')}</dd>
        {costs.tax.value > 0 && (
          <>
            <dt>{t('checkout.summary.tax')}</dt>
            <dd>{money(costs.tax.value, currency)}</dd>
          </>
        )}
        {costs.discount.value > 0 && (
          <>
            <dt>{discountLabel}</dt>
            <dd data-testid="checkout-discount">−{money(costs.discount.value, currency)}</dd>
          </>
        )}
        <dt className="checkout-totals__total">{t('checkout.summary.total')}</dt>
        <dd className="checkout-totals__total" data-testid="checkout-total">{money(costs.total.value, currency)}</dd>
      </dl>
    </div>
  );
}
