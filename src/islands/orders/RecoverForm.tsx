import '../shared/locale-ready';
import { useState, type FormEvent } from 'react';
import { t, registerEnglish } from '../../i18n';
import ordersMessages from '../../i18n/en/orders';
import { validateRecoverEmail } from '../../lib/order-view-forms';
import { storeContext } from '../shared/store-context';
import { api, call } from '../shared/api';
import { firstShopperMessage } from '../shared/shopper-message';
import { Field, invalidProps } from '../shared/Field';
import { Banner, formValues, useHydrated } from './form';
import './orders.css';

registerEnglish(ordersMessages);

/**
 * /track/recover (checkout spec 2, 5, 8): an e-mail address; the API mails the orders of the past 60
 * days to it (the same answer for every address, decisions 15). Success or the server's error text
 * shows in a banner.
 */
export default function RecoverForm() {
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const check = (value: string) => {
    const problem = validateRecoverEmail(value);
    setError(problem ? t(problem) : null);
    return problem;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email } = formValues(event.currentTarget, ['email'] as const);
    setBanner(null);
    if (check(email)) {
      document.getElementById('recover-email')?.focus();
      return;
    }
    setBusy(true);
    // The spec's call is POST /v1/orders/recover?email&slug; the address goes in a JSON body instead, which
    // the route reads as well, so that it is never in a URL an edge or proxy log keeps (decisions 23).
    // It sends an e-mail, so once only.
    const json = { email: email.trim(), slug: storeContext().slug };
    const answer = await call((o) => api.api.v1.orders.recover.$post({ json } as never, o), { retry: false });
    setBanner(answer.ok ? { tone: 'success', text: t('recover.success') } : { tone: 'error', text: firstShopperMessage(answer.errors, 'recover.failed') });
    setBusy(false);
  };

  return (
    <form className="after-purchase__form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner && <Banner tone={banner.tone}>{banner.text}</Banner>}
      <Field id="recover-email" label={t('recover.email')} error={error}>
        <input id="recover-email" {...invalidProps('recover-email', error)} name="email" type="email" autoComplete="email" required onChange={(e) => check(e.target.value)} onBlur={(e) => { e.target.value = e.target.value.trim(); }} />
      </Field>
      <button className="button" type="submit" disabled={busy || !hydrated}>{t('recover.submit')}</button>
    </form>
  );
}
