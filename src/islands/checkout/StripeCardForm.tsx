import { useStore } from '@nanostores/react';
import type { StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { Field, invalidProps } from '../shared/Field';
import { setTokenizer } from './payment';
import { $checkout, $ui } from './state';
import { stripeFor } from './stripe';

registerEnglish(checkoutMessages);

type Part = 'number' | 'expiry' | 'cvc';

/**
 * Stripe Elements (card number, expiry, CVC in Stripe's frames) plus our 'Name on card'. Each frame
 * reports emptiness or errors live with Stripe's own message; placing the order creates a Stripe
 * payment method (billing country always US, spec 5) whose id is the submit's payment token.
 */
export default function StripeCardForm({ publishableKey }: { publishableKey: string }) {
  const { cardError } = useStore($ui);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});
  const [ready, setReady] = useState(false);
  const nameRef = useRef(name);
  nameRef.current = name;
  const mounts = { number: useRef<HTMLDivElement>(null), expiry: useRef<HTMLDivElement>(null), cvc: useRef<HTMLDivElement>(null) };

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardNumberElement | null = null;
    void stripeFor(publishableKey).then((stripe) => {
      if (!stripe || cancelled) {
        if (!stripe) $ui.setKey('cardError', t('checkout.error.providerLoad'));
        return;
      }
      const elements = stripe.elements();
      const parts = { number: elements.create('cardNumber'), expiry: elements.create('cardExpiry'), cvc: elements.create('cardCvc') };
      card = parts.number;
      const report = (part: Part) => (event: StripeElementChangeEvent) => setErrors((e) => ({ ...e, [part]: event.error?.message }));
      parts.number.on('change', report('number'));
      parts.expiry.on('change', report('expiry'));
      parts.cvc.on('change', report('cvc'));
      (Object.keys(parts) as Part[]).forEach((part) => {
        const el = mounts[part].current;
        if (el) parts[part].mount(el);
      });
      setReady(true);
      setTokenizer(async () => {
        setNameTouched(true);
        if (!nameRef.current.trim() || !card) return null;
        const customer = $checkout.get()?.customer;
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: nameRef.current.trim(), email: customer?.email, phone: customer?.phone, address: { country: 'US' } },
        });
        if (result.error || !result.paymentMethod) {
          $ui.setKey('cardError', result.error?.message ?? t('checkout.error.paymentFailed'));
          return null;
        }
        return { paymentToken: result.paymentMethod.id };
      });
    });
    return () => {
      cancelled = true;
      setTokenizer(null);
    };
  }, [publishableKey]);

  const nameError = nameTouched && !name.trim() ? t('checkout.card.nameRequired') : null;
  const frame = (part: Part, label: string) => (
    <div className={`field ${part === 'number' ? 'field--wide' : ''} ${errors[part] ? 'field--invalid' : ''}`}>
      <span className="field__label" id={`stripe-${part}-label`}>{label}</span>
      <div className="stripe-frame" ref={mounts[part]} aria-labelledby={`stripe-${part}-label`} />
      {errors[part] && <p className="field-error">{errors[part]}</p>}
    </div>
  );
  return (
    <div className="card-form">
      <Field id="card-name" label={t('checkout.card.name')} error={nameError} className="field--wide">
        <input id="card-name" name="card-name" autoComplete="cc-name" value={name} onChange={(e) => { setName(e.target.value); setNameTouched(true); }} {...invalidProps('card-name', nameError)} />
      </Field>
      {frame('number', t('checkout.card.number'))}
      {frame('expiry', t('checkout.card.expiry'))}
      {frame('cvc', t('checkout.card.cvc'))}
      {!ready && <p role="status" className="field--wide">{t('checkout.card.loading')}</p>}
      {cardError && <p className="card-error field--wide" role="alert">{cardError}</p>}
    </div>
  );
}
