import { Hono } from 'hono';
import { benchRoutes } from './bench/routes';
import { catalogRoutes } from './catalog/routes';
import { addressRoutes } from './checkout/address-routes';
import { checkoutRoutes } from './checkout/routes';
import { contactRoutes } from './contact/routes';
import { deliveryRoutes } from './delivery/routes';
import { fulfilmentEvents } from './fulfilment/events';
import { sellerRoutes } from './fulfilment/seller';
import { orderRoutes } from './orders/routes';
import { paymentConfigRoute } from './payments/client-config';
import { paymentRoutes } from './payments/routes';
import { verifyDomainRoute } from './payments/verify-domain';
import { paymentSettingsGuard } from './payments/guard';
import { sellerPaymentRoutes } from './payments/seller';
import { paypalWebhook } from './payments/webhooks/paypal';
import { stripeWebhook } from './payments/webhooks/stripe';
import { trackingRoutes } from './tracking/routes';
import type { Env } from './env';
import { onError, onNotFound } from './errors/on-error';
import { limitBody, limitWebhookBody, securityHeaders } from './http/guards';

export type { Bindings } from './env';

/** The storefront's API, served under /api by functions/api/[[route]].ts. */
export const app = new Hono<Env>()
  .basePath('/api')
  .use('*', securityHeaders)
  .use('*', paymentSettingsGuard)
  // Provider events carry whole payment objects; everything else is a small shopper request.
  .use('*', (c, next) => (c.req.path.endsWith('/webhook') ? limitWebhookBody(c, next) : limitBody(c, next)))
  // Public and unlimited, so it reads one row: the last import's sku count, which is the in-catalog
  // count (the import marks exactly its own skus in the catalog, scripts/lib/catalog-sql.ts). No import
  // yet means no catalog rows: 0.
  .get('/health', async (c) => {
    const row = await c.env.DB.prepare('SELECT sku_count AS skus FROM catalog_imports WHERE id = (SELECT max(id) FROM catalog_imports)').first<{ skus: number }>();
    return c.json({ ok: true, store: c.env.STORE_SLUG, skus: row?.skus ?? 0 });
  })
  .route('/', checkoutRoutes)
  .route('/', addressRoutes)
  .route('/', deliveryRoutes)
  .route('/', catalogRoutes)
  .route('/', contactRoutes)
  .route('/', paymentRoutes)
  .route('/', paymentConfigRoute)
  .route('/', orderRoutes)
  .route('/', stripeWebhook)
  .route('/', paypalWebhook)
  .route('/', sellerPaymentRoutes)
  .route('/', verifyDomainRoute)
  .route('/', fulfilmentEvents)
  .route('/', sellerRoutes)
  .route('/', trackingRoutes)
  .route('/', benchRoutes);

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
