import { Hono } from 'hono';
import { assertStore, storeConfig } from '../config/load';
import type { Env } from '../env';
import { ApiError, notFound } from '../errors/api-error';
import { validate, validationErrors } from '../errors/validate';
import { refuseCrossSite, requireJson } from '../http/guards';
import { mailerFor } from '../mail/mailer';
import { afterResponse } from '../http/background';
import { clientKey, rateLimit } from '../rate-limit/limit';
import { limited } from '../rate-limit/middleware';
import { LIMITS } from '../rate-limit/rules';
import { ownsCheckout } from '../checkout/owner-guard';
import { fulfilmentDetails } from '../fulfilment/tracking';
import { orderByCheckout, orderByLookup, orderByNumberAndEmail, orderView, shipToOf } from './queries';
import { RECOVER_MESSAGE, recoverOrders } from './recover';
import { lookupParamSchema, orderByCartSchema, recoverSchema, trackSchema } from '../../contract/orders';

/**
 * The thank-you page's order (its checkout's owner only), tracking by lookup number, and recovery by
 * e-mail (the same answer, as fast, whether or not the address has orders: the mail goes after it).
 */
export const orderRoutes = new Hono<Env>()
  .get('/v1/orders', validate('query', orderByCartSchema), ownsCheckout('query', 'cartId'), async (c) => {
    const order = await orderByCheckout(c.env.DB, c.req.valid('query').cartId);
    if (!order) throw notFound('order', '/query/cartId');
    return c.json({ data: { ...orderView(order, await fulfilmentDetails(c.env.DB, order.lookup_number)), name: order.first_name, shipTo: shipToOf(order) } });
  })
  .get('/v1/orders/track/:lookupNumber', validate('param', lookupParamSchema), async (c) => {
    const order = await orderByLookup(c.env.DB, c.req.valid('param').lookupNumber);
    if (!order) throw notFound('order');
    return c.json({ data: orderView(order, await fulfilmentDetails(c.env.DB, order.lookup_number)) });
  })
  .post('/v1/orders/track', requireJson, validate('json', trackSchema), limited('track'), async (c) => {
    const { orderNumber, email } = c.req.valid('json');
    const order = await orderByNumberAndEmail(c.env.DB, orderNumber, email);
    if (!order) throw new ApiError(404, 'order_not_found', 'We could not find an order with this number and e-mail address.', '/orderNumber');
    return c.json({ data: { lookupNumber: order.lookup_number } });
  })
  .post('/v1/orders/recover', refuseCrossSite, async (c, next) => {
    // The spec's call carries email and slug in the query and no body; a JSON body is read as well.
    const hasBody = (c.req.header('content-length') ?? '0') !== '0' || c.req.header('content-type') !== undefined;
    if (hasBody) return requireJson(c, next);
    await next();
  }, async (c) => {
    // Of the query only email and slug are read: a recovery link may carry tracking parameters (utm_*),
    // which are no error. A JSON body stays strict (an unknown key is the validator's unknown_field).
    const { email, slug } = c.req.query();
    const query = { ...(email !== undefined && { email }), ...(slug !== undefined && { slug }) };
    const body = c.req.header('content-type') ? await c.req.json().catch(() => { throw new ApiError(400, 'malformed_request', 'Malformed JSON in request body'); }) : {};
    const parsed = recoverSchema.safeParse({ ...(typeof body === 'object' && body !== null ? body : {}), ...query });
    if (!parsed.success) {
      // Each issue as validate() answers it, not every one as a bad e-mail address.
      return c.json({ errors: validationErrors('json', parsed.error.issues) }, 422);
    }
    const config = await storeConfig(c.env.DB);
    assertStore(config, parsed.data.slug);
    await rateLimit(c.env.DB, `recover:${clientKey(c.req)}`, LIMITS.recover.max, LIMITS.recover.windowSeconds);
    // The address's limit counts mails sent, after the answer (recoverOrders), not requests for it here.
    afterResponse(c, 'recover', recoverOrders(c.env.DB, mailerFor(c.env), parsed.data.email, config.name, new URL(c.req.url).origin));
    return c.json({ success: true, message: RECOVER_MESSAGE });
  });
