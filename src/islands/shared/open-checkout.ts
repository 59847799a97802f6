import { UUID_PATTERN } from '../../contract/patterns';

/**
 * The shopper's open checkout, remembered per store in localStorage (`checkout_{slug}`): the cart
 * updates it rather than creating another (../cart/checkout.ts), and paying for it forgets it
 * (../checkout/payment.ts#finish, checkout spec 4). Storage that is off means every checkout is a new one.
 */
export interface OpenCheckout {
  id: string;
  currency: string;
  /** The shopper's fulfilment region when it was created (issue 7): a region change starts a new checkout. */
  region?: string;
}

export const openCheckoutKey = (storeSlug: string) => `checkout_${storeSlug}`;

/**
 * The remembered checkout, if it is one the API can take: a stored value that is not (an id that is no
 * UUID, a damaged entry) is forgotten, since updating it would be refused every time and block Checkout.
 */
export function openCheckout(storeSlug: string): OpenCheckout | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(openCheckoutKey(storeSlug));
  } catch {
    return null;
  }
  if (stored === null) return null;
  const value = parsed(stored);
  if (value && typeof value.id === 'string' && UUID_PATTERN.test(value.id) && typeof value.currency === 'string') {
    return { id: value.id, currency: value.currency, region: typeof value.region === 'string' ? value.region : undefined };
  }
  rememberCheckout(storeSlug, null);
  return null;
}

function parsed(text: string): Partial<OpenCheckout> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<OpenCheckout>) : null;
  } catch {
    return null;
  }
}

export function rememberCheckout(storeSlug: string, value: OpenCheckout | null): void {
  try {
    if (value) localStorage.setItem(openCheckoutKey(storeSlug), JSON.stringify(value));
    else localStorage.removeItem(openCheckoutKey(storeSlug));
  } catch {
    // storage off: every checkout is a new one
  }
}

/** A paid checkout is no longer open: forgotten, unless the store remembers another one by now. */
export function forgetPaidCheckout(storeSlug: string, id: string): void {
  if (openCheckout(storeSlug)?.id === id) rememberCheckout(storeSlug, null);
}
