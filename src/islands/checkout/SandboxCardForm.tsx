import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { EMPTY_CARD, formatCardNumber, formatExpiry, sandboxCardToken, validateCard, type CardField, type CardValues } from '../../lib/checkout-card';
import { Field, invalidProps } from '../shared/Field';
import { setTokenizer } from './payment';
import { $ui } from './state';

registerEnglish(checkoutMessages);

const ORDER: CardField[] = ['name', 'number', 'expiry', 'cvc'];

/**
 * The card form when no Stripe key is configured: the sandbox provider takes the card number as its
 * token and answers like Stripe's test cards. Fields and live messages match Stripe Elements.
 */
export function SandboxCardForm() {
  const { cardError } = useStore($ui);
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [touched, setTouched] = useState<Set<CardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setTokenizer(async () => {
      setSubmitted(true);
      const errors = validateCard(latest.current, new Date());
      const first = ORDER.find((f) => errors[f]);
      if (first) {
        box.current?.querySelector<HTMLElement>(`[name="card-${first}"]`)?.focus();
        return null;
      }
      return { paymentToken: sandboxCardToken(latest.current) };
    });
    return () => setTokenizer(null);
  }, []);

  const errors = validateCard(values, new Date());
  const message = (field: CardField) => {
    const key = (submitted || touched.has(field)) && errors[field];
    return key ? t(key) : null;
  };
  const change = (field: CardField, value: string) => {
    const formatted = field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : field === 'cvc' ? value.replace(/\D/g, '').slice(0, 4) : value;
    setValues((v) => ({ ...v, [field]: formatted }));
    setTouched((s) => new Set(s).add(field));
    if (cardError) $ui.setKey('cardError', null);
  };
  const input = (field: CardField, label: string, autoComplete: string, numeric: boolean) => {
    const id = `card-${field}`;
    return (
      <Field id={id} label={label} error={message(field)} className={field === 'name' || field === 'number' ? 'field--wide' : ''}>
        <input id={id} name={id} autoComplete={autoComplete} inputMode={numeric ? 'numeric' : undefined} value={values[field]} onChange={(e) => change(field, e.target.value)} {...invalidProps(id, message(field))} />
      </Field>
    );
  };

  return (
    <div className="card-form" ref={box}>
      {input('name', t('checkout.card.name'), 'cc-name', false)}
      {input('number', t('checkout.card.number'), 'cc-number', true)}
      {input('expiry', t('checkout.card.expiry'), 'cc-exp', true)}
      {input('cvc', t('checkout.card.cvc'), 'cc-csc', true)}
      <p className="hint field--wide">{t('checkout.card.sandboxNote')}</p>
      {cardError && <p className="card-error field--wide" role="alert">{cardError}</p>}
    </div>
  );
}
