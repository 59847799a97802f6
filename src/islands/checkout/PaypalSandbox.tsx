import { useEffect } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { api, call } from '../shared/api';
import { firstShopperMessage } from '../shared/shopper-message';
import { setTokenizer, showBanner, startAgainIfCancelled } from './payment';
import { checkoutId, slug } from './state';
import { rememberPaypal } from './paypal-storage';

registerEnglish(checkoutMessages);

/**
 * PayPal without a client id (the sandbox): the 'PayPal' button initiates the payment on the server,
 * which answers an approvable token at once, and the order is placed with it. The sandbox fails a
 * payment whose token is PAYPAL-FAIL; with real PayPal the SDK's buttons replace this (PaypalButtons).
 */
export function PaypalSandbox() {
  useEffect(() => {
    setTokenizer(async () => {
      const answer = await call<{ paymentId: string; paymentToken: string }>((o) =>
        api.api.v1.initiatePayment.$post({ json: { checkoutId: checkoutId(), storeSlug: slug(), platform: 'paypal', paymentMethod: 'paypal' } }, o),
      );
      if (!answer.ok) {
        if (await startAgainIfCancelled(answer.errors[0] ?? {})) return null;
        showBanner(t('checkout.error.paymentIntent', { reason: firstShopperMessage(answer.errors, 'checkout.error.generic') }), answer.errors[0]?.code);
        return null;
      }
      rememberPaypal(checkoutId(), answer.data);
      return { paymentToken: answer.data.paymentToken, paymentId: answer.data.paymentId };
    });
    return () => setTokenizer(null);
  }, []);
  return <p className="hint">{t('checkout.paypal.sandboxNote')}</p>;
}
