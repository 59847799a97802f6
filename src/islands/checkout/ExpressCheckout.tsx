import { useEffect, useRef, useState } from 'react';
import { t, registerEnglish } from '../../i18n';
import checkoutMessages from '../../i18n/en/checkout';
import { lineSku } from '../../lib/cart-cookie';
import { attribution } from '../../lib/attribution';
import { expressQuery } from '../../lib/checkout-flow';
import { storeContext } from '../shared/store-context';
import type { Currency } from '../../catalog/platform/localization';
import { $cart, startCart } from '../../state/cart';
import { $localization } from '../../state/localization';
import { api, call } from '../shared/api';
import { firstShopperMessage } from '../shared/shopper-message';

registerEnglish(checkoutMessages);

/**
 * /checkout/express?deviceId&method (spec 2): reloads the cart (empty goes to /cart), then presses its
 * hidden express button, which creates the checkout and opens it with that payment method chosen.
 * In preview mode the button stays visible and disabled (decisions 7).
 */
export function ExpressCheckout() {
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const preview = storeContext().preview;

  useEffect(() => {
    startCart();
    if ($cart.get().lines.length === 0) window.location.replace('/cart');
    else setReady(true);
  }, []);
  useEffect(() => {
    if (ready && !preview) button.current?.click();
  }, [ready, preview]);

  const go = async () => {
    if (busy || preview) return;
    setBusy(true);
    const { checkoutMethod, deviceId } = expressQuery(window.location.search);
    const lines = $cart.get().lines.map((l) => ({ sku: lineSku(l), quantity: l.quantity }));
    const currencies: string[] = storeContext().currencies;
    const wanted = $localization.get().currency;
    const currency = (currencies.includes(wanted) ? wanted : currencies[0]) as Currency;
    const { affiliate } = attribution(document.cookie);
    const answer = await call<{ id: string }>(
      (o) => api.api.checkout.$post({ json: { lineItems: lines, storeSlug: storeContext().slug, currency, trafficSource: 'express', ...(affiliate ? { affiliate } : {}) } }, o),
      { retry: false },
    );
    if (!answer.ok || !answer.data?.id) {
      setBusy(false);
      setError(answer.ok ? t('checkout.express.empty') : t('checkout.express.failed', { message: firstShopperMessage(answer.errors, 'checkout.error.generic') }));
      return;
    }
    const query = new URLSearchParams({ method: checkoutMethod });
    if (deviceId) query.set('deviceId', deviceId);
    window.location.assign(`/checkout/${answer.data.id}?${query.toString()}`);
  };

  return (
    <div className="express">
      <h2>{t('checkout.express.title')}</h2>
      {!error && !preview && <p role="status">{t('checkout.express.preparing')}</p>}
      <button ref={button} type="button" className={preview ? 'button' : 'visually-hidden'} disabled={preview || busy || !ready} onClick={() => void go()}>
        {t('checkout.express.button')}
      </button>
      {preview && <p className="hint">{t('checkout.previewDisabled')}</p>}
      {error && (
        <div role="alert" className="checkout-banner">
          <p>{error}</p>
          <a className="button" href="/cart">{t('checkout.backToCart')}</a>
        </div>
      )}
    </div>
  );
}
