import '../shared/locale-ready';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t, type MessageKey, registerEnglish } from '../../i18n';
import { shopperText } from '../shared/shopper-message';
import ordersMessages from '../../i18n/en/orders';
import {
  CONTACT_FIELDS,
  CONTACT_REASONS,
  contactPayload,
  contactPrefill,
  fieldOfPointer,
  validateContact,
  validateContactField,
  type ContactErrors,
  type ContactField,
} from '../../lib/contact-form';
import { api, call } from '../shared/api';
import { Field, invalidProps } from '../shared/Field';
import { Banner, formValues, useHydrated } from '../orders/form';
import '../orders/orders.css';

registerEnglish(ordersMessages);

/**
 * /contact (checkout spec 4, 5): order number, e-mail, full name, reason and message, each validated on
 * change with the spec's message; a valid form posts to /api/v1/contact and leads to /contact-success.
 * `?reason=report&listing={slug}` (a listing's Report link) prefills the reason and the message. The
 * inputs are uncontrolled, so what a shopper types before React hydrates the page is kept.
 */
const ID: Record<ContactField, string> = { orderNumber: 'contact-order-number', email: 'contact-email', fullName: 'contact-full-name', reason: 'contact-reason', message: 'contact-message' };

export default function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const prefill = contactPrefill(location.search, location.origin);
    const fields = form.current?.elements;
    const reason = fields?.namedItem('reason');
    const message = fields?.namedItem('message');
    if (prefill.reason && reason instanceof HTMLSelectElement && !reason.value) reason.value = prefill.reason;
    if (prefill.listingUrl && message instanceof HTMLTextAreaElement && !message.value) message.value = `${t('contact.reportMessage', { url: prefill.listingUrl })}\n\n`;
  }, []);

  const check = (field: ContactField, value: string) => {
    setErrors((e) => ({ ...e, [field]: validateContactField(field, value) ?? undefined }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: ContactField) => serverErrors[field] ?? (errors[field] ? t(errors[field] as MessageKey) : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, CONTACT_FIELDS);
    const found = validateContact(values);
    setErrors(found);
    setServerErrors({});
    setBanner(null);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(ID[first])?.focus();
      return;
    }
    setBusy(true);
    // A message is sent once: a retry could send it twice.
    const answer = await call((o) => api.api.v1.contact.$post({ json: contactPayload(values) }, o), { retry: false });
    if (answer.ok) {
      location.assign('/contact-success/');
      return;
    }
    // A field the server refused shows at the field, anything else in the banner.
    const byField: Partial<Record<ContactField, string>> = {};
    let general: string | null = null;
    for (const e of answer.errors) {
      const field = fieldOfPointer(e.source?.pointer);
      const text = shopperText(e);
      if (field && text) byField[field] ??= text;
      else general ||= text;
    }
    setServerErrors(byField);
    if (general || Object.keys(byField).length === 0) setBanner(general || t('contact.failed'));
    setBusy(false);
  };

  const input = (field: 'orderNumber' | 'email' | 'fullName', type: string, autoComplete: string) => (
    <Field id={ID[field]} label={t(`contact.${field}` as MessageKey)} error={errorOf(field)}>
      <input id={ID[field]} {...invalidProps(ID[field], errorOf(field))} name={field} type={type} autoComplete={autoComplete} required onChange={(e) => check(field, e.target.value)} onBlur={field === 'email' ? (e) => { e.target.value = e.target.value.trim(); } : undefined} />
    </Field>
  );

  return (
    <form ref={form} className="after-purchase__form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner && <Banner tone="error">{banner}</Banner>}
      {input('orderNumber', 'text', 'off')}
      {input('email', 'email', 'email')}
      {input('fullName', 'text', 'name')}
      <Field id={ID.reason} label={t('contact.reason')} error={errorOf('reason')}>
        <select id={ID.reason} {...invalidProps(ID.reason, errorOf('reason'))} name="reason" required onChange={(e) => check('reason', e.target.value)}>
          <option value="">{t('contact.reasonChoose')}</option>
          {CONTACT_REASONS.map((r) => <option key={r} value={r}>{t(`contact.reason.${r}` as MessageKey)}</option>)}
        </select>
      </Field>
      <Field id={ID.message} label={t('contact.message')} error={errorOf('message')}>
        <textarea id={ID.message} {...invalidProps(ID.message, errorOf('message'))} name="message" rows={6} maxLength={5000} required onChange={(e) => check('message', e.target.value)} />
      </Field>
      <button className="button" type="submit" disabled={busy || !hydrated}>{busy ? t('contact.sending') : t('contact.submit')}</button>
    </form>
  );
}
