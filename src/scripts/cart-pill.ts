import { $messages, registerEnglish, t } from '../i18n';
import cartMessages from '../i18n/en/cart';
import { storeContext } from '../islands/shared/store-context';
import { cookieValue } from '../lib/cookies';
import { cartCookieName, countLabel, decodeCart, itemCount } from '../lib/cart-cookie';

registerEnglish(cartMessages);

/**
 * The header's cart pill (browsing spec 2): the item count, capped at 99+, and an accessible name like
 * "Cart, 3 items". Plain script, no React and no cart store: it decodes the cookie with the cart's codec
 * (src/lib/cart-cookie.ts), and reads it again whenever the cart store announces a change on its BroadcastChannel
 * (islands on this page and other tabs both post there), when the cookie changes, and when the tab
 * comes back into view.
 */
const pills = document.querySelectorAll<HTMLElement>('[data-cart-pill]');

function render(cookieName: string): void {
  const count = itemCount(decodeCart(cookieValue(document.cookie, cookieName)));
  const text = countLabel(count);
  for (const pill of pills) {
    const badge = pill.querySelector<HTMLElement>('[data-cart-count]');
    if (badge) {
      badge.textContent = text;
      badge.hidden = count === 0;
    }
    // The form by the count, the text as the badge shows it (99+).
    pill.setAttribute('aria-label', t('cart.pillLabel', { count: count > 99 ? text : count }));
  }
}

if (pills.length > 0) {
  const cookieName = cartCookieName(storeContext().slug);
  render(cookieName);
  // The message can arrive before the other tab's cookie write has reached this tab, so read again a
  // moment later; where the Cookie Store API exists, its change event is the exact signal.
  if ('BroadcastChannel' in window) {
    new BroadcastChannel(cookieName).onmessage = () => {
      render(cookieName);
      window.setTimeout(() => render(cookieName), 250);
    };
  }
  const cookieStore = (window as { cookieStore?: EventTarget }).cookieStore;
  cookieStore?.addEventListener('change', () => render(cookieName));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') render(cookieName);
  });
  window.addEventListener('pageshow', () => render(cookieName));
  // The accessible name again once the page localizer has loaded the shopper's catalog.
  $messages.listen(() => render(cookieName));
}
