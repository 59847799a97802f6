import type { Operation } from './contract';
import type { Handler } from './handler';
import { authorizeOrder, captureOrder, createOrder, showOrder } from './orders';
import { captureAuthorization, refundCapture, showAuthorization, showCapture, showRefund, voidAuthorization } from './payments';
import type { Signer } from './signing';
import type { PaypalStep } from './types';
import { verifyHandler } from './webhooks';

/** The PayPal operations the fake serves: path, the document's operation, the fault step, the handler. */
export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  op: Operation;
  step: PaypalStep;
  handler: Handler;
}

const orders = (path: string, method: 'get' | 'post'): Operation => ({ doc: 'checkout_orders_v2', path, method });
const payments = (path: string, method: 'get' | 'post'): Operation => ({ doc: 'payments_payment_v2', path, method });
const ID = '([^/]+)';

export function routes(signer: Signer): Route[] {
  return [
    { method: 'POST', pattern: /^\/v2\/checkout\/orders$/, op: orders('/v2/checkout/orders', 'post'), step: 'create', handler: createOrder },
    { method: 'GET', pattern: new RegExp(`^/v2/checkout/orders/${ID}$`), op: orders('/v2/checkout/orders/{id}', 'get'), step: 'get', handler: showOrder },
    { method: 'POST', pattern: new RegExp(`^/v2/checkout/orders/${ID}/authorize$`), op: orders('/v2/checkout/orders/{id}/authorize', 'post'), step: 'authorize', handler: authorizeOrder },
    { method: 'POST', pattern: new RegExp(`^/v2/checkout/orders/${ID}/capture$`), op: orders('/v2/checkout/orders/{id}/capture', 'post'), step: 'capture_order', handler: captureOrder },
    { method: 'GET', pattern: new RegExp(`^/v2/payments/authorizations/${ID}$`), op: payments('/v2/payments/authorizations/{authorization_id}', 'get'), step: 'get_authorization', handler: showAuthorization },
    { method: 'POST', pattern: new RegExp(`^/v2/payments/authorizations/${ID}/capture$`), op: payments('/v2/payments/authorizations/{authorization_id}/capture', 'post'), step: 'capture_authorization', handler: captureAuthorization },
    { method: 'POST', pattern: new RegExp(`^/v2/payments/authorizations/${ID}/void$`), op: payments('/v2/payments/authorizations/{authorization_id}/void', 'post'), step: 'void', handler: voidAuthorization },
    { method: 'GET', pattern: new RegExp(`^/v2/payments/captures/${ID}$`), op: payments('/v2/payments/captures/{capture_id}', 'get'), step: 'get_capture', handler: showCapture },
    { method: 'POST', pattern: new RegExp(`^/v2/payments/captures/${ID}/refund$`), op: payments('/v2/payments/captures/{capture_id}/refund', 'post'), step: 'refund', handler: refundCapture },
    { method: 'GET', pattern: new RegExp(`^/v2/payments/refunds/${ID}$`), op: payments('/v2/payments/refunds/{refund_id}', 'get'), step: 'get_refund', handler: showRefund },
    {
      method: 'POST',
      pattern: /^\/v1\/notifications\/verify-webhook-signature$/,
      op: { doc: 'notifications_webhooks_v1', path: '/v1/notifications/verify-webhook-signature', method: 'post' },
      step: 'verify_webhook',
      handler: verifyHandler(signer),
    },
  ];
}

export function match(table: Route[], method: string, path: string): { route: Route; params: string[] } | null {
  for (const route of table) {
    const found = route.method === method ? route.pattern.exec(path) : null;
    if (found) return { route, params: found.slice(1).map((p) => decodeURIComponent(p)) };
  }
  return null;
}
