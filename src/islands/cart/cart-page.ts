import { $messages, registerEnglish, t, type MessageKey } from '../../i18n';
import cartMessages from '../../i18n/en/cart';
import { track } from '../shared/analytics';
import { analyticsItemOf, applyLivePrices, deriveCart, unavailableFromViews, type CartLineView, type CartView, type UnavailableLine } from '../../lib/cart-view';
import { formatMoney } from '../../lib/money';
import { storeContext } from '../shared/store-context';
import { $cart, removeFromCart, replaceInCart, setQuantity, startCart } from '../../state/cart';
import { $localization } from '../../state/localization';
import { showToast } from '../../state/toasts';
import { h, setText } from './dom';
import { lineRow, type LineRow } from './line-row';
import { livePriceCheck } from './live-prices';
import { $failedSlugs, $listings, loadListings, retryFailed } from './listings';
import { unavailableModal } from './unavailable-modal';
import './cart.css';

registerEnglish(cartMessages);

/** After the cart is fetched, unavailable lines are announced after 400 ms (browsing spec 4 and 9). */
export const UNAVAILABLE_MODAL_DELAY_MS = 400;

/**
 * The cart page (/cart): loading indicator until every line is resolved, the empty state, the lines with
 * quantity and removal, the subtotal, and Checkout (live check, then create or update the checkout).
 * A plain script rather than a React island (issue 11: React alone is 60 KB of the page's 80 KB budget);
 * the rules are in src/lib/cart-view.ts, this wires them to the markup of src/pages/cart.astro. The
 * elements are built once and updated in place, so focus and the open quantity box survive a change.
 */
const root = document.querySelector<HTMLElement>('[data-cart]')!;
const loadingBox = root.querySelector<HTMLElement>('[data-cart-loading]')!;
const context = storeContext();
const fallback = context.currencies[0] ?? 'USD';

/** Elements whose whole text is one message, re-set when the shopper's locale has loaded. */
const labelled: [HTMLElement, MessageKey][] = [];
const text = (tag: 'p' | 'a' | 'span', key: MessageKey, attributes: Record<string, string> = {}) => {
  const element = h(tag, attributes, t(key));
  labelled.push([element, key]);
  return element;
};

const empty = h('div', { class: 'cart__empty', hidden: true }, text('p', 'cart.empty'), text('a', 'cart.continueShopping', { class: 'button', href: '/' }));
const lineList = h('ul', { class: 'cart__lines' });
const subtotal = h('strong');
const error = h('p', { class: 'cart__error', role: 'alert' });
// Says, once and politely, that the live check priced a line differently from the catalog file.
const priceNotice = h('p', { class: 'cart__price-notice', role: 'status' });
const checkoutButton = h('button', { type: 'button', class: 'button cart__checkout', onclick: () => void startCheckout() });
const summary = h('div', { class: 'cart__summary' }, priceNotice, h('p', { class: 'cart__subtotal' }, text('span', 'cart.subtotal'), subtotal), checkoutButton, context.preview && text('p', 'cart.previewCheckout', { class: 'hint' }));
// Says what a removal did: the removed line's row, and the focus in it, are gone.
const removedStatus = h('p', { class: 'visually-hidden', role: 'status' });
const body = h('div', { class: 'cart__body', hidden: true }, lineList, summary);
// An alert is announced when it enters the page, so it is added and removed rather than hidden.
const loadFailed = h('div', { class: 'cart__load-failed', role: 'alert' }, text('p', 'cart.loadFailed'), h('button', { type: 'button', class: 'button button--outline', onclick: retryFailed }, text('span', 'cart.retry')));
root.appendChild(empty);
root.appendChild(body);
(root.closest('[data-island]') ?? root).insertAdjacentElement('afterend', removedStatus);

const rows = new Map<string, LineRow>();
const modal = unavailableModal(
  root,
  (lines) => {
    removeFromCart(lines.map((line) => line.sku));
    modal.close();
  },
  (line) => {
    if (!line.swap) return false;
    // One change: the line goes and the other size comes, so a full cart can still swap.
    if (replaceInCart(line.sku, line.swap.line, line.swap.stock).ok) return true;
    showToast(t('cart.swapFailed'));
    return false;
  },
);

