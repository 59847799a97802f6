import { t } from '../../i18n';
import { parseQuantity, type CartLineView } from '../../lib/cart-view';
import { DROPDOWN_MAX, quantityOptions } from '../../lib/listing-quantity';
import { h } from './dom';

export interface QuantityControl {
  /** The select or the free-entry box, whichever is showing. */
  readonly element: HTMLSelectElement | HTMLInputElement;
  update(line: CartLineView): void;
}

/**
 * A line's quantity (browsing spec 5 and "Other rules", decisions 17): the listing's dropdown of 1 to 10
 * whose tenth item is labelled 10+ and switches to free entry; never more than the stock, at most 99.
 * Free entry commits on Enter or when it loses focus. A line holding 10 or more starts in free entry. The elements are kept across
 * updates, so a change never takes the focus away from the shopper.
 */
export function quantityControl(onChange: (quantity: number) => void): QuantityControl {
  let line: CartLineView | null = null;
  let free: boolean | null = null;
  let shown = -1; // the quantity last written into the box: another tab's change rewrites it
  let optionsKey = '';
  const select = h('select', { class: 'cart-line__quantity' });
  const input = h('input', { class: 'cart-line__quantity cart-line__quantity--free', type: 'number', inputmode: 'numeric', min: 1, step: 1 });
  let element: HTMLSelectElement | HTMLInputElement = select;

  const show = (next: HTMLSelectElement | HTMLInputElement) => {
    if (next === element) return;
    element.replaceWith(next);
    element = next;
  };
  const commit = () => {
    if (!line) return;
    const next = parseQuantity(input.value, line.maxQuantity);
    input.value = String(next ?? line.quantityInCart);
    if (next !== null && next !== line.quantityInCart) onChange(next);
  };

  select.addEventListener('change', () => {
    if (select.value !== 'more') return onChange(Number(select.value));
    free = true; // the shopper chose 10+: type right away
    input.value = String(line?.quantityInCart ?? 1);
    show(input);
    input.focus();
  });
  input.addEventListener('blur', commit);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  });

  return {
    get element() {
      return element;
    },
    update(next) {
      line = next;
      const quantity = next.quantityInCart;
      free ??= quantity >= DROPDOWN_MAX;
      const label = t('cart.quantityFor', { title: next.title, colour: next.colorName, size: next.selectedSize.label });
      select.setAttribute('aria-label', label);
      input.setAttribute('aria-label', label);
      input.max = String(next.maxQuantity);
      const options = quantityOptions(next.maxQuantity).map((o) => (o.freeEntry ? { value: 'more', label: t('cart.quantityMore') } : { value: String(o.value), label: o.label }));
      // Show what the cart holds, even above the stock.
      if (!options.some((o) => o.value === String(quantity))) options.push({ value: String(quantity), label: String(quantity) });
      const key = options.map((o) => `${o.value}:${o.label}`).join();
      if (key !== optionsKey) {
        optionsKey = key;
        select.replaceChildren(...options.map((o) => h('option', { value: o.value }, o.label)));
      }
      select.value = String(quantity);
      if (quantity !== shown) input.value = String(quantity);
      shown = quantity;
      show(free ? input : select);
    },
  };
}
