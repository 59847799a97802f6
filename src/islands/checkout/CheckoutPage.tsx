import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { CustomerSection } from './CustomerSection';
import { Loader } from './Loader';
import { DeliverySection } from './DeliverySection';
import { openCheckout } from './load';
import { MobileSummary } from './MobileSummary';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { PromoBox } from './PromoBox';
import { $ui } from './state';
import { StickyBar } from './StickyBar';
import { VerifyAddressModal } from './VerifyAddressModal';

registerEnglish(checkoutMessages);

function Step({ n, id, title, active = true, children }: { n: number; id: string; title: string; active?: boolean; children: ReactNode }) {
  return (
    <section id={id} className={`checkout-step ${active ? '' : 'is-inactive'}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-step__title">
        <span className="checkout-step__number">{n}</span> {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /checkout/{id} (checkout spec 2): the loader while the checkout loads, then three numbered sections
 * (1 Customer details, 2 Delivery options, 3 Payment methods; 2 and 3 active together once a delivery
 * option exists), the side order summary with Modify order and the promo box, and on small screens
 * the cart toggle, the promo button and the sticky checkout bar.
 */
export function CheckoutPage({ id }: { id: string }) {
  const ui = useStore($ui);
  useEffect(() => {
    // An answer of an unexpected shape (or any other fault while opening) ends the loader with the
    // spec's 'could not be loaded' instead of leaving it spinning.
    openCheckout(id, window.location.search).catch(() => {
      if ($ui.get().status === 'loading') $ui.setKey('status', 'failed');
    });
  }, [id]);

  // The store's change renders at once and blocks (useSyncExternalStore); the whole form, when the
  // checkout arrives, renders from a deferred value instead: at transition priority, in slices the
  // browser can paint and answer between, not one long task (issue 21 item 3).
  const status = useDeferredValue(ui.status);
  if (status === 'loading') return <Loader />;
  if (status !== 'ready') {
    return (
      <div className="checkout-missing" role="alert">
        <p>{t(status === 'notFound' ? 'checkout.notFound' : 'checkout.loadFailed')}</p>
        <a className="button" href="/cart">{t('checkout.backToCart')}</a>
      </div>
    );
  }
  const active = ui.deliveryOptions.length > 0;
  return (
    <div className="checkout">
      <div className="checkout__main">
        <MobileSummary />
        {ui.bannerError && (
          <div className="checkout-banner" role="alert">
            <strong>{t('checkout.error.bannerTitle')}</strong>
            <p>{ui.bannerError}</p>
          </div>
        )}
        <Step n={1} id="checkout-customer" title={t('checkout.section.customer')}>
          <CustomerSection />
        </Step>
        <Step n={2} id="checkout-delivery" title={t('checkout.section.delivery')} active={active}>
          <DeliverySection />
          {!active && !ui.deliveryLoading && <p className="hint">{t('checkout.section.inactive')}</p>}
        </Step>
        <Step n={3} id="checkout-payment" title={t('checkout.section.payment')} active={active}>
          {active ? <PaymentSection /> : <p className="hint">{t('checkout.section.inactive')}</p>}
        </Step>
      </div>
      <aside className="checkout__aside" aria-label={t('checkout.summary.title')}>
        <OrderSummary />
        <PromoBox />
      </aside>
      <VerifyAddressModal />
      <StickyBar />
    </div>
  );
}
