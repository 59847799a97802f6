import { useEffect, useRef, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import listingMessages from '../../i18n/en/listing';
import { clampQuantity, quantityLimit, quantityOptions } from '../../lib/listing-quantity';

registerEnglish(listingMessages);

interface Props {
  stock: number;
  value: number;
  onChange: (quantity: number) => void;
}

/** Quantity 1 to 10; the last item, 10+, switches to free entry (at most 99, never more than stock). */
export function Quantity({ stock, value, onChange }: Props) {
  const [free, setFree] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const limit = quantityLimit(stock);

  useEffect(() => {
    if (free) input.current?.focus();
  }, [free]);
  // Another size or colour may have less left: the quantity follows it down.
  useEffect(() => {
    if (value > limit) {
      onChange(limit);
      setText(String(limit));
    }
  }, [limit, value, onChange]);

  if (free) {
    return (
      <label className="quantity">
        <span>{t('listing.quantity')}</span>
        <input
          ref={input}
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(clampQuantity(event.target.value, stock));
          }}
          onBlur={() => setText(String(value))}
        />
      </label>
    );
  }
  const options = quantityOptions(stock);
  return (
    <label className="quantity">
      <span>{t('listing.quantity')}</span>
      <select
        value={Math.min(value, options.length)}
        onChange={(event) => {
          const chosen = options[Number(event.target.value) - 1];
          if (!chosen) return;
          if (chosen.freeEntry) {
            setText(String(chosen.value));
            setFree(true);
          }
          onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.freeEntry ? t('listing.quantityMore') : option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
