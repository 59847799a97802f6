import { Hono } from 'hono';
import { z } from 'zod';
import { campaignVars, cleanReferrer, LIMITS } from '../../lib/attribution';
import type { Env } from '../env';
import { validate } from '../errors/validate';
import { requireJson } from '../http/guards';
import { limited } from '../rate-limit/middleware';

const NO_CONTROL = /^[^\u0000-\u001F\u007F]*$/;

const viewedCampaignSchema = z.strictObject({
  campaign_id: z.string().trim().min(1, 'campaign_id is required').max(LIMITS.campaignId).regex(NO_CONTROL, 'campaign_id contains characters that are not allowed'),
  referrer: z.string().max(LIMITS.referrer).default(''),
  get_vars: z
    .record(z.string().min(1).max(LIMITS.varKey), z.string().max(LIMITS.varValue))
    .refine((vars) => Object.keys(vars).length <= LIMITS.vars, `at most ${LIMITS.vars} parameters`)
    .optional(),
});

/**
 * POST /tracking/viewed_campaign (browsing spec 7) served by the storefront's own API: the static
 * site does not know the platform's host at run time, so views are stored in D1 (campaign_views) for
 * the seller's reports. The same get_vars and referrer rules as the page script are applied again
 * here, since anyone can call the route. Answers 204: the spec shows no response.
 */
// A landing is one call; a client sending more than its limit is not a shopper.
export const trackingRoutes = new Hono<Env>().post('/tracking/viewed_campaign', requireJson, validate('json', viewedCampaignSchema), limited('viewedCampaign'), async (c) => {
  const view = c.req.valid('json');
  const vars = view.get_vars ? campaignVars(Object.entries(view.get_vars)) : {};
  await c.env.DB.prepare('INSERT INTO campaign_views (campaign_id, referrer, get_vars) VALUES (?1, ?2, ?3)')
    .bind(view.campaign_id, view.referrer ? cleanReferrer(view.referrer) : '', Object.keys(vars).length ? JSON.stringify(vars) : null)
    .run();
  return c.body(null, 204);
});
