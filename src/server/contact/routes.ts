import { Hono, type MiddlewareHandler } from 'hono';
import { sameOriginUrl } from '../../lib/same-origin';
import { storeConfig } from '../config/load';
import type { Env } from '../env';
import { ApiError } from '../errors/api-error';
import { validate } from '../errors/validate';
import { requireJson, requireSameOriginForm } from '../http/guards';
import { mailerFor, SELLER_INBOX } from '../mail/mailer';
import { clientKey, hit } from '../rate-limit/limit';
import { limited } from '../rate-limit/middleware';
import { clientErrorSchema, contactSchema, preorderSchema } from '../../contract/contact';
import { SLUG_PATTERN } from '../../contract/patterns';

/**
 * The pre-order form is a plain browser form post: a refusal (a field the browser did not check, a rate
 * limit, a listing that takes no pre-orders) goes back to the listing with ?preorder=failed, as success goes
 * back with ?preorder=received, instead of showing the shopper a page of JSON. A cross-site post stays
 * refused as it is (requireSameOriginForm runs before).
 */
const backToListingOnRefusal: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  if (c.res.status !== 422 && c.res.status !== 429) return;
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const slug = typeof form.listingSlug === 'string' && SLUG_PATTERN.test(form.listingSlug) ? form.listingSlug : null;
  const returnTo = typeof form.returnTo === 'string' ? form.returnTo : null;
  const back = new URL(sameOriginUrl(returnTo, new URL(c.req.url).origin, slug ? `/listing/${slug}` : '/'));
  back.searchParams.set('preorder', 'failed');
  back.hash = 'preorder-form';
  c.res = c.redirect(back.href, 303);
};

/**
 * Contact messages, pre-order requests and client error reports. Messages and pre-orders are rows the
 * store keeps (a pre-order also mails the seller): limited per client and, against many clients, for the
 * whole store (rate-limit/rules.ts, contactStore and preorderStore).
 */
export const contactRoutes = new Hono<Env>()
  .post('/v1/contact', requireJson, validate('json', contactSchema), limited('contact', 'contactStore'), async (c) => {
    const m = c.req.valid('json');
    await c.env.DB.prepare('INSERT INTO contact_messages (order_number, email, full_name, reason, message) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(m.orderNumber, m.email, m.fullName, m.reason, m.message)
      .run();
    return c.json({ success: true }, 201);
  })
  .post('/preorder', requireSameOriginForm, backToListingOnRefusal, validate('form', preorderSchema), limited('preorder', 'preorderStore'), async (c) => {
    const p = c.req.valid('form');
    // The listing takes pre-orders, is in the catalog and not private; a sku, when given, is one of its own
    // (in the catalog, not a private variation), never another listing's.
    const listing = await c.env.DB.prepare(
      "SELECT title FROM catalog_items WHERE listing_slug = ?1 AND checkout_flow = 'preorder' AND in_catalog = 1 AND visibility <> 'private' AND (?2 IS NULL OR sku = ?2) LIMIT 1",
    )
      .bind(p.listingSlug, p.sku ?? null)
      .first<{ title: string }>();
    if (!listing) throw new ApiError(422, 'not_preorder', 'This listing does not take pre-orders.', p.sku ? '/sku' : '/listingSlug');
    // A repeat of the same listing, sku and address keeps the first row (migration 0017) and mails nobody.
    const saved = await c.env.DB.prepare(
      'INSERT INTO preorders (listing_slug, sku, email, name, quantity, street, street2, city, zip, state, country) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) ON CONFLICT DO NOTHING',
    )
      .bind(p.listingSlug, p.sku ?? null, p.email, p.name, p.quantity, p.street, p.street2 ?? null, p.city, p.zip, p.state, p.country)
      .run();
    if (saved.meta.changes > 0) {
      const config = await storeConfig(c.env.DB);
      await mailerFor(c.env).send({ to: SELLER_INBOX, subject: `Pre-order for ${listing.title} (${config.name})`, text: `${p.quantity} x ${p.sku ?? p.listingSlug} for ${p.email}` });
    }
    const back = new URL(sameOriginUrl(p.returnTo, new URL(c.req.url).origin, `/listing/${p.listingSlug}`));
    back.searchParams.set('preorder', 'received');
    return c.redirect(back.href, 303);
  })
  .post('/v1/client-errors', requireJson, validate('json', clientErrorSchema), async (c) => {
    // Sampled and capped per client: a broken island on a busy page must not flood the log.
    const client = clientKey(c.req);
    if ((await hit(c.env.DB, `client-errors:${client}`, 60)) > 20) return c.body(null, 204);
    const e = c.req.valid('json');
    const url = e.url ? e.url.split(/[?#]/)[0] : undefined;
    console.log(JSON.stringify({ level: 'client_error', message: e.message, name: e.name, component: e.component, release: e.release, url, stack: e.stack?.slice(0, 2000) }));
    return c.body(null, 204);
  });
