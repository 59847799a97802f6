import '../shared/locale-ready';
import { useEffect, useState } from 'react';
import { checkoutRoute } from '../../lib/checkout-flow';
import { Loader } from './Loader';
import { $settings } from './state';
import { Toasts } from './Toasts';
import './checkout.css';

// The checkout's sections (forms, rules, schemas, payment) evaluate in a task of their own, not in
// the one that starts the island with React's: one long task of the checkout's load was both
// (issue 21). Asked for at once, so they load beside React, not after it; kept in state, not
// React.lazy (a lazy component suspends on its first render, and React holds back what a fallback
// revealed for 300 ms: the checkout would be asked for that much later).
type Sections = { CheckoutPage: typeof import('./CheckoutPage').CheckoutPage; ExpressCheckout: typeof import('./ExpressCheckout').ExpressCheckout };
const sections: Promise<Sections> | null = import.meta.env.SSR
  ? null
  : Promise.all([import('./CheckoutPage'), import('./ExpressCheckout')]).then(([page, express]) => ({ CheckoutPage: page.CheckoutPage, ExpressCheckout: express.ExpressCheckout }));

/**
 * The island of the one checkout shell (src/pages/checkout/shell.astro), served for every /checkout/*
 * address: /checkout/express is the express checkout, /checkout/{id} the checkout. The route is read
 * in the browser (the page is the same file for every id), so the server render is the loader.
 */
export default function CheckoutApp({ internationalCheckout }: { internationalCheckout: boolean }) {
  const [route, setRoute] = useState<ReturnType<typeof checkoutRoute> | null>(null);
  const [loaded, setLoaded] = useState<Sections | null>(null);
  useEffect(() => {
    $settings.set({ internationalCheckout });
    setRoute(checkoutRoute(window.location.pathname));
    void sections?.then(setLoaded);
  }, [internationalCheckout]);

  return (
    <>
      {(route === null || loaded === null) && <Loader />}
      {loaded && route?.kind === 'express' && <loaded.ExpressCheckout />}
      {loaded && route?.kind === 'checkout' && <loaded.CheckoutPage id={route.id} />}
      {loaded && route?.kind === 'unknown' && <loaded.CheckoutPage id="" />}
      <Toasts />
    </>
  );
}
