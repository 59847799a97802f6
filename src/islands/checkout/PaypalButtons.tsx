import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { api, call, firstDetail } from '../shared/api';
import { showBanner, submitPayment } from './payment';
import { rememberPaypal } from './paypal-storage';
import { checkoutId, slug } from './state';

registerEnglish(checkoutMessages);

/**
 * PayPal's own buttons (loaded only when a client id is configured). createOrder asks our server for
 * the PayPal order (intent AUTHORIZE, made and stored by the server for the server's amount); approval
 * places the order, which authorizes and captures on the server; any failure shows
 * 'There was an issue authorizing with PayPal'.
 */
export default function PaypalButtons({ clientId, currency, disabled }: { clientId: string; currency: string; disabled: boolean }) {
  let paymentId: string | null = null;
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'authorize' }}>
      <PayPalButtons
        style={{ layout: 'horizontal', label: 'paypal', height: 48 }}
        disabled={disabled}
        forceReRender={[currency]}
        createOrder={async () => {
          const answer = await call<{ paymentId: string; paymentToken: string }>((o) =>
            api.api.v1.initiatePayment.$post({ json: { checkoutId: checkoutId(), storeSlug: slug(), platform: 'paypal', paymentMethod: 'paypal' } }, o),
          );
          if (!answer.ok) {
            const reason = firstDetail(answer.errors, t('checkout.error.generic'));
            showBanner(t('checkout.error.paymentIntent', { reason }), answer.errors[0]?.code);
            throw new Error(reason);
          }
          paymentId = answer.data.paymentId;
          rememberPaypal(checkoutId(), answer.data);
          return answer.data.paymentToken;
        }}
        onApprove={async (data) => {
          await submitPayment('paypal', { paymentToken: data.orderID, paymentId });
        }}
        onError={() => showBanner(t('checkout.error.paypal'), 'paypal_failed')}
      />
    </PayPalScriptProvider>
  );
}
