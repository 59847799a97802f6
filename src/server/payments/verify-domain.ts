import { Hono } from 'hono';
import { z } from 'zod';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { validate } from '../errors/validate';
import { requireJson } from '../http/guards';

const schema = z.strictObject({ domainName: z.string().trim().toLowerCase().min(1).max(253).regex(/^[a-z0-9.-]+$/, 'Invalid domain') });

/**
 * POST /v1/payments/verifyDomain: registers the store's domain for wallets (Apple Pay) with Stripe.
 * Only the store's own host can be registered, so the route cannot be used to register others.
 */
export const verifyDomainRoute = new Hono<Env>().post('/v1/payments/verifyDomain', requireJson, validate('json', schema), async (c) => {
  const { domainName } = c.req.valid('json');
  if (domainName !== new URL(c.req.url).hostname) throw new ApiError(422, 'foreign_domain', 'Only this store’s own domain can be verified.', '/domainName');
  if (c.env.PAYMENT_PROVIDER !== 'live' || !c.env.STRIPE_SECRET_KEY) return c.json({ data: { domainName, verified: true, provider: 'sandbox' } });
  const res = await fetch(`${c.env.STRIPE_API_BASE ?? 'https://api.stripe.com'}/v1/payment_method_domains`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${c.env.STRIPE_SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `domain:${domainName}` },
    body: new URLSearchParams({ domain_name: domainName }).toString(),
  });
  if (!res.ok) throw new ApiError(502, 'payment_provider_unavailable', 'The domain could not be verified right now.', '/domainName');
  return c.json({ data: { domainName, verified: true, provider: 'stripe' } });
});
