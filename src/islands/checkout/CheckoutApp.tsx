import '../shared/locale-ready';
import { lazy, Suspense, useEffect, useState } from 'react';
import { checkoutRoute } from '../../lib/checkout-flow';
import { Loader } from './Loader';
import { $settings } from './state';
import { Toasts } from './Toasts';
import './checkout.css';

// The checkout's sections (forms, rules, schemas, payment) evaluate in a task of their own, not in
// the one that starts the island with React's: one long task of the checkout's load was both
// (issue 21). Asked for at once, so they load beside React, not after it.
const sections = import.meta.env.SSR ? null : import('./CheckoutPage');
const CheckoutPage = lazy(() => (sections ?? import('./CheckoutPage')).then((m) => ({ default: m.CheckoutPage })));
const ExpressCheckout = lazy(() => import('./ExpressCheckout').then((m) => ({ default: m.ExpressCheckout })));

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
      <Suspense fallback={route === null ? null : <Loader />}>
        {route?.kind === 'express' && <ExpressCheckout />}
        {route?.kind === 'checkout' && <CheckoutPage id={route.id} />}
        {route?.kind === 'unknown' && <CheckoutPage id="" />}
      </Suspense>
      <Toasts />
    </>
  );
}
