import type { CatalogRow } from '../../src/catalog/catalog-rows';

/** A SQL string literal: quotes doubled, NUL dropped (D1 files are run by `wrangler d1 execute`). */
export function sqlText(value: string | null): string {
  if (value === null) return 'NULL';
  return `'${value.replaceAll('\u0000', '').replaceAll("'", "''")}'`;
}

const int = (value: number) => String(Math.trunc(value));

/**
 * The SQL that brings D1's catalog in line with a snapshot: every sku upserted, skus gone from the
 * catalog kept for old orders but marked out of it, prices replaced, stock set from the platform.
 */
export function catalogSql(rows: CatalogRow[], pulledAt: string): string {
  const lines = ['UPDATE catalog_items SET in_catalog = 0;'];
  for (const r of rows) {
    lines.push(
      `INSERT INTO catalog_items (sku, listing_id, listing_slug, item_group_id, product_id, variation_id, size_id, teespring_id, title, product_type, color, size_label, image, delivery_type, visibility, checkout_flow, in_catalog) VALUES (${[
        sqlText(r.sku), int(r.listingId), sqlText(r.listingSlug), int(r.itemGroupId), int(r.productId), int(r.variationId), int(r.sizeId),
        int(r.teespringId), sqlText(r.title), sqlText(r.productType), sqlText(r.color), sqlText(r.sizeLabel), sqlText(r.image),
        sqlText(r.deliveryType), sqlText(r.visibility), sqlText(r.checkoutFlow), '1',
      ].join(', ')}) ON CONFLICT (sku) DO UPDATE SET listing_id = excluded.listing_id, listing_slug = excluded.listing_slug, item_group_id = excluded.item_group_id, product_id = excluded.product_id, variation_id = excluded.variation_id, size_id = excluded.size_id, teespring_id = excluded.teespring_id, title = excluded.title, product_type = excluded.product_type, color = excluded.color, size_label = excluded.size_label, image = excluded.image, delivery_type = excluded.delivery_type, visibility = excluded.visibility, checkout_flow = excluded.checkout_flow, in_catalog = 1;`,
      `DELETE FROM catalog_prices WHERE sku = ${sqlText(r.sku)};`,
      ...Object.entries(r.prices).map(
        ([currency, cents]) => `INSERT INTO catalog_prices (sku, currency, amount_cents) VALUES (${sqlText(r.sku)}, ${sqlText(currency)}, ${int(cents ?? 0)});`,
      ),
      `INSERT INTO stock (sku, quantity) VALUES (${sqlText(r.sku)}, ${int(Math.max(0, r.stock))}) ON CONFLICT (sku) DO UPDATE SET quantity = excluded.quantity;`,
    );
  }
  lines.push(`INSERT INTO catalog_imports (pulled_at, sku_count) VALUES (${sqlText(pulledAt)}, ${rows.length});`);
  return `${lines.join('\n')}\n`;
}

/**
 * The store's run-time config row (src/server/config): delivery zones, tax, promo codes and flags
 * from the same snapshot as the catalog, so one function bundle serves every store.
 */
export function storeConfigSql(config: unknown): string {
  return `INSERT INTO store_config (id, config) VALUES (1, ${sqlText(JSON.stringify(config))}) ON CONFLICT (id) DO UPDATE SET config = excluded.config, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');\n`;
}
