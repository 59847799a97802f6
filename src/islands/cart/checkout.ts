import type { Currency } from '../../catalog/platform/localization';
import { invalidSkusOf } from '../../lib/cart-view';
import { storeContext } from '../../lib/store-context';
import { checkoutLocalization } from '../../stores/localization';
import type { CreateCheckout } from '../../contract/checkout';
import type { UpdateCheckout } from '../../contract/checkout-update';

/**
 * The cart's two API calls before leaving for /checkout/{id}: the live check of every line
 * (POST /api/v1/cart/validate) and the creation of the checkout (POST /api/checkout), or the update of
 * the shopper's open one (PUT /api/v1/checkout with the lines), remembered per store in localStorage.
 */
export interface LineItem {
  sku: string;
  quantity: number;
}

/** The body of POST /api/v1/cart/validate (cartSchema in src/server/catalog/routes.ts). */
interface CartCheck {
  lineItems: LineItem[];
  currency?: Currency;
}

/**
 * A JSON request to the API. Plain fetch with the server schemas' types rather than the Hono client,
 * which would add about 2 KB to the page for three calls (issue 11).
 */
const send = (method: 'POST' | 'PUT', path: string, body: CartCheck | CreateCheckout | UpdateCheckout): Promise<Response> =>
  fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One of the store's currencies, or nothing (the server then takes the store's first). */
const currencyOf = (currency: string): Currency | undefined => storeContext().currencies.find((c) => c === currency);

/** Skus the live check refuses. Any non-OK answer or network error counts as valid (browsing spec 4). */
export async function refusedSkus(lineItems: LineItem[], currency: string): Promise<string[]> {
  try {
    const response = await send('POST', '/api/v1/cart/validate', { lineItems, currency: currencyOf(currency) });
    if (!response.ok) return [];
    return invalidSkusOf(await response.json());
  } catch {
    return [];
  }
}

export type CheckoutOutcome = { ok: true; id: string } | { ok: false; message: string };

const openKey = (storeSlug: string) => `checkout_${storeSlug}`;

interface OpenCheckout {
  id: string;
  currency: string;
  /** The shopper's fulfilment region when it was created (issue 7): a region change starts a new checkout. */
  region?: string;
}

function openCheckout(storeSlug: string): OpenCheckout | null {
  try {
    const value = JSON.parse(localStorage.getItem(openKey(storeSlug)) ?? 'null') as Partial<OpenCheckout> | null;
    return value && typeof value.id === 'string' && typeof value.currency === 'string' ? { id: value.id, currency: value.currency, region: typeof value.region === 'string' ? value.region : undefined } : null;
  } catch {
    return null;
  }
}

function remember(storeSlug: string, value: OpenCheckout | null): void {
  try {
    if (value) localStorage.setItem(openKey(storeSlug), JSON.stringify(value));
    else localStorage.removeItem(openKey(storeSlug));
  } catch {
    // storage off: every checkout is a new one
  }
}

/** The affiliate from the `aid` cookie (decisions 4), letters, digits and hyphens only. */
function affiliate(): string | undefined {
  const raw = document.cookie.split('; ').find((part) => part.startsWith('aid='))?.slice(4) ?? '';
  const value = raw.replace(/[^A-Za-z0-9-]/g, '').slice(0, 100);
  return value || undefined;
}

/** Updates the open checkout in the same currency, or creates one; answers the id or the server's message. */
export async function checkOut(lineItems: LineItem[], currency: string, storeSlug: string): Promise<CheckoutOutcome> {
  try {
    // The server prices the checkout in its currency and quotes delivery from the shopper's fulfilment region.
    const { fulfillmentRegion } = checkoutLocalization();
    const open = openCheckout(storeSlug);
    if (open && open.currency === currency && (open.region ?? fulfillmentRegion) === fulfillmentRegion) {
      const response = await send('PUT', '/api/v1/checkout', { id: open.id, data: { storeSlug, lineItems } });
      if (response.ok) return outcome(await response.json(), storeSlug, currency, fulfillmentRegion);
      const problem = await problemOf(response);
      // Paid or gone: forget it and start a new checkout. Anything else is the cart's problem.
      if (response.status !== 404 && problem.code !== 'checkout_closed') return { ok: false, message: problem.detail };
      remember(storeSlug, null);
    }
    const response = await send('POST', '/api/checkout', { lineItems, storeSlug, currency: currencyOf(currency), fulfillmentRegion, affiliate: affiliate() });
    if (!response.ok) return { ok: false, message: (await problemOf(response)).detail };
    return outcome(await response.json(), storeSlug, currency, fulfillmentRegion);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

function outcome(body: unknown, storeSlug: string, currency: string, region: string): CheckoutOutcome {
  const id = (body as { data?: { id?: unknown } } | null)?.data?.id;
  if (typeof id !== 'string' || !id) return { ok: false, message: '' };
  remember(storeSlug, { id, currency, region });
  return { ok: true, id };
}

/** The first error of the API's error shape (decisions 21): its stable code and the shopper's message. */
async function problemOf(response: Response): Promise<{ code: string; detail: string }> {
  const body = (await response.json().catch(() => null)) as { errors?: { code?: unknown; detail?: unknown }[] } | null;
  const first = body?.errors?.[0];
  const detail = typeof first?.detail === 'string' && first.detail ? first.detail : response.statusText || `HTTP ${response.status}`;
  return { code: typeof first?.code === 'string' ? first.code : '', detail };
}
