import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t, registerEnglish } from '../../i18n';
import quickAddMessages from '../../i18n/en/quickAdd';
import type { ListingData } from '../../lib/listing-data';
import { formatMoney } from '../../lib/money';
import { $localization } from '../../state/localization';
import { blocked, chooseColour, firstChoice, priceIn, sizeInStock, variationInStock, type QuickProduct, type QuickSize, type QuickVariation } from './choice';

registerEnglish(quickAddMessages);

interface Props {
  listing: ListingData;
  product: QuickProduct;
  preview: boolean;
  /** Shown under Add when the cart refused the line. */
  error: string | null;
  onAdd: (variation: QuickVariation, size: QuickSize) => void;
  onClose: () => void;
}

const HEX = /^#[0-9a-fA-F]{3,8}$/;

/** The options over a tile: colour swatches, sizes, price and Add. Escape or × closes them. */
export function Options({ listing, product, preview, error, onAdd, onClose }: Props) {
  const id = useId();
  const { currency, locale } = useStore($localization);
  const [choice, setChoice] = useState(() => firstChoice(product));
  const [askSize, setAskSize] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const variation = product.variations.find((v) => v.variationId === choice.variationId) ?? product.variations[0]!;
  const size = variation.sizes.find((s) => s.id === choice.sizeId) ?? null;
  const price = priceIn(size?.prices ?? variation.prices, currency, listing.currencies);
  const reason = blocked(listing, variation, preview);

  // Keyboard users land on the chosen colour, in the same commit that shows the options: with a
  // passive effect a Tab pressed in between went from the (now hidden) quick-add button instead (CI).
  useLayoutEffect(() => {
    const inputs = group.current;
    (inputs?.querySelector<HTMLInputElement>('input:checked') ?? inputs?.querySelector<HTMLInputElement>('input:not(:disabled)'))?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const add = () => {
    if (!size) {
      setAskSize(true);
      group.current?.querySelector<HTMLInputElement>(`[name="${id}-size"]:not(:disabled)`)?.focus();
      return;
    }
    onAdd(variation, size);
  };
  const hint = reason === 'preview' ? t('quickAdd.previewDisabled') : reason === 'private' ? t('quickAdd.privateDisabled') : error ?? (askSize && !size ? t('quickAdd.chooseSize') : null);

  return (
    // Arrow keys move between the options inside the group (a roving focus), so the group listens.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="quick-add" role="group" aria-label={t('quickAdd.options', { name: listing.title })} onKeyDown={onKeyDown} ref={group}>
      <button type="button" className="quick-add__close" aria-label={t('quickAdd.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <fieldset className="option-group">
        <legend>
          {t('quickAdd.colour')}: <span>{variation.color}</span>
        </legend>
        <div className="swatches">
          {product.variations.map((v) => (
            <label className="swatch" title={v.color} key={v.variationId}>
              <input
                type="radio"
                name={`${id}-colour`}
                aria-label={variationInStock(v) ? v.color : `${v.color} (${t('common.outOfStock')})`}
                checked={v.variationId === variation.variationId}
                onChange={() => setChoice((c) => chooseColour(product, c, v.variationId))}
              />
              <span className="swatch__colour" style={{ backgroundColor: HEX.test(v.hex) ? v.hex : '#ccc' }}></span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="option-group">
        <legend>{t('quickAdd.size')}</legend>
        <div className="chips">
          {variation.sizes.map((s) => (
            <label className={sizeInStock(s) ? 'chip' : 'chip is-out'} key={s.id}>
              <input type="radio" name={`${id}-size`} checked={s.id === size?.id} disabled={!sizeInStock(s)} onChange={() => setChoice((c) => ({ ...c, sizeId: s.id }))} />
              <span>{s.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="quick-add__buy">
        {price && <span className="quick-add__price">{formatMoney(price.cents, price.currency, locale)}</span>}
        {listing.checkoutFlow === 'preorder' ? (
          <a className="button" href={`${listing.url}#preorder-form`}>{t('quickAdd.preorder')}</a>
        ) : (
          <button type="button" className="button" disabled={reason !== null} aria-describedby={hint ? `${id}-hint` : undefined} onClick={add}>
            {reason === 'out-of-stock' ? t('common.outOfStock') : t('quickAdd.add')}
          </button>
        )}
      </div>
      {hint && (
        <p className="quick-add__hint" id={`${id}-hint`} role="alert">
          {hint}
        </p>
      )}
    </div>
  );
}
