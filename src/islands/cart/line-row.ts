import { t } from '../../i18n';
import type { CartLineView } from '../../lib/cart-view';
import { h, setText } from './dom';
import { quantityControl } from './quantity-control';

export interface LineRow {
  readonly element: HTMLLIElement;
  update(line: CartLineView, money: (cents: number) => string): void;
}

export interface LineActions {
  onQuantity: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
}

/**
 * One cart line (browsing spec 3): image, title, product type, colour, size, price, its quantity
 * control, line total and Remove. Built once per sku; `update` rewrites what changed in place.
 */
export function lineRow(sku: string, actions: LineActions): LineRow {
  let line!: CartLineView;
  const imageLink = h('a', { class: 'cart-line__image', tabindex: -1, 'aria-hidden': 'true' });
  const image = h('img', { alt: '', width: 96, height: 96, loading: 'lazy', decoding: 'async' });
  const titleLink = h('a');
  const type = h('p', { class: 'cart-line__type' });
  const fact = () => {
    const term = h('dt');
    const value = h('dd');
    return { term, value, element: h('div', {}, term, value) };
  };
  const colour = fact();
  const size = fact();
  const price = fact();
  const totalLabel = h('span', { class: 'visually-hidden' });
  const total = h('span');
  const remove = h('button', { type: 'button', class: 'cart-line__remove', onclick: () => actions.onRemove(line) });
  const quantity = quantityControl((n) => actions.onQuantity(line, n));
  const element = h(
    'li',
    { class: 'cart-line', 'data-sku': sku },
    imageLink,
    h('div', { class: 'cart-line__info' }, h('h2', { class: 'cart-line__title' }, titleLink), type, h('dl', { class: 'cart-line__facts' }, colour.element, size.element, price.element)),
    h('div', { class: 'cart-line__actions' }, quantity.element, h('p', { class: 'cart-line__total' }, totalLabel, total), remove),
  );

  return {
    element,
    update(next, money) {
      line = next;
      imageLink.href = next.url;
      titleLink.href = next.url;
      if (next.image && image.getAttribute('src') !== next.image) image.src = next.image;
      if (next.image) imageLink.appendChild(image);
      else image.remove();
      setText(titleLink, next.title);
      setText(type, next.productType);
      setText(colour.term, t('cart.colour'));
      setText(colour.value, next.colorName);
      setText(size.term, t('cart.size'));
      setText(size.value, next.selectedSize.label);
      setText(price.term, t('cart.price'));
      setText(price.value, money(next.price));
      setText(totalLabel, `${t('cart.total')}: `);
      setText(total, money(next.totalCents));
      total.dataset.lineTotal = next.totalPrice;
      setText(remove, t('cart.remove'));
      remove.setAttribute('aria-label', t('cart.removeItem', { title: next.title, colour: next.colorName, size: next.selectedSize.label }));
      quantity.update(next);
    },
  };
}
