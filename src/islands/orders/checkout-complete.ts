import { cartIdFromPath } from '../../lib/order-view';
import { purchaseTracked, thankYouHref } from '../../lib/order-view-thankyou';
import { clearCart } from '../../state/cart';
import { orderByCart, reportError } from './order-api';

/**
 * /checkout-complete/{cartId} (checkout spec 2): where a payment provider's redirect lands. The local
 * cart is destroyed (unless the order was thanked before), then the shopper goes on to /thankyou with the order's parameters. When the
 * order cannot be read, /thankyou gets the cart id and tries once more itself; failures are only reported.
 */
export async function completeCheckout(): Promise<void> {
  const cartId = cartIdFromPath(location.pathname);
  if (!cartId) {
    clearCart();
    location.replace('/thankyou/');
    return;
  }
  const result = await orderByCart(cartId);
  // Not again for an order already thanked (this address opened from history): the cart is a newer one.
  if (result.kind !== 'order' || !purchaseTracked(document.cookie, result.order.orderNumber)) clearCart();
  if (result.kind !== 'order') reportError('checkout-complete', result.kind === 'failed' ? result.reason : 'order not found');
  location.replace(thankYouHref(result.kind === 'order' ? result.order : null, cartId));
}
