import { servedByAvailability } from '../stock/availability';

/** One sku as the server prices it, in one currency. */
export interface PricedSku {
  sku: string;
  listingId: number;
  productId: number;
  title: string;
  productType: string;
  color: string;
  sizeLabel: string;
  image: string | null;
  teespringId: number;
  sizeId: number;
  listingSlug: string;
  deliveryType: 'physical' | 'digital';
  buyable: boolean;
  checkoutFlow: string;
  unitCents: number | null;
  /** D1's count here; src/server/stock puts the availability service's in for its products. */
  stock: number;
  /** Who counts this sku's stock: D1 (decremented by orders) or the availability service. */
  stockSource: 'catalog' | 'availability';
}

interface Row {
  sku: string;
  listing_id: number;
  product_id: number;
  title: string;
  product_type: string;
  color: string;
  size_label: string;
  image: string | null;
  teespring_id: number;
  size_id: number;
  listing_slug: string;
  delivery_type: 'physical' | 'digital';
  in_catalog: number;
  visibility: string;
  checkout_flow: string;
  amount_cents: number | null;
  quantity: number | null;
}

/** Skus with their price in one currency and their stock; skus not in D1 are simply absent. */
export async function pricedSkus(db: D1Database, skus: string[], currency: string): Promise<Map<string, PricedSku>> {
  const { results } = await db
    .prepare(
      `SELECT i.sku, i.listing_id, i.product_id, i.title, i.product_type, i.color, i.size_label, i.image, i.teespring_id, i.size_id, i.listing_slug,
              i.delivery_type, i.in_catalog, i.visibility, i.checkout_flow, p.amount_cents, s.quantity
       FROM catalog_items i
       LEFT JOIN catalog_prices p ON p.sku = i.sku AND p.currency = ?2
       LEFT JOIN stock s ON s.sku = i.sku
       WHERE i.sku IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(skus), currency)
    .all<Row>();
  return new Map(
    results.map((r) => [
      r.sku,
      {
        sku: r.sku,
        listingId: r.listing_id,
        productId: r.product_id,
        title: r.title,
        productType: r.product_type,
        color: r.color,
        sizeLabel: r.size_label,
        image: r.image,
        teespringId: r.teespring_id,
        sizeId: r.size_id,
        listingSlug: r.listing_slug,
        deliveryType: r.delivery_type,
        buyable: r.in_catalog === 1 && r.visibility !== 'private',
        checkoutFlow: r.checkout_flow,
        unitCents: r.amount_cents,
        stock: r.quantity ?? 0,
        stockSource: servedByAvailability(r.product_id, r.product_type) ? 'availability' : 'catalog',
      },
    ]),
  );
}
