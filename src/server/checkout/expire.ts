/**
 * Abandoned checkouts are not kept (issue 17): a checkout that never became an order is deleted
 * 30 days after its last change, with the personal data it holds (name, e-mail, phone, address).
 * One a payment row still points at (a declined or released payment: the provider's records refer to
 * it) is kept as a shell: its personal data, owner and marketing consent are blanked, once none of its
 * payments is still moving. Checkouts with an
 * order are not touched: the order keeps its own copy of what fulfilment and the law need.
 * docs/decisions.md, "Retention".
 */
export const ABANDONED_AFTER_DAYS = 30;

const NO_ORDER = 'NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = checkouts.id)';
const PAID_AT = 'EXISTS (SELECT 1 FROM payments p WHERE p.checkout_id = checkouts.id)';
// Money still moving (a PayPal eCheck, a Stripe review, a refund under way) may yet make the order, and
// the reconciler needs the shopper's details for it: such a checkout waits until its payments settle.
const MONEY_MOVING = "EXISTS (SELECT 1 FROM payments p WHERE p.checkout_id = checkouts.id AND p.state NOT IN ('failed', 'voided', 'refunded'))";

export async function expireAbandonedCheckouts(db: D1Database, now: Date): Promise<{ deleted: number; blanked: number }> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_DAYS * 86_400_000).toISOString();
  const [blanked, deleted] = await db.batch([
    db
      .prepare(
        `UPDATE checkouts SET customer = NULL, owner_hash = NULL, marketing_opt_in = 0, promo_code = NULL, affiliate = NULL, traffic_source = NULL,
           version = version + 1, edits = edits + 1
         WHERE updated_at < ?1 AND ${NO_ORDER} AND ${PAID_AT} AND NOT ${MONEY_MOVING}
           AND (customer IS NOT NULL OR owner_hash IS NOT NULL OR marketing_opt_in <> 0 OR affiliate IS NOT NULL)`,
      )
      .bind(cutoff),
    db.prepare(`DELETE FROM checkouts WHERE updated_at < ?1 AND ${NO_ORDER} AND NOT ${PAID_AT}`).bind(cutoff),
  ]);
  return { blanked: blanked?.meta.changes ?? 0, deleted: deleted?.meta.changes ?? 0 };
}
