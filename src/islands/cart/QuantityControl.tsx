import { useEffect, useRef, useState } from 'react';
import { parseQuantity, quantityOptions, type CartLineView } from '../../lib/cart-view';
import { t, registerEnglish } from '../../i18n';
import cartMessages from '../../i18n/en/cart';

registerEnglish(cartMessages);

/**
 * A line's quantity (browsing spec 5, decisions 17): a select of 1 to 10 whose last item, 10+, switches
 * to free entry; never more than the stock, at most 99. Free entry commits on Enter or when it loses focus.
 */
export function QuantityControl({ line, onChange }: { line: CartLineView; onChange: (quantity: number) => void }) {
  const quantity = line.quantityInCart;
  const [free, setFree] = useState(quantity > 10);
  const [text, setText] = useState(String(quantity));
  const input = useRef<HTMLInputElement>(null);
  const focusInput = useRef(false);
  const label = t('cart.quantityFor', { title: line.title, colour: line.colorName, size: line.selectedSize.label });

  useEffect(() => setText(String(quantity)), [quantity]); // another tab or island changed it
  useEffect(() => {
    if (free && focusInput.current) input.current?.focus(); // the shopper chose 10+: type right away
    focusInput.current = false;
  }, [free]);

  if (!free) {
    const options = quantityOptions(line.maxQuantity);
    if (!options.includes(quantity)) options.push(quantity); // show what the cart holds, even above the stock
    return (
      <select
        className="cart-line__quantity"
        aria-label={label}
        value={String(quantity)}
        onChange={(event) => {
          if (event.target.value === 'more') {
            focusInput.current = true;
            setFree(true);
          }
          else onChange(Number(event.target.value));
        }}
      >
        {options.map((n) => (
          <option key={n} value={n}>{n}</option>
        ))}
        {line.maxQuantity > 10 && <option value="more">{t('cart.quantityMore')}</option>}
      </select>
    );
  }

  const commit = () => {
    const next = parseQuantity(text, line.maxQuantity);
    if (next === null) setText(String(quantity));
    else {
      setText(String(next));
      if (next !== quantity) onChange(next);
    }
  };
  return (
    <input
      ref={input}
      className="cart-line__quantity cart-line__quantity--free"
      type="number"
      inputMode="numeric"
      min={1}
      max={line.maxQuantity}
      step={1}
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
