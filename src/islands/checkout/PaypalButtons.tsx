import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useRef } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { api, call } from '../shared/api';
import { firstShopperMessage } from '../shared/shopper-message';
import { cartStillValid, showBanner, startAgainIfCancelled, submitPayment } from './payment';
import { rememberPaypal } from './paypal-storage';
import { checkoutId, slug } from './state';

registerEnglish(checkoutMessages);

/**
 * PayPal's own buttons (loaded only when a client id is configured). createOrder asks our server for
 * the PayPal order (intent AUTHORIZE, made and stored by the server for the server's amount) once the
 * cart has been checked again, as every method does; approval
 * places the order, which authorizes and captures on the server; any failure shows
 * 'There was an issue authorizing with PayPal'.
 */
export default function PaypalButtons({ clientId, currency, disabled }: { clientId: string; currency: string; disabled: boolean }) {
  // Refs, not locals: a re-render between createOrder and onApprove/onError (the banner, the checkout
  // store) gives PayPal's buttons the new render's callbacks, which must see what createOrder learnt.
  const paymentId = useRef<string | null>(null);
  // createOrder's own refusals (cart changed, no payment intent) have shown their message already.
  const explained = useRef(false);
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'authorize' }}>
      <PayPalButtons
        style={{ layout: 'horizontal', label: 'paypal', height: 48 }}
        disabled={disabled}
        forceReRender={[currency]}
        createOrder={async () => {
          // As the other methods do before paying: a line sold out or changed since stops here.
          explained.current = false;
          if (!(await cartStillValid())) {
            explained.current = true;
            throw new Error('cart changed');
          }
          const answer = await call<{ paymentId: string; paymentToken: string }>((o) =>
            api.api.v1.initiatePayment.$post({ json: { checkoutId: checkoutId(), storeSlug: slug(), platform: 'paypal', paymentMethod: 'paypal' } }, o),
          );
          if (!answer.ok) {
            explained.current = true;
            if (await startAgainIfCancelled(answer.errors[0] ?? {})) throw new Error('payment cancelled');
            const reason = firstShopperMessage(answer.errors, 'checkout.error.generic');
            showBanner(t('checkout.error.paymentIntent', { reason }), answer.errors[0]?.code);
            explained.current = true;
            throw new Error(reason);
          }
          paymentId.current = answer.data.paymentId;
          rememberPaypal(checkoutId(), answer.data);
          return answer.data.paymentToken;
        }}
        onApprove={async (data) => {
          await submitPayment('paypal', { paymentToken: data.orderID, paymentId: paymentId.current });
        }}
        onError={() => {
          if (!explained.current) showBanner(t('checkout.error.paypal'), 'paypal_failed');
        }}
      />
    </PayPalScriptProvider>
  );
}
