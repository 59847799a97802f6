import { useStore } from '@nanostores/react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { $toasts, dismissToast } from '../../state/toasts';

registerEnglish(checkoutMessages);

/** The checkout's toasts ('Payment failed, please try again.', delivery refusals): title Error or Success. */
export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className="checkout-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`checkout-toast checkout-toast--${toast.type} checkout-toast--${toast.position}`} role={toast.type === 'danger' ? 'alert' : 'status'}>
          <strong>{toast.type === 'danger' ? t('checkout.toast.error') : t('checkout.toast.success')}</strong>
          <p>{toast.message}</p>
          <button type="button" className="checkout-toast__close" aria-label={t('common.close')} onClick={() => dismissToast(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
