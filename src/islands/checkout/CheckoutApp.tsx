import '../shared/locale-ready';
import { useEffect, useState } from 'react';
import { checkoutRoute } from '../../lib/checkout-flow';
import { CheckoutPage } from './CheckoutPage';
import { ExpressCheckout } from './ExpressCheckout';
import { Loader } from './Loader';
import { $settings } from './state';
import { Toasts } from './Toasts';
import './checkout.css';

/**
 * The island of the one checkout shell (src/pages/checkout/shell.astro), served for every /checkout/*
 * address: /checkout/express is the express checkout, /checkout/{id} the checkout. The route is read
 * in the browser (the page is the same file for every id), so the server render is the loader.
 */
export default function CheckoutApp({ internationalCheckout }: { internationalCheckout: boolean }) {
  const [route, setRoute] = useState<ReturnType<typeof checkoutRoute> | null>(null);
  useEffect(() => {
    $settings.set({ internationalCheckout });
    setRoute(checkoutRoute(window.location.pathname));
  }, [internationalCheckout]);

  return (
    <>
      {route === null && <Loader />}
      {route?.kind === 'express' && <ExpressCheckout />}
      {route?.kind === 'checkout' && <CheckoutPage id={route.id} />}
      {route?.kind === 'unknown' && <CheckoutPage id="" />}
      <Toasts />
    </>
  );
}
