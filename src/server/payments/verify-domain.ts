import { Hono } from 'hono';
import { z } from 'zod';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { validate } from '../errors/validate';
import { requireJson } from '../http/guards';
import { clientKey, rateLimit } from '../rate-limit/limit';
import { LIMITS } from '../rate-limit/rules';

const schema = z.strictObject({ domainName: z.string().trim().toLowerCase().min(1).max(253).regex(/^[a-z0-9.-]+$/, 'Invalid domain') });

const unavailable = () => new ApiError(502, 'payment_provider_unavailable', 'The domain could not be verified right now.', '/domainName');

/**
 * POST /v1/payments/verifyDomain: registers the store's domain for wallets (Apple Pay) with Stripe.
 * Only the store's own host can be registered, so the route cannot be used to register others. The
 * spec has it among the anonymous storefront's calls, so it stays public; as each call spends the
 * store's secret key, it is limited per client and for the whole store, and Stripe is given as long
 * as any provider call (PROVIDER_TIMEOUT_MS), so a hanging Stripe cannot hold requests open.
 */
export const verifyDomainRoute = new Hono<Env>().post('/v1/payments/verifyDomain', requireJson, validate('json', schema), async (c) => {
  const { domainName } = c.req.valid('json');
  if (domainName !== new URL(c.req.url).hostname) throw new ApiError(422, 'foreign_domain', 'Only this store’s own domain can be verified.', '/domainName');
  await rateLimit(c.env.DB, `verifyDomain:${clientKey(c.req)}`, LIMITS.verifyDomain.max, LIMITS.verifyDomain.windowSeconds);
  if (c.env.PAYMENT_PROVIDER !== 'live' || !c.env.STRIPE_SECRET_KEY) return c.json({ data: { domainName, verified: true, provider: 'sandbox' } });
  // After the client's own limit, so one address hammering cannot use up the store's ceiling.
  await rateLimit(c.env.DB, 'verifyDomainStore', LIMITS.verifyDomainStore.max, LIMITS.verifyDomainStore.windowSeconds);
  // paymentSettingsGuard has already refused a live deployment whose PROVIDER_TIMEOUT_MS is not a number.
  const timeoutMs = Number(c.env.PROVIDER_TIMEOUT_MS ?? 20_000);
  const res = await fetch(`${c.env.STRIPE_API_BASE ?? 'https://api.stripe.com'}/v1/payment_method_domains`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${c.env.STRIPE_SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `domain:${domainName}` },
    body: new URLSearchParams({ domain_name: domainName }).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => null);
  if (!res?.ok) throw unavailable();
  return c.json({ data: { domainName, verified: true, provider: 'stripe' } });
});
