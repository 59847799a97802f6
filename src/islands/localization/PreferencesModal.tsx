import { useId, useState, type FormEvent } from 'react';
import { t, registerEnglish } from '../../i18n';
import localizationMessages from '../../i18n/en/localization';
import { applyChanges } from '../../i18n/preferences';
import { fulfilmentKey, regionKey } from '../../i18n/regions';
import { intlLocale } from '../../lib/format';
import { localizationContext } from '../../i18n/context';
import { markRegionChange } from '../../state/cart';
import { $localization, preferenceOptions, saveLocalization } from '../../state/localization';
import { Dialog } from '../shared/Dialog';
import { choicesOf } from './choices';
import './preferences.css';

registerEnglish(localizationMessages);

/** The currency as "EUR · € · Euro", named in the shopper's language where the browser knows it. */
function currencyLabel(code: string, symbol: string, locale: string): string {
  let name = '';
  try {
    name = new Intl.DisplayNames([intlLocale(locale)], { type: 'currency' }).of(code) ?? '';
  } catch {
    name = '';
  }
  return [code, symbol !== code ? symbol : '', name].filter(Boolean).join(' · ');
}

export interface PreferencesModalProps {
  open: boolean;
  onClose: () => void;
  /** After the choice is stored; the page reloads so every price and label follows it. */
  onSaved: () => void;
}

/** The localization-modal (browsing spec 2 and 4): locale, currency and region; Submit stores, Cancel closes. */
export function PreferencesModal({ open, onClose, onSaved }: PreferencesModalProps) {
  const current = $localization.get();
  const choices = choicesOf(localizationContext());
  const [locale, setLocale] = useState<string>(current.locale);
  const [currency, setCurrency] = useState<string>(current.currency);
  const [region, setRegion] = useState<string>(current.region);
  const id = useId();
  const fulfilment = choices.regions.find((r) => r.region === region)?.fulfillmentRegion ?? 'USA';
  const fulfilmentName = fulfilmentKey(fulfilment);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = applyChanges(current, { locale, currency, region }, preferenceOptions());
    saveLocalization(next);
    if (next.region !== current.region) markRegionChange(next.region); // the cart becomes MIXED (browsing spec 4)
    onSaved();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('localization.title')} name="localization-modal" className="preferences">
      <form className="preferences__form" onSubmit={submit}>
        <p className="preferences__intro">{t('localization.intro')}</p>
        <label htmlFor={`${id}-locale`}>{t('localization.locale')}</label>
        <select id={`${id}-locale`} value={locale} onChange={(e) => setLocale(e.target.value)}>
          {choices.locales.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>
          ))}
        </select>
        <label htmlFor={`${id}-currency`}>{t('localization.currency')}</label>
        <select id={`${id}-currency`} value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {choices.currencies.map((c) => (
            <option key={c.code} value={c.code}>{currencyLabel(c.code, c.symbol, current.locale)}</option>
          ))}
        </select>
        <label htmlFor={`${id}-region`}>{t('localization.region')}</label>
        <select id={`${id}-region`} value={region} onChange={(e) => setRegion(e.target.value)} aria-describedby={`${id}-fulfilment`}>
          {choices.regions.map((r) => (
            <option key={r.region} value={r.region}>{t(regionKey(r.region))}</option>
          ))}
        </select>
        <p id={`${id}-fulfilment`} className="preferences__fulfilment" aria-live="polite">
          {t('localization.fulfilledFrom', { place: fulfilmentName ? t(fulfilmentName) : fulfilment })}
        </p>
        <div className="preferences__actions">
          <button type="submit" className="button">{t('localization.submit')}</button>
          <button type="button" className="button button--outline" onClick={onClose}>{t('common.cancel')}</button>
        </div>
      </form>
    </Dialog>
  );
}
