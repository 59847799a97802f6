import { describeErrors, validatorAt } from './contract';
import type { Answer, Context } from './handler';
import { fromMinor, toMinor } from './money';
import { settleRefunds } from './payments';
import { authorizationOf, captureOf, refundOf } from './representation';
import type { Signer } from './signing';
import { iso, now, paypalId, type Refund, type Tenant } from './state';
import type { WebhookDelivery, WebhookRequest } from './types';

/**
 * PayPal-side events and their signed deliveries. Asking for an event makes it happen at PayPal first
 * (a pending capture completes or is denied, a refund is made at PayPal, a reversal, a void), so that the
 * store's read-back after the webhook sees the same state the event announces.
 */
type Resource = { type: 'capture' | 'refund' | 'authorization'; body: Record<string, unknown>; summary: string };

/**
 * The refund a REFUNDED or REVERSED event announces: a pending refund that completes, else the rest of the
 * capture refunded (or reversed) at PayPal, else the last refund the caller made itself.
 */
function refundAtPaypal(tenant: Tenant, captureId: string, reversal: boolean, amountMinor?: number): Refund | string {
  const c = tenant.captures.get(captureId);
  if (!c || !['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(c.status)) return `capture ${captureId} is ${c?.status ?? 'unknown'}`;
  const refunds = c.refundIds.map((id) => tenant.refunds.get(id)).filter((r) => r !== undefined);
  const completed = refunds.filter((r) => r.status === 'COMPLETED');
  const at = now(tenant);
  let refund = reversal ? undefined : refunds.find((r) => r.status === 'PENDING');
  if (refund) Object.assign(refund, { status: 'COMPLETED', updated: at });
  const left = toMinor(c.amount) - completed.reduce((sum, r) => sum + toMinor(r.amount), 0);
  if (!refund && left > 0) {
    // A refund of part of the capture when asked for (a reversal always takes what is left).
    const taken = reversal || amountMinor === undefined ? left : Math.min(amountMinor, left);
    refund = { id: paypalId(), captureId, status: 'COMPLETED', amount: fromMinor(taken, c.amount.currency_code), created: at, updated: at, ...(reversal ? { noteToPayer: 'Payment reversed' } : {}) };
    tenant.refunds.set(refund.id, refund);
    c.refundIds.push(refund.id);
  }
  refund ??= reversal ? undefined : completed.at(-1);
  if (!refund) return `capture ${captureId} has nothing left to reverse`;
  settleRefunds(tenant, c);
  return refund;
}

export function happen(tenant: Tenant, base: string, req: WebhookRequest): Resource | string {
  const at = now(tenant);
  if (req.eventType.startsWith('PAYMENT.AUTHORIZATION.')) {
    const a = tenant.authorizations.get(req.resourceId);
    if (!a) return `no authorization ${req.resourceId}`;
    const to = req.eventType === 'PAYMENT.AUTHORIZATION.VOIDED' ? 'VOIDED' : 'CREATED';
    if (a.status !== to && a.status !== 'PENDING' && !(to === 'VOIDED' && a.status === 'CREATED')) return `authorization ${a.id} is ${a.status}`;
    Object.assign(a, { status: to, updated: at });
    const order = tenant.orders.get(a.orderId);
    if (order && to === 'VOIDED' && order.units.every((u) => u.authorizationIds.every((id) => tenant.authorizations.get(id)?.status === 'VOIDED'))) order.status = 'VOIDED';
    return { type: 'authorization', body: authorizationOf(tenant, base, a, 'payments'), summary: to === 'VOIDED' ? 'A payment authorization was voided' : `A payment authorization was created for ${a.amount.value} ${a.amount.currency_code}` };
  }
  if (req.eventType === 'PAYMENT.CAPTURE.REFUNDED' || req.eventType === 'PAYMENT.CAPTURE.REVERSED') {
    const reversal = req.eventType === 'PAYMENT.CAPTURE.REVERSED';
    const refund = refundAtPaypal(tenant, req.resourceId, reversal, req.amountMinor);
    if (typeof refund === 'string') return refund;
    return { type: 'refund', body: refundOf(base, refund), summary: `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was ${reversal ? 'reversed' : 'refunded'}` };
  }
  const c = tenant.captures.get(req.resourceId);
  if (!c) return `no capture ${req.resourceId}`;
  const to = req.eventType === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : req.eventType === 'PAYMENT.CAPTURE.PENDING' ? 'PENDING' : 'DECLINED';
  if (c.status !== to && c.status !== 'PENDING') return `capture ${c.id} is ${c.status}`;
  Object.assign(c, { status: to, updated: at });
  const words = { COMPLETED: 'Payment completed', PENDING: 'Payment pending', DECLINED: 'Payment denied' }[to];
  return { type: 'capture', body: captureOf(tenant, base, c, 'payments'), summary: `${words} for ${c.amount.value} ${c.amount.currency_code}` };
}

const RESOURCE_SCHEMA = { capture: '/components/schemas/capture-2', refund: '/components/schemas/refund', authorization: '/components/schemas/authorization-2' };

/** The event PayPal would send, signed for this webhook id; `problems` gets any shape the documents reject. */
export function signedDelivery(tenant: Tenant, base: string, signer: Signer, req: WebhookRequest): Omit<WebhookDelivery, 'delivered'> | string {
  const resource = happen(tenant, base, req);
  if (typeof resource === 'string') return resource;
  const id = `WH-${paypalId()}-${paypalId()}`;
  const event = {
    id,
    event_version: '1.0',
    create_time: new Date(now(tenant)).toISOString(),
    resource_type: resource.type,
    resource_version: '2.0',
    event_type: req.eventType,
    summary: resource.summary,
    resource: resource.body,
    links: [
      { href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v1/notifications/webhooks-events/${id}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
  for (const [doc, pointer, value] of [['notifications_webhooks_v1', '/components/schemas/event', event], ['payments_payment_v2', RESOURCE_SCHEMA[resource.type], resource.body]] as const) {
    const validate = validatorAt(doc, pointer);
    if (!validate(value)) tenant.problems.push(`fake's own webhook ${req.eventType} fails ${doc}#${pointer}: ${describeErrors(validate.errors)}`);
  }
  const body = JSON.stringify(event);
  const headers = { 'content-type': 'application/json', ...signer.sign(body, req.webhookId, iso(now(tenant))), 'paypal-cert-url': `${base}/v1/notifications/certs/${signer.certId}` };
  return { headers, body, event };
}

/** POST /v1/notifications/verify-webhook-signature: SUCCESS only for PayPal's own signature of this event for this webhook id. */
export function verifyHandler(signer: Signer) {
  return (ctx: Context): Answer => {
    const b = ctx.body as Record<string, any>;
    const genuine =
      b.auth_algo === 'SHA256withRSA' &&
      b.cert_url === `${ctx.base}/v1/notifications/certs/${signer.certId}` &&
      signer.verify({ transmissionId: b.transmission_id, transmissionTime: b.transmission_time, webhookId: b.webhook_id, body: JSON.stringify(b.webhook_event), signature: b.transmission_sig });
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  };
}
