import { notFound, refused } from './errors';
import { fromError, type Answer, type Context } from './handler';
import { amountIssue, breakdownIssue } from './money';
import { minimal, orderOf } from './representation';
import { now, paypalId, type Order, type Tenant } from './state';
import { isCaptureRefusal } from './types';

/**
 * Orders v2: create (intent AUTHORIZE or CAPTURE, as sent), show, authorize an approved order, capture
 * an approved order. The buyer's approval happens only through the control API (`approve`), as it
 * happens in PayPal's window, never through the merchant's API.
 */
const DAY = 86_400_000;
/** PayPal keeps an authorization capturable for 29 days. */
const AUTHORIZATION_LIFETIME_MS = 29 * DAY;

const answer = (ctx: Context, status: number, order: Order): Answer => {
  const full = orderOf(ctx.tenant, ctx.base, order);
  return { status, body: ctx.representation ? full : minimal(full) };
};

export function createOrder(ctx: Context): Answer {
  const units = ctx.body.purchase_units as Record<string, any>[];
  const refs = units.map((u) => u.reference_id as string | undefined);
  if (units.length > 1 && refs.some((r) => !r)) return fromError(refused(ctx.op, 'REFERENCE_ID_REQUIRED', '/purchase_units/0/reference_id'));
  if (new Set(refs).size !== refs.length) return fromError(refused(ctx.op, 'DUPLICATE_REFERENCE_ID', '/purchase_units/1/reference_id'));
  for (const unit of units) {
    const field = `/purchase_units/@reference_id=='${unit.reference_id ?? 'default'}'/amount`;
    const issue = amountIssue(unit.amount) ?? breakdownIssue(unit.amount);
    if (issue) return fromError(refused(ctx.op, issue, issue === 'AMOUNT_MISMATCH' ? `${field}/value` : `${field}/${issue === 'INVALID_CURRENCY_CODE' ? 'currency_code' : 'value'}`, issue === 'INVALID_CURRENCY_CODE' ? unit.amount.currency_code : unit.amount.value));
  }
  const at = now(ctx.tenant);
  const order: Order = {
    id: paypalId(),
    intent: ctx.body.intent,
    status: 'CREATED',
    units: units.map((u) => ({ sent: { ...u, reference_id: u.reference_id ?? 'default' } as Order['units'][number]['sent'], authorizationIds: [], captureIds: [] })),
    payer: null,
    created: at,
    updated: at,
  };
  ctx.tenant.orders.set(order.id, order);
  return answer(ctx, 201, order);
}

export function showOrder(ctx: Context): Answer {
  const order = ctx.tenant.orders.get(ctx.params[0] ?? '');
  if (!order) return fromError(notFound(ctx.op, ctx.params[0] ?? ''));
  return { status: 200, body: orderOf(ctx.tenant, ctx.base, order) };
}

/** Why an order cannot be authorized or captured now (the documents' issue names), or null. */
function blocked(order: Order, action: 'authorize' | 'capture'): string | null {
  if (order.status === 'CREATED') return 'ORDER_NOT_APPROVED';
  if (order.status === 'COMPLETED') return action === 'authorize' ? 'ORDER_ALREADY_AUTHORIZED' : 'ORDER_ALREADY_CAPTURED';
  if (order.status === 'VOIDED') return action === 'authorize' ? 'ORDER_COMPLETED_OR_VOIDED' : 'ORDER_ALREADY_CAPTURED';
  return null;
}

export function authorizeOrder(ctx: Context): Answer {
  const { tenant } = ctx;
  const order = tenant.orders.get(ctx.params[0] ?? '');
  if (!order) return fromError(notFound(ctx.op, ctx.params[0] ?? ''));
  if (order.intent === 'CAPTURE') return fromError(refused(ctx.op, 'ACTION_DOES_NOT_MATCH_INTENT'));
  const issue = blocked(order, 'authorize');
  if (issue) return fromError(refused(ctx.op, issue));
  const at = now(tenant);
  for (const [index, unit] of order.units.entries()) {
    const outcome = tenant.next.authorization.shift() ?? 'CREATED';
    const id = paypalId();
    const { currency_code, value } = unit.sent.amount;
    tenant.authorizations.set(id, { id, orderId: order.id, unit: index, status: outcome, amount: { currency_code, value }, capturedMinor: 0, created: at, updated: at, expires: at + AUTHORIZATION_LIFETIME_MS });
    unit.authorizationIds.push(id);
  }
  order.status = 'COMPLETED';
  order.updated = at;
  return answer(ctx, 201, order);
}

export function captureOrder(ctx: Context): Answer {
  const { tenant } = ctx;
  const order = tenant.orders.get(ctx.params[0] ?? '');
  if (!order) return fromError(notFound(ctx.op, ctx.params[0] ?? ''));
  if (order.intent === 'AUTHORIZE') {
    return fromError(refused(ctx.op, 'ACTION_DOES_NOT_MATCH_INTENT'), `order ${order.id} has intent AUTHORIZE and was captured as an order; PayPal answers ACTION_DOES_NOT_MATCH_INTENT (capture the authorization instead)`);
  }
  const issue = blocked(order, 'capture');
  if (issue) return fromError(refused(ctx.op, issue));
  const outcomes = order.units.map(() => tenant.next.capture.shift() ?? 'COMPLETED');
  // A declined funding source fails the whole capture; the buyer can choose another one (order stays APPROVED).
  if (outcomes.includes('DECLINED')) return fromError(refused(ctx.op, 'INSTRUMENT_DECLINED'));
  const refusal = outcomes.find(isCaptureRefusal);
  if (refusal) return fromError(refused(ctx.op, refusal));
  const at = now(tenant);
  for (const [index, unit] of order.units.entries()) {
    const id = paypalId();
    const { currency_code, value } = unit.sent.amount;
    tenant.captures.set(id, { id, orderId: order.id, unit: index, authorizationId: null, status: (outcomes[index] ?? 'COMPLETED') as 'COMPLETED' | 'PENDING', amount: { currency_code, value }, finalCapture: true, refundIds: [], created: at, updated: at });
    unit.captureIds.push(id);
  }
  order.status = 'COMPLETED';
  order.updated = at;
  return answer(ctx, 201, order);
}

/** The buyer approves the order in PayPal's window (control API). */
export function approveOrder(tenant: Tenant, orderId: string, payer: Record<string, unknown>): string | null {
  const order = tenant.orders.get(orderId);
  if (!order) return `no order ${orderId}`;
  if (order.status !== 'CREATED') return `order ${orderId} is ${order.status}`;
  order.status = 'APPROVED';
  order.payer = payer;
  order.updated = now(tenant);
  return null;
}
