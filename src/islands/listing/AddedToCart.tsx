import { t, registerEnglish } from '../../i18n';
import listingMessages from '../../i18n/en/listing';
import { Dialog } from '../shared/Dialog';

registerEnglish(listingMessages);

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  detail: string;
}

/** The cart-confirmation modal (Added to cart) after Add to cart, with View cart and Continue shopping. */
export default function AddedToCart({ open, onClose, title, detail }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={t('listing.addedToCart')} name="cart-confirmation">
      <p className="added-to-cart__item">
        <strong>{title}</strong>
        <br />
        {detail}
      </p>
      <div className="added-to-cart__actions">
        <a className="button" href="/cart/">{t('listing.viewCart')}</a>
        <button type="button" className="button button--outline" onClick={onClose}>{t('listing.continueShopping')}</button>
      </div>
    </Dialog>
  );
}
