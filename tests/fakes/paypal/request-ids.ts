import { operationOf, resolve, type Operation } from './contract';
import { now, type Tenant } from './state';

/**
 * PayPal-Request-Id as the documents describe it: the Orders API keeps a key for 6 hours, the Payments
 * API for 45 days (each document's `paypal_request_id` parameter says so); within that window a repeated
 * id answers the first request's result instead of acting again, after it the request is processed anew.
 * Operations without the parameter (void) ignore the header.
 */
const HOUR = 3_600_000;
export const RETENTION_MS: Record<Operation['doc'], number> = { checkout_orders_v2: 6 * HOUR, payments_payment_v2: 45 * 24 * HOUR, notifications_webhooks_v1: 0 };

export function takesRequestId(op: Operation): boolean {
  return ((operationOf(op).parameters ?? []) as unknown[]).some((p) => resolve(op.doc, p as Record<string, unknown>)?.name === 'PayPal-Request-Id');
}

/** Keys sorted, so that the same body built in another order is still the same request. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface Replay {
  status: number;
  answer: unknown;
}

/**
 * The remembered answer for this id, if it is still within the window. A reuse of the id for another
 * call or another body is the caller's bug (PayPal would return the first result, not do the new
 * request): it is answered the same way and recorded as a problem.
 */
export function recall(tenant: Tenant, op: Operation, id: string | undefined, path: string, body: unknown): Replay | null {
  if (!id || !takesRequestId(op)) return null;
  const seen = tenant.requestIds.get(id);
  if (!seen) return null;
  if (now(tenant) - seen.at > RETENTION_MS[op.doc]) {
    tenant.requestIds.delete(id);
    return null;
  }
  if (seen.path !== path || seen.body !== canonical(body)) {
    tenant.problems.push(`PayPal-Request-Id ${id} reused for ${path} ${canonical(body)}; first used for ${seen.path} ${seen.body}`);
  }
  // PayPal answers a successful idempotent repeat with 200 where the operation documents one (Orders API).
  const repeatStatus = seen.status === 201 && operationOf(op).responses?.['200'] ? 200 : seen.status;
  return { status: repeatStatus, answer: seen.answer };
}

export function remember(tenant: Tenant, op: Operation, id: string | undefined, path: string, body: unknown, status: number, answer: unknown): void {
  if (!id || !takesRequestId(op)) return;
  if (tenant.requestIdPolicy === 'success' && status >= 300) return;
  tenant.requestIds.set(id, { at: now(tenant), path, body: canonical(body), status, answer });
}
