import { t, registerEnglish } from '../../i18n';
import ordersMessages from '../../i18n/en/orders';
import { track } from '../shared/analytics';
import { formatMoney } from '../../lib/money';
import { arrivalFromParam, formatArrival, purchaseEvent, trackOrderPath, type Order } from '../../lib/order-view';
import { purchaseCookie, purchaseTracked, thankYouParams, withoutPersonalData } from '../../lib/order-view-thankyou';
import { clearCart } from '../../state/cart';
import { $localization } from '../../state/localization';
import { orderByCart, orderByLookup, reportError, type OrderResult } from './order-api';

registerEnglish(ordersMessages);

/**
 * /thankyou (checkout spec 2 and 4): shows what the address says at once, drops the shopper's name from
 * the address (decisions 23; kept in history.state so a reload still greets them), fetches the order,
 * fires GA4's purchase event once per order (a cookie remembers it) and then clears the cart, once. Errors fetching
 * the order are only reported, not shown.
 */
const $ = <T extends Element = HTMLElement>(hook: string) => document.querySelector<T>(`[data-thankyou-${hook}]`);

function show(hook: string, text: string | null): void {
  const el = $(hook);
  if (!el) return;
  el.hidden = !text;
  el.removeAttribute('data-i18n'); // filled in here, in the shopper's language; the static swap must not undo it
  const target = el.querySelector('[data-text]') ?? el;
  if (text) target.textContent = text;
}

function showOrder(order: Pick<Order, 'orderNumber' | 'lookupNumber'> | null, orderNumber: string | null, lookupNumber: string | null): void {
  const number = order?.orderNumber ?? orderNumber;
  show('number', number ? t('thankyou.orderNumber', { orderNumber: number }) : t('thankyou.noOrder'));
  const lookup = order?.lookupNumber ?? lookupNumber;
  const link = $<HTMLAnchorElement>('track');
  if (link && lookup) {
    link.href = trackOrderPath(lookup);
    link.hidden = false;
  }
}

function showSummary(order: Order, locale: string): void {
  const list = $('items');
  if (!list) return;
  list.replaceChildren(
    ...order.items.map((item) => {
      const li = document.createElement('li');
      const variant = [item.color, item.size].filter(Boolean).join(' / ');
      li.textContent = `${item.quantity} × ${item.title}${variant ? ` (${variant})` : ''}: ${formatMoney(item.unitPrice * item.quantity, order.totalCost.currency, locale)}`;
      return li;
    }),
  );
  show('total', formatMoney(order.totalCost.amount, order.totalCost.currency, locale));
  showCosts(order, locale);
  const summary = $('summary');
  if (summary) summary.hidden = order.items.length === 0;
}

/** Subtotal, shipping, tax and (when there is one) the discount, as the checkout showed them. */
function showCosts(order: Order, locale: string): void {
  const costs = $('costs');
  if (!costs) return;
  for (const cell of costs.querySelectorAll<HTMLElement>('[data-cost]')) {
    const cents = order.costs[cell.dataset.cost as keyof Order['costs']] ?? 0;
    cell.textContent = cell.dataset.cost === 'discount' ? `−${formatMoney(cents, order.totalCost.currency, locale)}` : formatMoney(cents, order.totalCost.currency, locale);
  }
  const discount = costs.querySelector<HTMLElement>('[data-cost-row="discount"]');
  if (discount) discount.hidden = order.costs.discount <= 0;
  costs.hidden = false;
}

/** The delivery address, one line each, as the shopper typed it (the by-cart answer only carries it). */
function showShipTo(order: Order): void {
  const to = order.shipTo;
  if (!to) return;
  const place = [to.zip, to.city].filter(Boolean).join(' ');
  const lines = [to.name, to.address1, to.address2, place, to.state, to.country].filter((line): line is string => Boolean(line));
  const section = $('ship-to');
  const target = section?.querySelector('[data-text]');
  if (!section || !target) return;
  target.replaceChildren(...lines.flatMap((line, i) => (i === 0 ? [line] : [document.createElement('br'), line])));
  section.hidden = false;
}

export async function showThankYou(): Promise<void> {
  const params = thankYouParams(location.search);
  const state = (history.state ?? {}) as { name?: unknown };
  const name = params.name ?? (typeof state.name === 'string' ? state.name : null);
  const cleaned = withoutPersonalData(location.href);
  if (cleaned) history.replaceState({ ...state, name }, '', cleaned);

  const { locale } = $localization.get();
  show('title', name ? t('thankyou.titleNamed', { name }) : t('thankyou.title'));
  showOrder(null, params.orderNumber, params.orderLookupNumber);
  const arrival = arrivalFromParam(params.arrivalEstimate, locale);
  show('arrival', arrival ? t('thankyou.arrival', { arrival }) : null);

  let result: OrderResult | null = null;
  // The cart is cleared on the order's first thank-you only: a reload, Back or a later visit must not
  // empty a cart the shopper has filled again since (an order already thanked has its cookie).
  let firstThanks = true;
  try {
    // Both at once: the lookup number's answer shows the order without waiting, the owner's answer
    // (by checkout id) adds the delivery address. A link opened in another browser is not the owner:
    // that call only ever answers 404 (retried while an order may still be landing), never the address.
    const lookup = params.orderLookupNumber ? orderByLookup(params.orderLookupNumber) : null;
    const owner = params.cartId ? orderByCart(params.cartId) : null;
    result = lookup ? await lookup : null;
    if (result?.kind !== 'order' && owner) result = await owner;
    if (result?.kind === 'order') {
      const order = result.order;
      showOrder(order, null, null);
      show('arrival', t('thankyou.arrival', { arrival: formatArrival(order.deliveryEstimates.early, order.deliveryEstimates.late, locale) }));
      showSummary(order, locale);
      firstThanks = !purchaseTracked(document.cookie, order.orderNumber);
      if (firstThanks) {
        // The cookie first: a reload racing the data layer must not count the order twice.
        document.cookie = purchaseCookie(order.orderNumber, location.protocol === 'https:');
        track('purchase', purchaseEvent(order));
      }
    } else if (result) {
      reportError('thankyou', result.kind === 'failed' ? result.reason : 'order not found');
    }
    const mine = owner ? await owner : null;
    if (mine?.kind === 'order') showShipTo(mine.order);
  } catch (error) {
    reportError('thankyou', error instanceof Error ? error.message : String(error));
  } finally {
    if (firstThanks) clearCart();
  }
}
