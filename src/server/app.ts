import { Hono } from 'hono';

export interface Bindings {
  DB: D1Database;
  STORE_SLUG: string;
}

/** The storefront's API, served under /api by functions/api/[[route]].ts. */
export const app = new Hono<{ Bindings: Bindings }>().basePath('/api');

app.get('/health', async (c) => {
  const row = await c.env.DB.prepare('SELECT count(*) AS skus FROM catalog_items WHERE in_catalog = 1').first<{ skus: number }>();
  return c.json({ ok: true, store: c.env.STORE_SLUG, skus: row?.skus ?? 0 });
});

export type AppType = typeof app;
