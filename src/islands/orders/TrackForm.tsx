import '../shared/locale-ready';
import { useEffect, useState, type FormEvent } from 'react';
import { t, registerEnglish } from '../../i18n';
import ordersMessages from '../../i18n/en/orders';
import { trackOrderPath } from '../../lib/order-view';
import { trackPayload, validateTrack, validateTrackField, type TrackErrors, type TrackValues } from '../../lib/order-view-forms';
import { trackedSchema } from '../../contract/orders';
import { api, call } from '../shared/api';
import { firstShopperMessage } from '../shared/shopper-message';
import { Field, invalidProps } from '../shared/Field';
import { Banner, formValues, useHydrated } from './form';
import './orders.css';

registerEnglish(ordersMessages);

/**
 * /track (decisions 14): the order number and the order's e-mail; the API answers the lookup number and
 * the shopper goes on to /track/order/{lookupNumber}. A wrong pair shows the server's error in a banner,
 * in the shopper's language.
 * The inputs are uncontrolled, so what a shopper types before React hydrates the page is kept.
 */
const FIELDS = ['orderNumber', 'email'] as const;
const ID = { orderNumber: 'track-order-number', email: 'track-email' } as const;

export default function TrackForm() {
  const [errors, setErrors] = useState<TrackErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  // Back from the order page: a page restored from the back-forward cache is the form as it was left,
  // busy on its way out, so the button would stay disabled.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const check = (field: keyof TrackValues, value: string) => setErrors((e) => ({ ...e, [field]: validateTrackField(field, value) ?? undefined }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, FIELDS);
    const found = validateTrack(values);
    setErrors(found);
    setBanner(null);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(ID[first])?.focus();
      return;
    }
    setBusy(true);
    // A lookup reads nothing and changes nothing: the client's retry policy applies.
    const answer = await call((o) => api.api.v1.orders.track.$post({ json: trackPayload(values) }, o));
    const tracked = answer.ok ? trackedSchema.safeParse(answer.data) : null;
    if (tracked?.success) {
      location.assign(trackOrderPath(tracked.data.lookupNumber));
      return;
    }
    setBanner(answer.ok ? t('track.failed') : firstShopperMessage(answer.errors, 'track.failed'));
    setBusy(false);
  };

  return (
    <form className="after-purchase__form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner && <Banner tone="error">{banner}</Banner>}
      <Field id={ID.orderNumber} label={t('track.orderNumber')} error={errors.orderNumber ? t(errors.orderNumber) : null}>
        <input id={ID.orderNumber} {...invalidProps(ID.orderNumber, errors.orderNumber)} name="orderNumber" autoComplete="off" autoCapitalize="characters" spellCheck={false} required onChange={(e) => check('orderNumber', e.target.value)} />
      </Field>
      <Field id={ID.email} label={t('track.email')} error={errors.email ? t(errors.email) : null}>
        <input id={ID.email} {...invalidProps(ID.email, errors.email)} name="email" type="email" autoComplete="email" required onChange={(e) => check('email', e.target.value)} onBlur={(e) => { e.target.value = e.target.value.trim(); }} />
      </Field>
      <button className="button" type="submit" disabled={busy || !hydrated}>{t('track.submit')}</button>
    </form>
  );
}
