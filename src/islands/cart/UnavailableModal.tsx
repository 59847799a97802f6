import { unavailableLabel, type UnavailableLine } from '../../lib/cart-view';
import { t, registerEnglish } from '../../i18n';
import cartMessages from '../../i18n/en/cart';
import { Dialog } from '../shared/Dialog';

registerEnglish(cartMessages);

/**
 * The cart-unavailable-items modal (browsing spec 2, 4, 8): the spec's message and the removed lines'
 * titles (or slugs) and product types. It demands a choice (decisions 16): OK removes them.
 */
export function UnavailableModal({ lines, onOk }: { lines: UnavailableLine[] | null; onOk: () => void }) {
  const shown = lines ?? [];
  return (
    <Dialog open={lines !== null} onClose={onOk} title={t('cart.unavailableTitle')} name="cart-unavailable-items" demandsChoice>
      <p>{shown.length > 0 ? t('cart.unavailableList') : t('cart.unavailableSome')}</p>
      <ul className="cart-unavailable__list">
        {shown.map((line) => (
          <li key={line.sku}>{unavailableLabel(line)}</li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onOk}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
