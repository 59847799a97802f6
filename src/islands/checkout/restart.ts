import { lineSku } from '../../lib/cart-cookie';
import { storeContext } from '../shared/store-context';
import { $cart, startCart } from '../../state/cart';
import { $localization } from '../../state/localization';
import { checkOut } from '../cart/checkout';

/** Set on the address of a checkout this page started, so a browser that keeps no cookies cannot loop. */
const RESTARTED = 'restarted';

/**
 * A checkout this browser does not own answers 404 (a shared link, or an owner cookie cleared or
 * expired: docs/security.md, "Checkout ownership"). With lines in the shopper's own cart, the page starts
 * a checkout of its own from them and asks for the details again; it never shows anyone else's.
 * Answers false when there is nothing to start from (the page then says the checkout was not found).
 */
export async function restartFromCart(search: string): Promise<boolean> {
  if (new URLSearchParams(search).has(RESTARTED)) return false;
  startCart();
  const lines = $cart.get().lines.map((line) => ({ sku: lineSku(line), quantity: line.quantity }));
  if (lines.length === 0) return false;
  const { currencies, slug } = storeContext();
  const wanted = $localization.get().currency;
  const outcome = await checkOut(lines, currencies.includes(wanted) ? wanted : (currencies[0] ?? 'USD'), slug);
  if (!outcome.ok) return false;
  window.location.replace(`/checkout/${outcome.id}?${RESTARTED}=1`);
  return true;
}
