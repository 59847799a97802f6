import { ApiError, notFound } from '../errors/api-error';
import { findPromo, PROMO_INVALID, PROMO_NEEDS_ADDRESS, applyPromo } from '../../lib/promo';
import type { StoreConfig } from '../config/schema';
import type { StockEnv } from '../stock';
import { normalizeCustomer } from './address';
import { costCheckout } from './costs';
import { mergeLines, priceLines, readLines, type PricedLine } from './lines';
import type { Checkout } from './model';
import { assertMethodAllowed, platformOf } from './payment-methods';
import { findCheckout, insertCheckout, payingStatement, updateCheckoutFields } from './queries';
import { IN_PROGRESS_MESSAGE } from '../payments/messages';
import type { CreateCheckout } from '../../contract/checkout';
import type { UpdateCheckout } from '../../contract/checkout-update';

const OPEN = new Set(['created', 'pending', 'failure']);

/** The currency asked for, else the store's first; one the store does not sell is refused (create and the cart check). */
export function checkoutCurrency<C extends string>(config: StoreConfig, asked: C | undefined): C | StoreConfig['currencies'][number] {
  const currency = asked ?? config.currencies[0] ?? 'USD';
  if (!(config.currencies as readonly string[]).includes(currency)) throw new ApiError(422, 'currency_not_supported', `This store does not sell in ${currency}.`, '/currency');
  return currency;
}

/** Creates a checkout from skus and quantities only; prices come from D1 (the lines it priced are given back). */
export async function createCheckout(env: StockEnv, config: StoreConfig, input: CreateCheckout, ownerHash: string): Promise<{ id: string; lines: PricedLine[] }> {
  const db = env.DB;
  const currency = checkoutCurrency(config, input.currency);
  const lineItems = mergeLines(input.lineItems);
  const lines = await priceLines(env, lineItems, currency);
  const id = crypto.randomUUID();
  const fulfillmentRegion = fulfillmentRegionFor(config, input.fulfillmentRegion);
  await insertCheckout(db, { id, currency, fulfillmentRegion, lineItems, trafficSource: input.trafficSource ?? null, affiliate: input.affiliate ?? null }, ownerHash).run();
  return { id, lines };
}

/** A fulfilment region the store has delivery zones for is kept; any other means the store's own (null). */
function fulfillmentRegionFor(config: StoreConfig, asked: string | undefined): string | null {
  if (!asked) return null;
  const known = config.deliveryZones.find((zone) => zone.fulfillmentRegion.toLowerCase() === asked.toLowerCase());
  return known ? known.fulfillmentRegion : null;
}

export async function loadCheckout(db: D1Database, id: string): Promise<Checkout> {
  const checkout = await findCheckout(db, id);
  if (!checkout) throw notFound('checkout', '/id');
  return checkout;
}

/** Tries of one change against a checkout that other changes keep moving (a shopper's page sends a few at once). */
const UPDATE_TRIES = 5;

/**
 * Applies one update from the client; every amount is recomputed, nothing the client sends is a price.
 * The change is applied to the checkout as read and written only over that version; when another change
 * was written meanwhile it is applied again to the newer checkout, so none is lost.
 * Gives back the lines it priced, so the answer does not price them again.
 */
export async function updateCheckout(env: StockEnv, config: StoreConfig, input: UpdateCheckout, now: Date, read?: Checkout): Promise<{ checkout: Checkout; lines: PricedLine[] }> {
  for (let tries = 1; ; tries++) {
    // The route's guard has read it already (`read`); a retry reads the newer one.
    const current = tries === 1 && read ? read : await loadCheckout(env.DB, input.id);
    if (!OPEN.has(current.state)) throw new ApiError(409, 'checkout_closed', 'This checkout is already paid.', '/id');
    const { next, lines } = await applyChange(env, config, current, input.data, now);
    const written = await updateCheckoutFields(env.DB, next).run();
    if (written.meta.changes === 1) return { checkout: { ...next, version: current.version + 1, edits: current.edits + 1 }, lines };
    // Not written: another change came first (read again), or a payment is being charged.
    const paying = await payingStatement(env.DB, input.id).first<{ paying: number }>();
    if (paying?.paying) throw new ApiError(409, 'payment_in_progress', IN_PROGRESS_MESSAGE, '/id');
    if (tries === UPDATE_TRIES) throw new ApiError(409, 'checkout_busy', 'This checkout is being changed elsewhere. Please try again.', '/id');
  }
}

async function applyChange(env: StockEnv, config: StoreConfig, current: Checkout, data: UpdateCheckout['data'], now: Date): Promise<{ next: Checkout; lines: PricedLine[] }> {
  const next: Checkout = { ...current };
  if (data.customer) {
    next.customer = normalizeCustomer(data.customer, config, { keepSuggested: data.addressConfirmed === true }).customer;
    next.state = 'pending';
  } else if (data.state === 'pending') {
    next.state = 'pending';
  }
  if (data.marketingOptIn !== undefined) next.marketingOptIn = data.marketingOptIn;
  let priced: PricedLine[] | undefined;
  if (data.lineItems) {
    // New lines from the cart: checked like a creation (known, buyable, in stock).
    next.lineItems = mergeLines(data.lineItems);
    priced = await priceLines(env, next.lineItems, next.currency);
  }
  if (data.paymentMethod) assertMethodAllowed(config, { ...next, countryCode: next.customer?.address.countryCode ?? null }, data.paymentMethod);
  // A platform is only the platform of the payment method (the one sent, else the one kept): storing
  // another made every submit answer platform_mismatch until the method was sent again. Same message as submit's.
  const method = data.paymentMethod ?? current.paymentMethod;
  if (data.platform && method && platformOf(method) !== data.platform) {
    throw new ApiError(422, 'platform_mismatch', 'The payment platform does not match the checkout.', '/data/platform');
  }
  if (data.paymentMethod) {
    next.paymentMethod = data.paymentMethod;
    next.platform = platformOf(data.paymentMethod);
  } else if (data.platform) {
    next.platform = data.platform;
  }
  const lines = priced ?? (await readLines(env.DB, next.lineItems, next.currency));
  if (data.deliveryOption) {
    next.deliveryOption = data.deliveryOption;
    const { quote } = costCheckout(config, next, lines, now);
    if (!quote) throw new ApiError(422, 'delivery_option_unavailable', 'This delivery option is not available for your address.', '/data/deliveryOption');
  }
  if (data.promoCode !== undefined) next.promoCode = promoToKeep(config, next, lines, data.promoCode);
  return { next, lines };
}

/** A code is only saved when it applies now; otherwise the spec's two messages, pointing at promoCode. */
function promoToKeep(config: StoreConfig, checkout: Checkout, lines: Parameters<typeof costCheckout>[2], code: string | null): string | null {
  if (code === null || code.trim() === '') return null;
  if (!checkout.customer) throw new ApiError(422, 'promo_code_needs_address', PROMO_NEEDS_ADDRESS, '/data/promoCode');
  const itemsCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const result = applyPromo(findPromo(config.promoCodes, code), { currency: checkout.currency, itemsCents, shippingCents: 0 });
  if (!result.ok) throw new ApiError(422, 'promo_code_invalid', PROMO_INVALID, '/data/promoCode');
  return code.trim().toUpperCase();
}
