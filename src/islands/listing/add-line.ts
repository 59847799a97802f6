import { lineSku, type CartLine } from '../../lib/cart-cookie';
import { $cart, addToCart, startCart } from '../../state/cart';

/**
 * Adds the chosen line to the cart (to the line with the same sku, never past the stock left) and says
 * how many were added: 0 when the stock left is already in the cart, null when the cart is full.
 * Loaded on the first Add to cart, like the confirmation modal.
 */
export function addChosenLine(line: CartLine, stock: number): number | null {
  startCart(); // reads the cookie the first time, so `before` counts what other pages and tabs added
  const before = $cart.get().lines.find((l) => lineSku(l) === lineSku(line))?.quantity ?? 0;
  const result = addToCart(line, stock);
  return result.ok ? result.quantity - before : null;
}
