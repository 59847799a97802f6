import type { PaymentRequest, PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { WALLET_BUTTON_HEIGHT } from '../../lib/checkout-flow';
import type { WalletMethod } from '../../lib/checkout-methods';
import { storeContext } from '../shared/store-context';
import { submitPayment } from './payment';
import { $checkout } from './state';
import { stripeFor, walletRequest } from './stripe';

registerEnglish(checkoutMessages);

/**
 * The wallet button (Google Pay or Apple Pay through Stripe's payment request, 55 px high). The sheet
 * opens on the click itself (browsers require a user gesture); the order is placed as soon as the
 * wallet hands over its payment method.
 */
export default function WalletButton({ publishableKey, wallet, disabled }: { publishableKey: string; wallet: WalletMethod; disabled: boolean }) {
  const request = useRef<PaymentRequest | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void stripeFor(publishableKey).then(async (stripe) => {
      const checkout = $checkout.get();
      if (!stripe || !checkout || cancelled) return;
      const next = walletRequest(stripe, checkout.currency, checkout.costs.total.value, storeContext().name);
      next.on('paymentmethod', (event: PaymentRequestPaymentMethodEvent) => {
        void submitPayment('stripe', { paymentToken: event.paymentMethod.id }).then((ok) => event.complete(ok ? 'success' : 'fail'));
      });
      if (await next.canMakePayment()) {
        request.current = next;
        if (!cancelled) setReady(true);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [publishableKey]);
  return (
    <button type="button" className="button wallet-button" style={{ height: WALLET_BUTTON_HEIGHT, width: '100%' }} disabled={disabled || !ready} onClick={() => request.current?.show()}>
      {t(wallet === 'apple-pay' ? 'checkout.method.apple-pay' : 'checkout.method.google-pay')}
    </button>
  );
}
