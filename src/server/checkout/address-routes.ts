import { Hono } from 'hono';
import { storeConfig } from '../config/load';
import type { Env } from '../env';
import { validate } from '../errors/validate';
import { requireJson } from '../http/guards';
import { limited } from '../rate-limit/middleware';
import { AddressError, normalizeCustomer } from './address';
import { addressCheckSchema } from '../../contract/checkout';

const PLACEHOLDER = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '+12025550123' };

/**
 * POST /v1/address/validate: the checkout's address check on its own, answering isValid, status,
 * error and suggestions (a state matching the ZIP) for the "Verify your address" modal.
 */
export const addressRoutes = new Hono<Env>().post('/v1/address/validate', requireJson, validate('json', addressCheckSchema), limited('checkoutUpdate'), async (c) => {
  const config = await storeConfig(c.env.DB);
  try {
    const { customer, check } = normalizeCustomer({ ...PLACEHOLDER, address: c.req.valid('json').address }, config);
    return c.json({ data: { isValid: check.isValid, status: check.status, error: check.error, suggestions: check.suggestions, address: customer.address } });
  } catch (err) {
    if (err instanceof AddressError) {
      const { isValid, status, error, suggestions } = err.check;
      return c.json({ data: { isValid, status, error, suggestions, address: null } });
    }
    throw err;
  }
});
