import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, countryErrors, validateCustomer, visibleErrors, warmCustomerCheck, type CustomerField, type CustomerValues } from '../../lib/checkout-form';
import { saveCustomer } from './customer';
import { Field, invalidProps } from '../shared/Field';
import { whenIdle } from '../shared/when-idle';
import { loadCountryNames } from '../../lib/countries';
import { countryOptions, stateOptions } from './options';
import { $localization } from '../../state/localization';
import { $settings, $ui } from './state';

registerEnglish(checkoutMessages);

// The country list in the shopper's words (the island renders afresh for a shopper with a locale of
// their own, src/directives/rules.ts): their names load with this module.
const { locale } = $localization.get();
if (!import.meta.env.SSR) await loadCountryNames(locale);
const COUNTRIES = countryOptions(locale);
const STATES = stateOptions();

type PhoneRules = typeof import('../../lib/checkout-phone');
let phoneRules: Promise<PhoneRules> | null = null;
/**
 * libphonenumber's metadata loads once, when the shopper first touches the form (or submits it): its
 * evaluation was one of the long tasks of the checkout's load (issue 21), and a shopper who pays with
 * a wallet button never needs it.
 */
const loadPhoneRules = () =>
  (phoneRules ??= import('../../lib/checkout-phone').catch((error: unknown) => {
    phoneRules = null; // a chunk that failed (offline, a deploy since) is asked for again next time
    throw error;
  }));

/**
 * Section 1, Customer details (checkout spec 5): validated on change with the spec's messages, e-mail
 * trimmed and phone written internationally on blur, US state list and ZIP for the United States,
 * a postal code elsewhere; the address problem box sits above the street address.
 */
export function CustomerSection() {
  const ui = useStore($ui);
  const settings = useStore($settings);
  const [values, setValues] = useState<CustomerValues>(ui.formValues ?? EMPTY_CUSTOMER);
  const [touched, setTouched] = useState<Set<CustomerField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState<PhoneRules | null>(null);
  const wantPhoneRules = () => {
    if (!phone) loadPhoneRules().then(setPhone, () => {});
  };

  // The verify modal refills the form with the address the shopper chose.
  useEffect(() => {
    if (ui.formRevision > 0 && ui.formValues) setValues(ui.formValues);
  }, [ui.formRevision]);

  // Untouched fields show no error, so the whole check waits for a change or a submit: its first run
  // builds the field schema, about 35 ms of a slowed phone's first render (issue 21). Before that only
  // the country's rules run (a US-only store offers the contact page for another country), and the
  // schema is built once the page is idle, so the first keystroke does not pay for it either.
  useEffect(() => whenIdle(warmCustomerCheck), []);
  const checking = touched.size > 0 || submitted;
  const errors = useMemo(
    () => (checking ? validateCustomer(values, { ...settings, isValidPhone: phone?.isValidPhone ?? null }) : countryErrors(values, settings)),
    [checking, values, settings, phone],
  );
  const shown = visibleErrors(errors, touched, submitted);
  const message = (field: CustomerField): string | null => {
    const key = shown[field];
    if (key) return t(key);
    return ui.fieldError?.field === field ? ui.fieldError.message : null;
  };
  const us = values.country === 'US';

  const change = (field: CustomerField, value: string) => {
    wantPhoneRules(); // a browser's autofill changes fields without focusing them
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((s) => new Set(s).add(field));
  };
  const input = (field: CustomerField, autoComplete: string, type = 'text') => {
    const id = `customer-${field}`;
    return (
      <input
        id={id}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => change(field, e.target.value)}
        onBlur={(e) => {
          if (field === 'email') setValues((v) => ({ ...v, email: v.email.trim() }));
          // Written internationally once the rules are there, unless the shopper has gone back to it or changed it since.
          if (field === 'phone') {
            const left = e.currentTarget;
            const value = left.value;
            loadPhoneRules().then((rules) => {
              if (document.activeElement !== left) setValues((v) => (v.phone === value ? { ...v, phone: rules.formatPhone(v.phone) } : v));
            }, () => {});
          }
        }}
        {...invalidProps(id, message(field))}
      />
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Without the rules (their chunk failed to load) the number is only required here; the server checks it.
    const rules = phone ?? (await loadPhoneRules().catch(() => null));
    const all = validateCustomer(values, { ...settings, isValidPhone: rules?.isValidPhone ?? null });
    const first = CUSTOMER_FIELDS.find((f) => all[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await saveCustomer(values);
  };

  return (
    <form ref={form} className="customer-form" onSubmit={(e) => void submit(e)} onFocus={wantPhoneRules} onPointerDown={wantPhoneRules} noValidate aria-label={t('checkout.section.customer')}>
      <Field id="customer-email" label={t('checkout.field.email')} error={message('email')} className="field--wide">
        {input('email', 'email', 'email')}
      </Field>
      <Field id="customer-firstName" label={t('checkout.field.firstName')} error={message('firstName')}>
        {input('firstName', 'given-name')}
      </Field>
      <Field id="customer-lastName" label={t('checkout.field.lastName')} error={message('lastName')}>
        {input('lastName', 'family-name')}
      </Field>
      <Field id="customer-country" label={t('checkout.field.country')} error={message('country')} className="field--wide">
        <select id="customer-country" name="country" autoComplete="country" value={values.country} onChange={(e) => change('country', e.target.value)} {...invalidProps('customer-country', message('country'))}>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>{c.name}</option>
          ))}
        </select>
      </Field>
      {errors.country === 'checkout.error.outsideUs' && (
        <p className="field--wide">
          <a className="button button--outline" href="/contact">{t('checkout.outsideUs.button')}</a>
        </p>
      )}
      {ui.addressProblem && (
        <div className="address-problem field--wide" role="alert">
          <strong>{t('checkout.address.problemTitle')}</strong>
          <p>{ui.addressProblem}</p>
        </div>
      )}
      <Field id="customer-address1" label={t('checkout.field.address1')} error={message('address1')} className="field--wide">
        {input('address1', 'address-line1')}
      </Field>
      <Field id="customer-address2" label={t('checkout.field.address2')} error={message('address2')} className="field--wide">
        {input('address2', 'address-line2')}
      </Field>
      <Field id="customer-city" label={t('checkout.field.city')} error={message('city')}>
        {input('city', 'address-level2')}
      </Field>
      {us && (
        <Field id="customer-state" label={t('checkout.field.state')} error={message('state')}>
          <select id="customer-state" name="state" autoComplete="address-level1" value={values.state} onChange={(e) => change('state', e.target.value)} {...invalidProps('customer-state', message('state'))}>
            <option value="">{t('checkout.field.selectState')}</option>
            {STATES.map((s) => (
              <option key={s.code} value={s.code}>{s.name}</option>
            ))}
          </select>
        </Field>
      )}
      <Field id="customer-zip" label={t(us ? 'checkout.field.zip' : 'checkout.field.postalCode')} error={message('zip')}>
        {input('zip', 'postal-code')}
      </Field>
      <Field id="customer-phone" label={t('checkout.field.phone')} error={message('phone')}>
        {input('phone', 'tel', 'tel')}
      </Field>
      <div className="customer-form__actions field--wide">
        <button type="submit" className="button" disabled={ui.savingCustomer}>
          {ui.savingCustomer ? t('checkout.customer.saving') : t('checkout.customer.save')}
        </button>
      </div>
    </form>
  );
}
