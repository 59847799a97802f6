import { Hono } from 'hono';
import type { Env } from '../env';
import { assertStore, storeConfig } from '../config/load';
import { requireJson } from '../http/guards';
import { validate } from '../errors/validate';
import { limited } from '../rate-limit/middleware';
import { newOwnerToken, ownerHash, ownerTokenOf, setOwnerCookie } from './owner';
import { limitedOwnCheckout, ownsCheckout } from './owner-guard';
import { checkoutAnswer } from './read';
import { createCheckoutSchema, loadCheckoutSchema } from '../../contract/checkout';
import { updateCheckoutSchema } from '../../contract/checkout-update';
import { createCheckout, loadCheckout, updateCheckout } from './service';

/**
 * POST /checkout, GET /checkout?id, PUT /v1/checkout (spec section 7). Creating a checkout makes this
 * browser its owner (cookie __Host-checkout); reading or changing it needs that cookie (./owner.ts).
 */
export const checkoutRoutes = new Hono<Env>()
  .post('/checkout', requireJson, validate('json', createCheckoutSchema), limited('checkoutCreate'), async (c) => {
    const input = c.req.valid('json');
    const config = await storeConfig(c.env.DB);
    assertStore(config, input.storeSlug);
    const token = ownerTokenOf(c) ?? newOwnerToken();
    const { id, lines } = await createCheckout(c.env, config, input, await ownerHash(token));
    const checkout = await loadCheckout(c.env.DB, id);
    setOwnerCookie(c, token);
    return c.json({ data: await checkoutAnswer(c.env.DB, config, checkout, new Date(), {}, lines) }, 201);
  })
  .get('/checkout', validate('query', loadCheckoutSchema), ownsCheckout('query', 'id'), async (c) => {
    const { id, storeSlug } = c.req.valid('query');
    const config = await storeConfig(c.env.DB);
    assertStore(config, storeSlug);
    return c.json({ data: await checkoutAnswer(c.env.DB, config, await loadCheckout(c.env.DB, id), new Date()) });
  })
  .put('/v1/checkout', requireJson, validate('json', updateCheckoutSchema), limitedOwnCheckout('checkoutUpdate', 'id'), async (c) => {
    const input = c.req.valid('json');
    const config = await storeConfig(c.env.DB);
    assertStore(config, input.data.storeSlug);
    const now = new Date();
    const { checkout, lines } = await updateCheckout(c.env, config, input, now, c.get('ownedCheckout'));
    return c.json({ data: await checkoutAnswer(c.env.DB, config, checkout, now, {}, lines) });
  });
