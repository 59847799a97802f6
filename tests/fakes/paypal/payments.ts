import { notFound, refused } from './errors';
import { fromError, type Answer, type Context } from './handler';
import { amountIssue, fromMinor, toMinor } from './money';
import { authorizationOf, captureOf, minimal, refundOf } from './representation';
import { now, paypalId, type Authorization, type Capture, type Money } from './state';
import { isCaptureRefusal } from './types';

/**
 * Payments v2: capture or void an authorization, refund a capture, and show each. Refusals use the
 * issue names of the Payments document (AUTHORIZATION_VOIDED, AUTHORIZATION_ALREADY_CAPTURED,
 * PREVIOUSLY_CAPTURED, CAPTURE_FULLY_REFUNDED, ...).
 */
const id0 = (ctx: Context) => ctx.params[0] ?? '';

/** Why an authorization cannot be captured now, or null. */
function captureBlock(ctx: Context, a: Authorization): string | null {
  if (a.status === 'VOIDED') return 'AUTHORIZATION_VOIDED';
  if (a.status === 'CAPTURED') return 'AUTHORIZATION_ALREADY_CAPTURED';
  if (a.status === 'DENIED') return 'AUTHORIZATION_DENIED';
  if (now(ctx.tenant) > a.expires) return 'AUTHORIZATION_EXPIRED';
  // A PENDING authorization (PayPal's review) cannot be captured until PayPal decides.
  if (a.status === 'PENDING') return 'TRANSACTION_REFUSED';
  return null;
}

export function captureAuthorization(ctx: Context): Answer {
  const { tenant } = ctx;
  const a = tenant.authorizations.get(id0(ctx));
  if (!a) return fromError(notFound(ctx.op, id0(ctx)));
  const block = captureBlock(ctx, a);
  if (block) return fromError(refused(ctx.op, block));
  const remaining = toMinor(a.amount) - a.capturedMinor;
  const asked = ctx.body.amount as Money | undefined;
  if (asked) {
    if (asked.currency_code !== a.amount.currency_code) return fromError(refused(ctx.op, 'AUTH_CAPTURE_CURRENCY_MISMATCH', '/amount/currency_code', asked.currency_code));
    const issue = amountIssue(asked);
    if (issue) return fromError(refused(ctx.op, issue, '/amount/value', asked.value));
    if (toMinor(asked) > remaining) return fromError(refused(ctx.op, 'MAX_CAPTURE_AMOUNT_EXCEEDED', '/amount/value', asked.value));
  }
  const amount = asked ?? (a.capturedMinor ? fromMinor(remaining, a.amount.currency_code) : a.amount);
  const outcome = tenant.next.capture.shift() ?? 'COMPLETED';
  // Refused outright (the payer's funding, the payee's account): no capture is made, the authorization stands.
  if (isCaptureRefusal(outcome)) return fromError(refused(ctx.op, outcome));
  const at = now(tenant);
  const finalCapture = ctx.body.final_capture === true;
  const capture: Capture = { id: paypalId(), orderId: a.orderId, unit: a.unit, authorizationId: a.id, status: outcome, amount, finalCapture, ...(ctx.body.invoice_id ? { invoiceId: ctx.body.invoice_id } : {}), refundIds: [], created: at, updated: at };
  tenant.captures.set(capture.id, capture);
  tenant.orders.get(a.orderId)?.units[a.unit]?.captureIds.push(capture.id);
  // A declined capture takes nothing; the authorization stays as it was.
  if (outcome !== 'DECLINED') {
    a.capturedMinor += toMinor(amount);
    a.status = finalCapture || a.capturedMinor >= toMinor(a.amount) ? 'CAPTURED' : 'PARTIALLY_CAPTURED';
    a.updated = at;
  }
  const full = captureOf(tenant, ctx.base, capture, 'payments');
  return { status: 201, body: ctx.representation ? full : minimal(full) };
}

