import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { chooseMethod, placeOrderDisabled, placeOrderLabel, type CheckoutMethod } from '../../lib/checkout-methods';
import { ChunkBoundary, retryableLazy, useLazyRetry } from '../shared/ChunkBoundary';
import { storeContext } from '../shared/store-context';
import { AfterpayPanel } from './AfterpayPanel';
import { chooseWallet, offeredMethods } from './load';
import { placeOrder, selectMethod, toggleMarketing } from './payment';
import { PaypalSandbox } from './PaypalSandbox';
import { SandboxCardForm } from './SandboxCardForm';
import { $checkout, $ui } from './state';
import { detectWallet } from './stripe';

registerEnglish(checkoutMessages);

// Provider SDK components load only when their key is configured and the method is chosen. A chunk that
// fails to load shows the provider message with "Try again" in the method's panel (ChunkBoundary), and
// the rest of the checkout stays as the shopper left it.
const stripeCardForm = retryableLazy(() => import('./StripeCardForm'));
const paypalButtons = retryableLazy(() => import('./PaypalButtons'));
const walletButton = retryableLazy(() => import('./WalletButton'));
const PROVIDER_FORMS = [stripeCardForm, paypalButtons, walletButton];

const METHOD_LABEL: Record<CheckoutMethod, Parameters<typeof t>[0]> = {
  afterpay: 'checkout.method.afterpay',
  card: 'checkout.method.card',
  paypal: 'checkout.method.paypal',
  'google-pay': 'checkout.method.google-pay',
  'apple-pay': 'checkout.method.apple-pay',
};

/** The place-order rules (spec 4) for the current state; the sticky bar uses the same. */
export function usePlaceOrder() {
  const checkout = useStore($checkout);
  const ui = useStore($ui);
  const disabled = placeOrderDisabled({
    processing: ui.processing,
    loading: ui.updating > 0 || ui.savingCustomer,
    hasAddress: Boolean(checkout?.customer),
    deliveryOptionCount: ui.deliveryOptions.length,
    totalCents: checkout?.costs.total.value ?? 0,
    preview: storeContext().preview,
  });
  const sdkButton = (ui.method === 'paypal' && Boolean(ui.payments?.paypalClientId)) || ui.method === 'google-pay' || ui.method === 'apple-pay';
  return { disabled, label: t(placeOrderLabel(ui.method)), sdkButton, processing: ui.processing };
}

/** Section 3, Payment methods: the offered methods, the chosen one's form, marketing opt-in, place order. */
export function PaymentSection() {
  const checkout = useStore($checkout);
  const ui = useStore($ui);
  const button = usePlaceOrder();
  const key = ui.payments?.stripePublishableKey ?? null;
  const total = checkout?.costs.total.value ?? 0;
  const retryProviderForm = useLazyRetry(PROVIDER_FORMS);
  const StripeCardForm = stripeCardForm.current;
  const PaypalButtons = paypalButtons.current;
  const WalletButton = walletButton.current;

  // The box shows the shopper's click at once; the checkout catches up when the server answers.
  const [optIn, setOptIn] = useState(checkout?.marketingOptIn ?? false);
  useEffect(() => setOptIn(checkout?.marketingOptIn ?? false), [checkout?.marketingOptIn]);

  // The wallet is offered when the browser can make a payment request (Stripe only).
  useEffect(() => {
    if (!key || !checkout) return;
    void detectWallet(key, checkout.currency, total, storeContext().name).then(chooseWallet);
  }, [key, checkout?.currency]);

  const offered = offeredMethods(checkout, ui.wallet);
  const method = ui.method;
  // A method no longer offered (Afterpay after a non-US address) gives way to the first offered one.
  useEffect(() => {
    const next = chooseMethod(offered, method);
    if (next && next !== method) void selectMethod(next);
  }, [offered.join(), method]);

  if (!checkout) return null;
  return (
    <div className="payment">
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('checkout.method.choose')}</legend>
        {offered.map((m) => (
          <label key={m} className={`choice ${method === m ? 'is-selected' : ''}`} data-method={m}>
            <input type="radio" name="paymentMethod" value={m} checked={method === m} disabled={ui.processing} onChange={() => void selectMethod(m)} />
            <span className="choice__label">{t(METHOD_LABEL[m])}</span>
          </label>
        ))}
      </fieldset>
      <div className="method-panel">
        <ChunkBoundary key={method} message={t('checkout.error.providerLoad')} onRetry={retryProviderForm}>
          <Suspense fallback={<p role="status">{t('checkout.card.loading')}</p>}>
            {method === 'card' && ui.payments && (key ? <StripeCardForm publishableKey={key} /> : <SandboxCardForm />)}
            {method === 'afterpay' && ui.payments && <AfterpayPanel publishableKey={key} />}
            {method === 'paypal' && ui.payments && (ui.payments.paypalClientId ? <PaypalButtons clientId={ui.payments.paypalClientId} currency={checkout.currency} disabled={button.disabled} /> : <PaypalSandbox />)}
            {(method === 'google-pay' || method === 'apple-pay') && key && <WalletButton key={total} publishableKey={key} wallet={method} disabled={button.disabled} />}
          </Suspense>
        </ChunkBoundary>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={optIn}
          onChange={() => {
            setOptIn(!optIn);
            void toggleMarketing(optIn);
          }}
        />
        <span>{t('checkout.marketingOptIn')}</span>
      </label>
      <div id="checkout-actions" className="checkout-actions">
        {!button.sdkButton && (
          <button id="place-order" type="button" className="button place-order" disabled={button.disabled} aria-busy={button.processing} onClick={() => void placeOrder()}>
            {button.label}
          </button>
        )}
        {button.processing && <p role="status" className="hint">{t('checkout.button.processing')}</p>}
        {storeContext().preview && <p className="hint">{t('checkout.previewDisabled')}</p>}
      </div>
    </div>
  );
}
