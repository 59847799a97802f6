import { feeOf } from './money';
import { iso, type Authorization, type Capture, type Order, type Refund, type Tenant } from './state';

/**
 * The fake's objects as PayPal shows them. The purchase unit's amount, currency, reference_id and
 * custom_id are the ones the order was created with, and reappear on every authorization and capture;
 * the payments API's own shapes add `supplementary_data.related_ids` (the documents define it there only).
 */
const link = (href: string, rel: string, method = 'GET') => ({ href, rel, method });

export function authorizationOf(tenant: Tenant, base: string, a: Authorization, flavour: 'order' | 'payments') {
  const unit = tenant.orders.get(a.orderId)?.units[a.unit]?.sent;
  const self = `${base}/v2/payments/authorizations/${a.id}`;
  return {
    id: a.id,
    status: a.status,
    ...(a.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    amount: a.amount,
    ...(unit?.custom_id ? { custom_id: unit.custom_id } : {}),
    ...(unit?.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    expiration_time: iso(a.expires),
    links: [link(self, 'self'), link(`${self}/capture`, 'capture', 'POST'), link(`${self}/void`, 'void', 'POST'), link(`${self}/reauthorize`, 'reauthorize', 'POST'), link(`${base}/v2/checkout/orders/${a.orderId}`, 'up')],
    create_time: iso(a.created),
    update_time: iso(a.updated),
    ...(flavour === 'payments' ? { supplementary_data: { related_ids: { order_id: a.orderId } } } : {}),
  };
}

export function captureOf(tenant: Tenant, base: string, c: Capture, flavour: 'order' | 'payments') {
  const unit = tenant.orders.get(c.orderId)?.units[c.unit]?.sent;
  const self = `${base}/v2/payments/captures/${c.id}`;
  const up = c.authorizationId ? `${base}/v2/payments/authorizations/${c.authorizationId}` : `${base}/v2/checkout/orders/${c.orderId}`;
  const settled = c.status !== 'PENDING' && c.status !== 'DECLINED' && c.status !== 'FAILED';
  return {
    id: c.id,
    status: c.status,
    ...(c.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    amount: c.amount,
    final_capture: c.finalCapture,
    ...(unit?.custom_id ? { custom_id: unit.custom_id } : {}),
    ...((c.invoiceId ?? unit?.invoice_id) ? { invoice_id: c.invoiceId ?? unit?.invoice_id } : {}),
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    // PayPal leaves the breakdown out while a capture is pending (the documents say so).
    ...(settled ? { seller_receivable_breakdown: feeOf(c.amount) } : {}),
    links: [link(self, 'self'), link(`${self}/refund`, 'refund', 'POST'), link(up, 'up')],
    create_time: iso(c.created),
    update_time: iso(c.updated),
    ...(flavour === 'payments' ? { supplementary_data: { related_ids: { order_id: c.orderId, ...(c.authorizationId ? { authorization_id: c.authorizationId } : {}) } } } : {}),
  };
}

export function refundOf(base: string, r: Refund) {
  const fee = feeOf(r.amount);
  return {
    id: r.id,
    status: r.status,
    ...(r.status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
    amount: r.amount,
    ...(r.customId ? { custom_id: r.customId } : {}),
    ...(r.invoiceId ? { invoice_id: r.invoiceId } : {}),
    ...(r.noteToPayer ? { note_to_payer: r.noteToPayer } : {}),
    seller_payable_breakdown: { gross_amount: fee.gross_amount, paypal_fee: fee.paypal_fee, net_amount: fee.net_amount, total_refunded_amount: r.amount },
    links: [link(`${base}/v2/payments/refunds/${r.id}`, 'self'), link(`${base}/v2/payments/captures/${r.captureId}`, 'up')],
    create_time: iso(r.created),
    update_time: iso(r.updated),
  };
}

export function orderOf(tenant: Tenant, base: string, o: Order) {
  const self = `${base}/v2/checkout/orders/${o.id}`;
  const links = [link(self, 'self')];
  if (o.status === 'CREATED') links.push(link(`https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, 'approve'));
  if (o.status === 'CREATED' || o.status === 'APPROVED') links.push(link(self, 'update', 'PATCH'));
  if (o.status === 'APPROVED') links.push(link(`${self}/${o.intent === 'AUTHORIZE' ? 'authorize' : 'capture'}`, o.intent === 'AUTHORIZE' ? 'authorize' : 'capture', 'POST'));
  return {
    id: o.id,
    intent: o.intent,
    status: o.status,
    ...(o.payer ? { payer: o.payer } : {}),
    purchase_units: o.units.map((u) => {
      const authorizations = u.authorizationIds.map((id) => tenant.authorizations.get(id)).filter((a) => a !== undefined);
      const captures = u.captureIds.map((id) => tenant.captures.get(id)).filter((c) => c !== undefined);
      const refunds = captures.flatMap((c) => c.refundIds.map((id) => tenant.refunds.get(id)).filter((r) => r !== undefined));
      const payments = {
        ...(authorizations.length ? { authorizations: authorizations.map((a) => authorizationOf(tenant, base, a, 'order')) } : {}),
        ...(captures.length ? { captures: captures.map((c) => captureOf(tenant, base, c, 'order')) } : {}),
        ...(refunds.length ? { refunds: refunds.map((r) => refundOf(base, r)) } : {}),
      };
      return { ...u.sent, payee: { email_address: `merchant-${tenant.merchantId.toLowerCase()}@example.com`, merchant_id: tenant.merchantId }, ...(Object.keys(payments).length ? { payments } : {}) };
    }),
    create_time: iso(o.created),
    update_time: iso(o.updated),
    links,
  };
}

/** `Prefer: return=minimal` (PayPal's default): the id, the status and the links only. */
export const minimal = (full: { id: string; status: string; links: unknown[] }) => ({ id: full.id, status: full.status, links: full.links });
export const wantsRepresentation = (prefer: string | string[] | undefined): boolean => String(prefer ?? '').includes('return=representation');