let started = false;
let view: CartView = deriveCart([], new Map(), fallback, fallback);
let busy = false;
let checkoutError: string | null = null;
let unavailableKey = '';
let modalTimer = 0;
/** The last live check's answer (its `data`), and the lines and currency it was asked for. */
let liveAnswer: unknown = null;
let liveKey = '';
let priceChanged = false;

const showModalSoon = (lines: UnavailableLine[]) => window.setTimeout(() => modal.open(lines), UNAVAILABLE_MODAL_DELAY_MS);
const checkoutDisabled = () => context.preview || busy || view.lines.length === 0 || view.pending.length > 0 || view.subtotalCents <= 0;

function render(): void {
  const { currency: wanted, locale } = $localization.get();
  const failed = $failedSlugs.get();
  const live = applyLivePrices(deriveCart($cart.get().lines, $listings.get(), wanted, fallback), liveAnswer);
  view = live.view;
  if (live.changed.length > 0) priceChanged = true;
  const loading = !started || view.pending.some((line) => !failed.has(line.slug));
  const failedLines = view.pending.filter((line) => failed.has(line.slug));
  const isEmpty = view.lines.length === 0 && failedLines.length === 0;
  root.setAttribute('aria-busy', String(loading));
  loadingBox.hidden = !loading;
  empty.hidden = loading || !isEmpty;
  body.hidden = loading || isEmpty;
  if (!loading && failedLines.length > 0) root.appendChild(loadFailed);
  else loadFailed.remove();
  if (!loading) renderLines(view, locale);
  if (!loading) checkLivePrices(view);

  // Lines found unavailable when the cart is resolved: the modal after 400 ms, once per set of skus.
  const key = loading ? '' : view.unavailable.map((u) => u.sku).join(',');
  if (key !== unavailableKey) {
    unavailableKey = key;
    window.clearTimeout(modalTimer);
    if (key && !modal.isOpen) modalTimer = showModalSoon(view.unavailable);
  }
}

function renderLines(cart: CartView, locale: string): void {
  const money = (cents: number) => formatMoney(cents, cart.currency, locale);
  const skus = new Set(cart.lines.map((line) => line.sku));
  for (const [sku, row] of rows) {
    if (skus.has(sku)) continue;
    row.element.remove();
    rows.delete(sku);
  }
  cart.lines.forEach((line, index) => {
    let row = rows.get(line.sku);
    if (!row) rows.set(line.sku, (row = lineRow(line.sku, { onQuantity, onRemove })));
    row.update(line, money);
    // Moved only when out of place: moving an element takes the focus from it.
    if (lineList.children[index] !== row.element) lineList.insertBefore(row.element, lineList.children[index] ?? null);
  });
  lineList.setAttribute('aria-label', t('cart.linesLabel'));
  setText(subtotal, money(cart.subtotalCents));
  setText(priceNotice, priceChanged ? t('cart.priceChanged') : '');
  subtotal.dataset.subtotal = cart.subtotal;
  if (checkoutError) {
    setText(error, checkoutError);
    summary.insertBefore(error, checkoutButton);
  } else error.remove();
  // While the checkout is under way the button is only aria-disabled (clicks are ignored): a disabled
  // button loses the focus, which then could not return to it after the unavailable-items modal.
  checkoutButton.disabled = !busy && checkoutDisabled();
  if (busy) checkoutButton.setAttribute('aria-disabled', 'true');
  else checkoutButton.removeAttribute('aria-disabled');
  checkoutButton.setAttribute('aria-busy', String(busy));
  setText(checkoutButton, busy ? t('cart.checkingOut') : t('cart.checkout'));
}

/**
 * The live check of the shown lines, once per set of skus and currency (a quantity change keeps the unit
 * prices): its prices replace the catalog file's (applyLivePrices), since the checkout charges them.
 */
function checkLivePrices(cart: CartView): void {
  if (cart.lines.length === 0) return;
  const key = `${cart.currency}|${cart.lines.map((line) => line.sku).sort().join(',')}`;
  if (key === liveKey) return;
  liveKey = key;
  const currency = context.currencies.find((c) => c === cart.currency);
  const lineItems = cart.lines.map((line) => ({ sku: line.sku, quantity: line.quantityInCart }));
  void livePriceCheck({ lineItems, ...(currency ? { currency } : {}) }).then((answer) => {
    if (answer === null || key !== liveKey) return;
    liveAnswer = answer;
    render();
  });
}

