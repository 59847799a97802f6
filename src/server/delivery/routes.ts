import { Hono } from 'hono';
import { assertStore, storeConfig } from '../config/load';
import { quotesFor } from '../checkout/costs';
import { priceLines } from '../checkout/lines';
import { loadCheckout } from '../checkout/service';
import { quoteView } from '../checkout/view';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { validate } from '../errors/validate';
import { requireJson } from '../http/guards';
import { ownsCheckout } from '../checkout/owner-guard';
import { limited } from '../rate-limit/middleware';
import { deliveryOptionsSchema } from '../../contract/checkout';

export const CANNOT_DELIVER =
  'Sorry, we can\u2019t deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.';

/** POST /deliveryOptions: standard, rush and super rush quotes for the checkout's destination. */
export const deliveryRoutes = new Hono<Env>().post('/deliveryOptions', requireJson, validate('json', deliveryOptionsSchema), limited('checkoutUpdate'), ownsCheckout('json', 'id'), async (c) => {
  const input = c.req.valid('json');
  const config = await storeConfig(c.env.DB);
  assertStore(config, input.storeSlug);
  const checkout = await loadCheckout(c.env.DB, input.id);
  const countryCode = input.countryCode?.toUpperCase() ?? checkout.customer?.address.countryCode;
  if (!countryCode) throw new ApiError(422, 'address_required', 'Please enter your address before choosing a delivery option.', '/countryCode');
  const lines = await priceLines(c.env.DB, checkout.lineItems, checkout.currency, false);
  const result = quotesFor(config, checkout, lines, new Date(), countryCode);
  if (!result || !result.ok) throw new ApiError(422, result?.ok === false ? result.code : 'items_cannot_be_shipped_to_selected_destination', CANNOT_DELIVER, '/countryCode');
  return c.json({ data: { type: 'deliveryOptions', id: checkout.id, attributes: { quotes: result.quotes.map((q) => quoteView(q, checkout.currency)) } } });
});
