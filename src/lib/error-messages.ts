import type { MessageKey } from '../i18n';
import { CARD_MESSAGE_KEYS } from './card-messages';
import type { ApiErrorItem } from './checkout-flow';

/**
 * The API's errors in the shopper's language (decisions 21: the server's `detail` is always English).
 * Each error code a shopper-facing route answers has a rule here: the catalog key that words it, or
 * 'fallback' (the caller's own failure message, for errors that are no shopper's doing, a bug or an old
 * page, or whose words depend on where the caller is), or a function of the error when its source
 * pointer tells two cases of one code apart. A code with no rule keeps the server's English detail:
 * KEPT_IN_ENGLISH names those a shopper route answers, and why. src/islands/shared/shopper-message.ts
 * applies the table; tests/unit/i18n/error-messages.test.ts keeps it complete against src/server.
 *
 * Values in a message come from the error's structured fields, never from its English text. The server
 * sends none yet (no stock count, no title), so the messages that carry one are kept in English.
 */
export type Wording = { key: MessageKey; vars?: Record<string, string | number> } | 'fallback' | 'detail';
export type Rule = MessageKey | 'fallback' | ((error: ApiErrorItem) => Wording);

const at = (error: ApiErrorItem): string => error.source?.pointer ?? '';

/** PayPal's names for a capture it refused for good (src/server/payments/providers/paypal.ts DECLINED). */
export const PAYPAL_DECLINES = ['PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED', 'PAYER_ACCOUNT_LOCKED_OR_CLOSED', 'PAYEE_ACCOUNT_RESTRICTED', 'PAYEE_ACCOUNT_LOCKED_OR_CLOSED'] as const;

export const ERROR_RULES: Readonly<Record<string, Rule>> = {
  // Any route: limits, the store, the gate.
  rate_limited: 'error.rateLimited',
  store_not_configured: 'error.storeNotReady',
  store_not_found: 'error.storeNotFound',
  access_code_required: 'error.accessCodeRequired',
  // A request the API cannot read or take (no shopper's doing: a bug or a page older than the API), a
  // server failure, and the client's own codes for no answer (src/islands/shared/api.ts, no detail).
  internal_error: 'fallback',
  malformed_request: 'fallback',
  unknown_field: 'fallback',
  unsupported_media_type: 'fallback',
  cross_origin: 'fallback',
  payload_too_large: 'fallback',
  route_not_found: 'fallback',
  http_error: 'fallback',
  network_error: 'fallback',
  request_failed: 'fallback',

  // Checkout: create, load, update (src/server/checkout/).
  checkout_not_found: 'checkout.notFound',
  checkout_closed: 'error.checkoutPaid',
  checkout_busy: 'error.checkoutBusy',
  currency_not_supported: 'error.currencyNotSupported',
  platform_mismatch: 'fallback',
  invalid_country: 'checkout.error.country',
  international_checkout_disabled: 'checkout.error.outsideUs',
  invalid_state: 'checkout.error.state',
  // The same code outside the US, where the server says postal code: the customer form, which knows the
  // country, words that one itself (src/islands/checkout/customer.ts).
  invalid_zip: 'checkout.error.zip',
  invalid_address: (error) => ({ key: at(error).endsWith('/state') ? 'checkout.error.state' : 'checkout.error.zip' }),
  // 'The ZIP code {zip} is not in {state}.': the shopper's own entries, which the form shows beside it.
  address_suggestion: 'error.zipNotInState',
  promo_code_invalid: 'checkout.promo.invalid',
  promo_code_needs_address: 'checkout.promo.needsAddress',
  // Three English details (hidden, region, amount) under one code: the first is true of all three.
  payment_method_unavailable: 'error.paymentMethodUnavailable',
  delivery_option_unavailable: (error) => ({ key: at(error) === '/checkoutId' ? 'error.deliveryOptionRequired' : 'error.deliveryOptionUnavailable' }),
  delivery_option_required: 'error.deliveryOptionRequired',
  // At submit, an item sold out while paying; on a line (/lineItems/n/quantity) 'Only {n} of {title}
  // ({colour}, {size}) left in stock.', whose count and item the error carries only as English text.
  out_of_stock: (error) => (at(error) === '/checkoutId' ? { key: 'error.soldOutWhilePaying' } : 'detail'),

  // Delivery options (src/server/delivery/routes.ts) and submit without an address.
  address_required: (error) => ({ key: at(error) === '/countryCode' ? 'error.addressBeforeDelivery' : 'error.addressRequired' }),
  items_cannot_be_shipped_to_selected_destination: 'checkout.delivery.cannotDeliver',
  country_not_supported: 'checkout.delivery.cannotDeliver',

  // Payments (src/server/payments/): initiate, submit, update, read.
  nothing_to_pay: 'error.nothingToPay',
  payment_in_progress: 'error.paymentInProgress',
  payment_provider_unavailable: 'error.paymentUnavailable',
  too_many_attempts: 'error.tooManyDeclines',
  checkout_changed: 'error.orderChanged',
  payment_cancelled: 'error.paymentCancelled',
  payment_closed: 'error.paymentClosed',
  payment_not_found: 'error.paymentNotFound',
  // PayPal's or the card's failure message by platform, which the error does not name: the caller's.
  payment_refused: 'fallback',
  payment_mismatch: 'fallback',
  payment_not_completed: 'checkout.error.paymentFailed',
  payment_failed: 'checkout.error.paymentFailed',
  paypal_not_approved: 'checkout.error.paypal',
  paypal_failed: 'checkout.error.paypal',
  ...Object.fromEntries(PAYPAL_DECLINES.map((code) => [code, 'checkout.error.paypal' as const])),
  ...CARD_MESSAGE_KEYS,

  // Orders: the track form's lookup (/orderNumber); the order pages word their own not-found.
  order_not_found: (error) => ({ key: at(error) === '/orderNumber' ? 'error.orderNotFound' : 'orders.notFound' }),
  // The pre-order form is a plain form post: a refusal goes back to the listing with ?preorder=failed.
  not_preorder: 'fallback',
};

/** Codes a shopper route answers whose English detail is shown as it is, and why. */
export const KEPT_IN_ENGLISH: Readonly<Record<string, string>> = {
  invalid_field:
    'The contract schema’s own message for the field (src/contract/). Every form runs the same schema first and shows its message in the shopper’s language, so this is met only where browser and server disagree.',
  unknown_sku: 'Names the item by its sku, which the error carries only in its English text.',
  preorder_only: 'Names the item by its title, which the error carries only in its English text.',
  not_sold_in_currency: 'Names the item by its title, which the error carries only in its English text.',
  store_misconfigured: 'A deployment mistake, said plainly with its cause so the seller sees it at once (src/server/errors/on-error.ts).',
};

/** How `error` reads: its key (with values), the caller's fallback, or the server's detail. */
export function errorWording(error: ApiErrorItem): Wording {
  const rule = error.code !== undefined && Object.hasOwn(ERROR_RULES, error.code) ? ERROR_RULES[error.code] : undefined;
  if (rule === undefined) return 'detail';
  if (rule === 'fallback') return 'fallback';
  return typeof rule === 'function' ? rule(error) : { key: rule };
}