function onQuantity(line: CartLineView, quantity: number): void {
  const delta = quantity - line.quantityInCart;
  if (delta === 0) return;
  setQuantity(line.sku, quantity);
  track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', { currency: view.currency, items: [analyticsItemOf(line, Math.abs(delta))] });
}

/**
 * Removes a line; the focus moves to the next line's Remove button (the previous line's for the last
 * one, Continue shopping once the cart is empty) and the removal is announced, so a keyboard or
 * screen-reader shopper is not sent back to the top of the page.
 */
function onRemove(line: CartLineView): void {
  const index = view.lines.findIndex((l) => l.sku === line.sku);
  const neighbour = view.lines[index + 1] ?? view.lines[index - 1];
  removeFromCart([line.sku]);
  track('remove_from_cart', { currency: view.currency, items: [analyticsItemOf(line)] });
  const next = neighbour ? rows.get(neighbour.sku)?.element.querySelector<HTMLElement>('.cart-line__remove') : empty.querySelector<HTMLElement>('a');
  next?.focus();
  setText(removedStatus, t('cart.removed', { title: line.title }));
}

/**
 * Checkout (browsing spec 4, checkout spec 8): every line is checked against live stock and listing
 * state; refused lines go to the unavailable-items modal and the inactive-checkout event is tracked.
 * Otherwise the checkout is created (or the open one updated), begin_checkout is tracked and the browser
 * goes to /checkout/{id}; a failure shows 'Error checking out: {message}' and stays on /cart.
 */
async function startCheckout(): Promise<void> {
  if (checkoutDisabled()) return;
  busy = true;
  checkoutError = null;
  render();
  let leaving = false;
  try {
    leaving = await checkOutNow(view);
  } catch {
    // A chunk that failed to load after a deploy, a network failure: the button comes back.
    checkoutError = t('cart.checkoutErrorRetry');
    showToast(checkoutError);
  } finally {
    if (!leaving) {
      busy = false;
      render();
    }
  }
}

/** True when the browser is on its way to /checkout/{id}. */
async function checkOutNow(cart: CartView): Promise<boolean> {
  const lineItems = cart.lines.map((line) => ({ sku: line.sku, quantity: line.quantityInCart }));
  // The API client loads with the first press of Checkout, not with the page.
  const { checkOut, refusedSkus } = await import('./checkout');
  const refused = await refusedSkus(lineItems, cart.currency);
  if (refused.length > 0) {
    track('inactive_checkout', { currency: cart.currency, items: cart.lines.filter((line) => refused.includes(line.sku)).map((line) => analyticsItemOf(line)) });
    const removed = unavailableFromViews(cart.lines, refused);
    // Another size of a refused line, from the live inventory; without it the lines go as they are.
    const offered = await import('./refused-swaps')
      .then(({ withLiveSwaps }) => withLiveSwaps(removed, $cart.get().lines, $listings.get(), cart.currency))
      .catch(() => removed);
    showModalSoon(offered);
    return false;
  }
  const outcome = await checkOut(lineItems, cart.currency, context.slug);
  if (!outcome.ok) {
    checkoutError = outcome.message ? t('cart.checkoutError', { message: outcome.message }) : t('cart.checkoutErrorRetry');
    showToast(checkoutError);
    return false;
  }
  track('begin_checkout', { currency: cart.currency, items: cart.lines.map((line) => analyticsItemOf(line)) });
  window.location.assign(`/checkout/${encodeURIComponent(outcome.id)}`);
  return true;
}

// Back from /checkout/{id}: a page the browser restores from its back-forward cache comes back as it was
// left, the checkout under way (busy), so the button would read 'Checking out…' and ignore clicks for good.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted || !busy) return;
  busy = false;
  render();
});

startCart();
started = true;
$cart.subscribe((cart) => {
  loadListings(cart.lines.map((line) => line.slug));
  render();
});
$listings.listen(render);
$failedSlugs.listen(render);
$localization.listen(render);
$messages.listen(() => {
  for (const [element, key] of labelled) setText(element, t(key));
  render();
});
