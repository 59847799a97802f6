import { useEffect } from 'react';
import { t, registerEnglish } from '../../i18n';
import quickAddMessages from '../../i18n/en/quickAdd';
import { Dialog } from '../shared/Dialog';

registerEnglish(quickAddMessages);

/** The quick-add-confirmation modal closes itself after 6 s (browsing spec 4 and 9). */
export const CONFIRMATION_MS = 6_000;

export interface Added {
  title: string;
  productType: string;
  colour: string;
  size: string;
  price: string;
  image: string | null;
}

export function Confirmation({ added, onClose }: { added: Added | null; onClose: () => void }) {
  const open = added !== null;
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog open={open} onClose={onClose} title={t('quickAdd.added')} name="quick-add-confirmation" className="quick-add-modal">
      {added && (
        <div className="quick-add-added">
          {added.image && <img src={added.image} alt="" width="96" height="96" />}
          <div>
            <p className="quick-add-added__title">{added.title}</p>
            <p>{added.productType}</p>
            <p>
              {added.colour} / {added.size}
            </p>
            <p className="quick-add-added__price">{added.price}</p>
          </div>
        </div>
      )}
      <div className="quick-add-modal__actions">
        <a className="button" href="/cart/">{t('quickAdd.viewCart')}</a>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('quickAdd.continue')}
        </button>
      </div>
    </Dialog>
  );
}

/** The quick-add-out-of-stock modal: nothing of the tile's product is in stock. */
export function OutOfStock({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={t('quickAdd.outOfStockTitle')} name="quick-add-out-of-stock" className="quick-add-modal">
      <p>{t('quickAdd.outOfStock')}</p>
      <div className="quick-add-modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
