import type { Checkout, CheckoutState } from './model';

export interface CheckoutRow {
  id: string;
  state: CheckoutState;
  currency: string;
  fulfillment_region: string | null;
  line_items: string;
  customer: string | null;
  delivery_option: Checkout['deliveryOption'];
  promo_code: string | null;
  marketing_opt_in: number;
  platform: Checkout['platform'];
  payment_method: Checkout['paymentMethod'];
  traffic_source: string | null;
  affiliate: string | null;
  payment_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  edits: number;
  /** Never leaves the server: the owner check reads it (owner-guard.ts); toCheckout leaves it out. */
  owner_hash: string | null;
}

export function toCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    state: row.state,
    currency: row.currency,
    fulfillmentRegion: row.fulfillment_region ?? null,
    lineItems: JSON.parse(row.line_items) as Checkout['lineItems'],
    customer: row.customer ? (JSON.parse(row.customer) as Checkout['customer']) : null,
    deliveryOption: row.delivery_option,
    promoCode: row.promo_code,
    marketingOptIn: row.marketing_opt_in === 1,
    platform: row.platform,
    paymentMethod: row.payment_method,
    trafficSource: row.traffic_source,
    affiliate: row.affiliate,
    paymentId: row.payment_id,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    edits: row.edits,
  };
}

export const checkoutRow = (db: D1Database, id: string) => db.prepare('SELECT * FROM checkouts WHERE id = ?1').bind(id);

export async function findCheckout(db: D1Database, id: string): Promise<Checkout | null> {
  const row = await checkoutRow(db, id).first<CheckoutRow>();
  return row ? toCheckout(row) : null;
}

/** A new checkout, owned by the browser whose owner token hashes to `ownerHash` (./owner.ts). */
export function insertCheckout(db: D1Database, c: Pick<Checkout, 'id' | 'currency' | 'fulfillmentRegion' | 'lineItems' | 'trafficSource' | 'affiliate'>, ownerHash: string) {
  return db
    .prepare('INSERT INTO checkouts (id, currency, fulfillment_region, line_items, traffic_source, affiliate, owner_hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
    .bind(c.id, c.currency, c.fulfillmentRegion, JSON.stringify(c.lineItems), c.trafficSource, c.affiliate, ownerHash);
}

/** A payment of the checkout (`?1`) is being charged or holds money: its order is made from the checkout as the submit read it. */
const PAYING = "EXISTS (SELECT 1 FROM payments WHERE checkout_id = ?1 AND state IN ('processing', 'authorized', 'pending', 'captured'))";

export const payingStatement = (db: D1Database, id: string) => db.prepare(`SELECT ${PAYING} AS paying`).bind(id);

/**
 * The fields a shopper may change; written only while the checkout is still open and still at the
 * version `c` was read at (`c.version`), and while no payment of it is moving money: otherwise nothing
 * changes (meta.changes 0) and the caller reads again. Without the version, two changes sent at once each
 * wrote the row whole and the later undid the other; without the payment check, an address changed in
 * another tab while the card was being charged was saved, but the order kept the one the submit read.
 */
export function updateCheckoutFields(db: D1Database, c: Checkout) {
  return db
    .prepare(
      `UPDATE checkouts SET state = ?2, customer = ?3, delivery_option = ?4, promo_code = ?5, marketing_opt_in = ?6,
        platform = ?7, payment_method = ?8, line_items = ?9, error = NULL, version = version + 1, edits = edits + 1,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND version = ?10 AND state IN ('created', 'pending', 'failure') AND NOT ${PAYING}`,
    )
    .bind(c.id, c.state, c.customer ? JSON.stringify(c.customer) : null, c.deliveryOption, c.promoCode, c.marketingOptIn ? 1 : 0, c.platform, c.paymentMethod, JSON.stringify(c.lineItems), c.version);
}

export function setCheckoutPayment(db: D1Database, id: string, state: CheckoutState, paymentId: string | null, error: string | null) {
  return db
    .prepare(`UPDATE checkouts SET state = ?2, payment_id = ?3, error = ?4, version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND state <> 'completed'`)
    .bind(id, state, paymentId, error);
}
