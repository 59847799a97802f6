import { atom, map } from 'nanostores';
import type { CheckoutView } from '../../server/checkout/view';
import type { CustomerField, CustomerValues } from '../../lib/checkout-form';
import type { CheckoutMethod, WalletMethod } from '../../lib/checkout-methods';
import { storeContext } from '../shared/store-context';
import { api, call } from '../shared/api';

/**
 * The checkout page's state (checkout spec 3): the checkout as the server last answered it, and what the
 * page shows around it. Components read these stores and call the actions in customer.ts, delivery.ts
 * and payment.ts; no amount is ever computed here, every total is the server's.
 */
export type Checkout = CheckoutView;
export type DeliveryQuote = CheckoutView['deliveryOptions'][number];

export interface PaymentSettings {
  provider: 'sandbox' | 'live';
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}

export interface CheckoutUi {
  status: 'loading' | 'ready' | 'notFound' | 'failed';
  /** Checkout updates in flight (delivery option, promo, method, marketing). */
  updating: number;
  savingCustomer: boolean;
  /** A server error about one customer field (shown under it). */
  fieldError: { field: CustomerField; message: string } | null;
  /** The inline box above the street address. */
  addressProblem: string | null;
  /** The 'Verify your address' modal: what was entered and the suggested correction. */
  verify: { original: CustomerValues; suggestion: CustomerValues } | null;
  /** Bumped when the form must be refilled from outside (the verify modal's choice). */
  formRevision: number;
  formValues: CustomerValues | null;
  deliveryLoading: boolean;
  /** The option just clicked, shown as chosen while the server re-prices the checkout. */
  deliveryChoice: DeliveryQuote['id'] | null;
  deliveryOptions: DeliveryQuote[];
  deliveryUnavailable: boolean;
  promoError: string | null;
  method: CheckoutMethod | null;
  wallet: WalletMethod | null;
  processing: boolean;
  /** The error banner 'The payment cannot be authorized.' with this text. */
  bannerError: string | null;
  /** A card error (Stripe's or the sandbox's), shown with the card form. */
  cardError: string | null;
  afterpayError: string | null;
  payments: PaymentSettings | null;
}

export const $checkout = atom<Checkout | null>(null);

export const INITIAL_UI: CheckoutUi = {
  status: 'loading',
  updating: 0,
  savingCustomer: false,
  fieldError: null,
  addressProblem: null,
  verify: null,
  formRevision: 0,
  formValues: null,
  deliveryLoading: false,
  deliveryChoice: null,
  deliveryOptions: [],
  deliveryUnavailable: false,
  promoError: null,
  method: null,
  wallet: null,
  processing: false,
  bannerError: null,
  cardError: null,
  afterpayError: null,
  payments: null,
};
export const $ui = map<CheckoutUi>({ ...INITIAL_UI });

/** Settings the shell page passes in (store settings not in the shared store context). */
export const $settings = atom<{ internationalCheckout: boolean }>({ internationalCheckout: true });

export const slug = (): string => storeContext().slug;

export function checkoutId(): string {
  const id = $checkout.get()?.id;
  if (!id) throw new Error('No checkout loaded');
  return id;
}

/** The server adds one to a checkout's version on every write. */
const isNewer = (answer: Checkout, shown: Checkout | null): boolean => !shown || answer.version >= shown.version;

/**
 * PUT /v1/checkout with one change; the answer (re-priced by the server) replaces the checkout.
 * Counted in `updating`, which disables the checkout buttons meanwhile. Two changes in quick
 * succession (the first delivery option chosen for the shopper, then the shopper's own tap) can be
 * answered out of order: the server adds one to the checkout's version on every write and applies each
 * change over the newest, so the answer with the highest version holds them all; an older one is dropped.
 */
export async function updateCheckout(data: Omit<Parameters<typeof api.api.v1.checkout.$put>[0]['json']['data'], 'storeSlug'>) {
  $ui.setKey('updating', $ui.get().updating + 1);
  try {
    const answer = await call<Checkout>((o) => api.api.v1.checkout.$put({ json: { id: checkoutId(), data: { storeSlug: slug(), ...data } } }, o));
    if (answer.ok && isNewer(answer.data, $checkout.get())) $checkout.set(answer.data);
    return answer;
  } finally {
    $ui.setKey('updating', $ui.get().updating - 1);
  }
}

/** GET /checkout?id: the checkout as it is now. */
export async function fetchCheckout(id: string) {
  return call<Checkout>((o) => api.api.checkout.$get({ query: { id, storeSlug: slug() } }, o));
}

/** Which SDKs to load: Stripe and PayPal keys only when live payments are configured. */
export async function loadPaymentSettings(): Promise<PaymentSettings> {
  const answer = await call<PaymentSettings>((o) => api.api.v1.payments.config.$get({}, o));
  const settings: PaymentSettings = answer.ok ? answer.data : { provider: 'sandbox', stripePublishableKey: null, paypalClientId: null };
  $ui.setKey('payments', settings);
  return settings;
}
