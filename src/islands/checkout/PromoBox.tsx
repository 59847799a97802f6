import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { applyPromo, promoValid, removePromo } from './promo';
import { $checkout, $ui } from './state';

registerEnglish(checkoutMessages);

/**
 * The promo box's three states (checkout spec 4): none (a 'Have a promo code?' button), entering (a
 * field whose Apply is enabled only for a well-formed code), applied (the code, Remove, Change code).
 * On an error the field is cleared and the server's message shows.
 */
export function PromoBox({ startEntering = false, onApplied }: { startEntering?: boolean; onApplied?: () => void }) {
  const checkout = useStore($checkout);
  const ui = useStore($ui);
  const [entering, setEntering] = useState(startEntering);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const applied = checkout?.promoCode ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!promoValid(code) || busy) return;
    setBusy(true);
    const ok = await applyPromo(code);
    setBusy(false);
    setCode('');
    if (ok) {
      setEntering(false);
      onApplied?.();
    }
  };

  if (applied && !entering) {
    return (
      <div className="promo-box promo-box--applied">
        <p className="promo-box__applied" role="status">{t('checkout.promo.applied', { code: applied })}</p>
        <div className="promo-box__actions">
          <button type="button" className="link-button" disabled={busy} onClick={() => void removePromo()}>{t('checkout.promo.remove')}</button>
          <button type="button" className="link-button" onClick={() => { setCode(applied); setEntering(true); }}>{t('checkout.promo.change')}</button>
        </div>
      </div>
    );
  }
  if (!entering) {
    return (
      <div className="promo-box">
        <button type="button" className="link-button" onClick={() => setEntering(true)}>{t('checkout.promo.add')}</button>
        {ui.promoError && <p className="field-error" role="alert">{ui.promoError}</p>}
      </div>
    );
  }
  return (
    <form className="promo-box promo-box--entering" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={inputId}>{t('checkout.promo.label')}</label>
      <div className="promo-box__row">
        <input
          id={inputId}
          name="promoCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={50}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the box opens on the shopper's own click, focus follows it
          autoFocus
          aria-invalid={ui.promoError ? true : undefined}
          aria-describedby={ui.promoError ? errorId : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button" disabled={!promoValid(code) || busy}>{t('checkout.promo.apply')}</button>
      </div>
      {ui.promoError && <p id={errorId} className="field-error" role="alert">{ui.promoError}</p>}
    </form>
  );
}
