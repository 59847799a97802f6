import type { CartLineView } from '../../lib/cart-view';
import { formatMoney } from '../../lib/money';
import { t, registerEnglish } from '../../i18n';
import cartMessages from '../../i18n/en/cart';
import { QuantityControl } from './QuantityControl';

registerEnglish(cartMessages);

interface Props {
  line: CartLineView;
  currency: string;
  locale: string;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
}

/** One cart line: the derived view of browsing spec 3 with its quantity control and Remove. */
export function CartLineItem({ line, currency, locale, onQuantity, onRemove }: Props) {
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return (
    <li className="cart-line" data-sku={line.sku}>
      <a className="cart-line__image" href={line.url} tabIndex={-1} aria-hidden="true">
        {line.image ? <img src={line.image} alt="" width="96" height="96" loading="lazy" decoding="async" /> : null}
      </a>
      <div className="cart-line__info">
        <h2 className="cart-line__title">
          <a href={line.url}>{line.title}</a>
        </h2>
        <p className="cart-line__type">{line.productType}</p>
        <dl className="cart-line__facts">
          <div>
            <dt>{t('cart.colour')}</dt>
            <dd>{line.colorName}</dd>
          </div>
          <div>
            <dt>{t('cart.size')}</dt>
            <dd>{line.selectedSize.label}</dd>
          </div>
          <div>
            <dt>{t('cart.price')}</dt>
            <dd>{money(line.price)}</dd>
          </div>
        </dl>
      </div>
      <div className="cart-line__actions">
        <QuantityControl line={line} onChange={(quantity) => onQuantity(line, quantity)} />
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cart.total')}: </span>
          <span data-line-total={line.totalPrice}>{money(line.totalCents)}</span>
        </p>
        <button type="button" className="cart-line__remove" aria-label={t('cart.removeItem', { title: line.title, colour: line.colorName, size: line.selectedSize.label })} onClick={() => onRemove(line)}>
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}