export function voidAuthorization(ctx: Context): Answer {
  const { tenant } = ctx;
  const a = tenant.authorizations.get(id0(ctx));
  if (!a) return fromError(notFound(ctx.op, id0(ctx)));
  if (a.status === 'CAPTURED' || a.status === 'PARTIALLY_CAPTURED') return fromError(refused(ctx.op, 'PREVIOUSLY_CAPTURED'));
  if (a.status === 'VOIDED') return fromError(refused(ctx.op, 'PREVIOUSLY_VOIDED'));
  if (a.status === 'DENIED') return fromError(refused(ctx.op, 'CANNOT_BE_VOIDED'));
  a.status = 'VOIDED';
  a.updated = now(tenant);
  const order = tenant.orders.get(a.orderId);
  // PayPal voids the order once every purchase unit's authorization is voided.
  if (order && order.units.every((u) => u.authorizationIds.every((id) => tenant.authorizations.get(id)?.status === 'VOIDED'))) {
    order.status = 'VOIDED';
    order.updated = a.updated;
  }
  return ctx.representation ? { status: 200, body: authorizationOf(tenant, ctx.base, a, 'payments') } : { status: 204 };
}

export function refundCapture(ctx: Context): Answer {
  const { tenant } = ctx;
  const c = tenant.captures.get(id0(ctx));
  if (!c) return fromError(notFound(ctx.op, id0(ctx)));
  if (c.status === 'PENDING') return fromError(refused(ctx.op, 'PENDING_CAPTURE'));
  if (c.status === 'DECLINED' || c.status === 'FAILED') return fromError(refused(ctx.op, 'REFUND_NOT_ALLOWED'));
  const taken = c.refundIds.map((id) => tenant.refunds.get(id)).filter((r) => r && r.status !== 'FAILED' && r.status !== 'CANCELLED');
  const remaining = toMinor(c.amount) - taken.reduce((sum, r) => sum + toMinor(r?.amount ?? c.amount), 0);
  if (remaining <= 0) return fromError(refused(ctx.op, 'CAPTURE_FULLY_REFUNDED'));
  const asked = ctx.body.amount as Money | undefined;
  if (asked) {
    if (asked.currency_code !== c.amount.currency_code) return fromError(refused(ctx.op, 'REFUND_CAPTURE_CURRENCY_MISMATCH', '/amount/currency_code', asked.currency_code));
    const issue = amountIssue(asked);
    if (issue) return fromError(refused(ctx.op, issue, '/amount/value', asked.value));
    if (toMinor(asked) > remaining) return fromError(refused(ctx.op, 'REFUND_AMOUNT_EXCEEDED', '/amount/value', asked.value));
  }
  const amount = asked ?? fromMinor(remaining, c.amount.currency_code);
  const at = now(tenant);
  const status = tenant.next.refund.shift() ?? 'COMPLETED';
  const refund = { id: paypalId(), captureId: c.id, status, amount, created: at, updated: at, ...(ctx.body.custom_id ? { customId: ctx.body.custom_id } : {}), ...(ctx.body.invoice_id ? { invoiceId: ctx.body.invoice_id } : {}), ...(ctx.body.note_to_payer ? { noteToPayer: ctx.body.note_to_payer } : {}) };
  tenant.refunds.set(refund.id, refund);
  c.refundIds.push(refund.id);
  settleRefunds(tenant, c);
  const full = refundOf(ctx.base, refund);
  return { status: 201, body: ctx.representation ? full : minimal(full) };
}

/** The capture's status after its completed refunds: REFUNDED when nothing is left, else PARTIALLY_REFUNDED. */
export function settleRefunds(tenant: Context['tenant'], c: Capture): void {
  const refunded = c.refundIds.map((id) => tenant.refunds.get(id)).filter((r) => r?.status === 'COMPLETED').reduce((sum, r) => sum + toMinor(r?.amount ?? c.amount), 0);
  if (refunded > 0) c.status = refunded >= toMinor(c.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  c.updated = now(tenant);
}

export function showAuthorization(ctx: Context): Answer {
  const a = ctx.tenant.authorizations.get(id0(ctx));
  return a ? { status: 200, body: authorizationOf(ctx.tenant, ctx.base, a, 'payments') } : fromError(notFound(ctx.op, id0(ctx)));
}

export function showCapture(ctx: Context): Answer {
  const c = ctx.tenant.captures.get(id0(ctx));
  return c ? { status: 200, body: captureOf(ctx.tenant, ctx.base, c, 'payments') } : fromError(notFound(ctx.op, id0(ctx)));
}

export function showRefund(ctx: Context): Answer {
  const r = ctx.tenant.refunds.get(id0(ctx));
  return r ? { status: 200, body: refundOf(ctx.base, r) } : fromError(notFound(ctx.op, id0(ctx)));
}
