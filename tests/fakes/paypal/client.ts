import type { FaultKind, NextOutcomes, PaypalCall, PaypalStep, RequestIdPolicy, WebhookDelivery, WebhookRequest } from './types';

/**
 * The PayPal fake's control API over fetch, for tests in Node or inside workerd (which can reach the
 * fake only over HTTP). One client per tenant: make up a client id and secret per test with
 * `newPaypalTenant()` and give the same pair to the store's PayPal settings.
 */
export interface PaypalTenant {
  clientId: string;
  clientSecret: string;
}

export function newPaypalTenant(label = 'test'): PaypalTenant {
  const id = crypto.randomUUID().replace(/-/g, '');
  return { clientId: `${label}-${id}`, clientSecret: `secret-${id}` };
}

export function paypalFake(url: string, clientId: string) {
  async function call<T>(method: 'GET' | 'POST', action: string, body: Record<string, unknown> = {}, query = ''): Promise<T> {
    const res = await fetch(method === 'GET' ? `${url}/__control/${action}?clientId=${encodeURIComponent(clientId)}${query}` : `${url}/__control/${action}`, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, clientId }) } : {}),
    });
    const answer = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(`PayPal fake /__control/${action} answered ${res.status}: ${answer.error ?? JSON.stringify(answer)}`);
    return answer;
  }

  return {
    /** The buyer approves the order in PayPal's window (optionally with payer fields of the order's `payer`). */
    approve: (orderId: string, payer?: Record<string, unknown>) => call('POST', 'approve', { orderId, ...(payer ? { payer } : {}) }),
    /** Queues what PayPal decides next, each used once: an authorization, a capture, a refund status. */
    nextOutcome: (outcomes: NextOutcomes) => call('POST', 'outcomes', { ...outcomes }),
    /** The next `times` requests at this step fail this way (see tests/fakes/faults.ts). */
    fault: (step: PaypalStep, kind: FaultKind, times = 1) => call('POST', 'fault', { step, kind, times }),
    clearFaults: () => call('POST', 'clear-faults'),
    /** Moves this tenant's clock forward (PayPal-Request-Id windows, token and authorization expiry). */
    advance: (ms: number) => call<{ offsetMs: number }>('POST', 'advance', { ms }),
    /** Every token issued so far stops working (the next call with one gets a 401). */
    expireTokens: () => call('POST', 'expire-tokens'),
    /** Whether a repeated PayPal-Request-Id also replays refusals (`all`, the default) or only successes. */
    requestIdPolicy: (policy: RequestIdPolicy) => call('POST', 'request-id-policy', { policy }),
    calls: () => call<PaypalCall[]>('GET', 'calls'),
    /** Requests the documents reject and answers of the fake's own that they reject; empty when all is well. */
    problems: () => call<string[]>('GET', 'problems'),
    /** Every order of this tenant as GET /v2/checkout/orders/{id} shows it. */
    orders: (reference?: string) => call<Record<string, any>[]>('GET', 'orders', {}, reference ? `&reference=${encodeURIComponent(reference)}` : ''),
    /** Makes the event happen at PayPal, signs it for `webhookId`, and delivers it to `deliverTo` if given. */
    webhook: (request: WebhookRequest) => call<WebhookDelivery>('POST', 'webhook', { ...request }),
  };
}

export type PaypalFakeClient = ReturnType<typeof paypalFake>;
