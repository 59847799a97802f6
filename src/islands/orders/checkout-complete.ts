import { cartIdFromPath } from '../../lib/order-view';
import { thankYouHref } from '../../lib/order-view-thankyou';
import { clearCart } from '../../state/cart';
import { orderByCart, reportError } from './order-api';

/**
 * /checkout-complete/{cartId} (checkout spec 2): where a payment provider's redirect lands. The local
 * cart is destroyed first, then the shopper goes on to /thankyou with the order's parameters. When the
 * order cannot be read, /thankyou gets the cart id and tries once more itself; failures are only reported.
 */
export async function completeCheckout(): Promise<void> {
  clearCart();
  const cartId = cartIdFromPath(location.pathname);
  if (!cartId) {
    location.replace('/thankyou/');
    return;
  }
  const result = await orderByCart(cartId);
  if (result.kind !== 'order') reportError('checkout-complete', result.kind === 'failed' ? result.reason : 'order not found');
  location.replace(thankYouHref(result.kind === 'order' ? result.order : null, cartId));
}
