import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { money } from './money';
import { afterpayFailed, setTokenizer } from './payment';
import { $checkout, $ui } from './state';
import { stripeFor } from './stripe';

registerEnglish(checkoutMessages);

/**
 * The sandbox has no Afterpay page of its own: it pays with the 3-D Secure test card, so the shopper
 * goes through the same redirect and return (the sandbox's page on the store's origin) as with Afterpay.
 */
export const SANDBOX_AFTERPAY_TOKEN = '4000002500003155';

/**
 * Afterpay (US buyers in USD with US fulfilment): shows the checkout total it will split; with Stripe,
 * placing the order creates an afterpay_clearpay payment method and Stripe redirects to Afterpay.
 * A failure shows 'Sorry, we're having difficulty with AfterPay.' and moves on to card or PayPal after 4 s.
 */
export function AfterpayPanel({ publishableKey }: { publishableKey: string | null }) {
  const checkout = useStore($checkout);
  const { afterpayError } = useStore($ui);

  useEffect(() => {
    setTokenizer(async () => {
      if (!publishableKey) return { paymentToken: SANDBOX_AFTERPAY_TOKEN };
      const stripe = await stripeFor(publishableKey);
      const current = $checkout.get();
      const customer = current?.customer;
      if (!stripe || !customer) {
        afterpayFailed();
        return null;
      }
      const a = customer.address;
      const result = await stripe.createPaymentMethod({
        type: 'afterpay_clearpay',
        billing_details: {
          name: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
          address: { line1: a.address1, line2: a.address2 ?? undefined, city: a.city, state: a.stateCode ?? undefined, postal_code: a.zip ?? undefined, country: 'US' },
        },
      });
      if (result.error || !result.paymentMethod) {
        afterpayFailed();
        return null;
      }
      return { paymentToken: result.paymentMethod.id };
    });
    return () => setTokenizer(null);
  }, [publishableKey]);

  if (!checkout) return null;
  return (
    <div className="afterpay-panel">
      <p>{t('checkout.afterpay.amount', { amount: money(checkout.costs.total.value, checkout.costs.total.currency) })}</p>
      {afterpayError && <p className="card-error" role="alert">{afterpayError}</p>}
    </div>
  );
}
