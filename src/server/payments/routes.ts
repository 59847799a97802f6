import { Hono } from 'hono';
import { sameOriginUrl } from '../../lib/same-origin';
import { assertStore, storeConfig } from '../config/load';
import { checkoutAnswer } from '../checkout/read';
import { loadCheckout } from '../checkout/service';
import type { Env } from '../env';
import { ApiError, notFound } from '../errors/api-error';
import { validate } from '../errors/validate';
import { requireJson } from '../http/guards';
import { limitedOwnCheckout, ownsCheckout, ownsPayment } from '../checkout/owner-guard';
import { limited } from '../rate-limit/middleware';
import { initiatePayment } from './initiate';
import { paymentById, transition } from './queries';
import { getPaymentSchema, initiateSchema, paymentReturnSchema, submitSchema, updatePaymentSchema } from '../../contract/payments';
import { submitCheckout } from './submit';

const paymentView = (p: { id: string; state: string; providerRef: string | null; checkoutId: string }) => ({
  id: p.id,
  paymentId: p.id,
  paymentToken: p.providerRef,
  state: p.state === 'captured' || p.state === 'authorized' ? 'succeeded' : p.state,
  checkoutId: p.checkoutId,
});

/** Submit, initiate, update and read payments (spec section 7), and the sandbox's 3-D Secure page. */
export const paymentRoutes = new Hono<Env>()
  .post('/v1/checkout/submit', requireJson, validate('json', submitSchema), limitedOwnCheckout('payment', 'checkoutId'), async (c) => {
    const input = c.req.valid('json');
    const config = await storeConfig(c.env.DB);
    assertStore(config, input.storeSlug);
    const outcome = await submitCheckout(c.env, config, input, new URL(c.req.url).origin, c.get('ownedCheckout'));
    const extras = outcome.kind === 'redirect' ? { redirectUrl: outcome.redirectUrl } : (outcome.known ?? {});
    return c.json({ data: await checkoutAnswer(c.env.DB, config, outcome.checkout, new Date(), extras, outcome.lines) });
  })
  .post('/v1/initiatePayment', requireJson, validate('json', initiateSchema), limited('payment'), ownsCheckout('json', 'checkoutId'), async (c) => {
    const input = c.req.valid('json');
    const config = await storeConfig(c.env.DB);
    assertStore(config, input.storeSlug);
    const payment = await initiatePayment(c.env, config, input, new URL(c.req.url).origin);
    return c.json({ data: payment }, 201);
  })
  .put('/v1/updatePayment', requireJson, validate('json', updatePaymentSchema), limited('payment'), ownsPayment('json', 'id'), async (c) => {
    const { id, paymentToken } = c.req.valid('json');
    const payment = await paymentById(c.env.DB, id);
    if (!payment) throw notFound('payment', '/id');
    // The browser may only attach its token to a payment not yet sent to the provider.
    if (!(await transition(c.env.DB, id, ['created'], 'created', { meta: { ...payment.meta, clientToken: paymentToken } }))) {
      throw new ApiError(409, 'payment_closed', 'This payment can no longer be changed.', '/id');
    }
    return c.json({ data: paymentView(payment) });
  })
  .get('/v1/payment', validate('query', getPaymentSchema), ownsCheckout('query', 'checkoutId'), async (c) => {
    const { paymentId, checkoutId } = c.req.valid('query');
    const payment = await paymentById(c.env.DB, paymentId);
    if (!payment || payment.checkoutId !== checkoutId) throw notFound('payment', '/query/paymentId');
    return c.json({ data: paymentView(payment) });
  })
  .get(
    '/v1/payments/sandbox/authenticate',
    validate('query', paymentReturnSchema),
    async (c) => {
      if (c.env.PAYMENT_PROVIDER === 'live') throw new ApiError(404, 'route_not_found', 'No such API route.');
      const { paymentId, returnUrl } = c.req.valid('query');
      const payment = await paymentById(c.env.DB, paymentId);
      if (!payment) throw notFound('payment', '/query/paymentId');
      await transition(c.env.DB, payment.id, ['requires_action'], 'created', { meta: { ...payment.meta, authenticated: true } });
      const checkout = await loadCheckout(c.env.DB, payment.checkoutId);
      const target = new URL(sameOriginUrl(returnUrl, new URL(c.req.url).origin, `/checkout/${checkout.id}`));
      target.searchParams.set('payment_intent', payment.providerRef ?? payment.id);
      return c.redirect(target.href, 302);
    },
  );
