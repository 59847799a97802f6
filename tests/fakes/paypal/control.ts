import { FAULT_KINDS, type FaultKind, type FaultPlan } from '../faults';
import type { FakeAnswer, FakeRequest } from '../http';
import { approveOrder } from './orders';
import { orderOf } from './representation';
import type { Signer } from './signing';
import { newPayerId, type Tenants } from './state';
import { CAPTURE_REFUSALS, PAYPAL_STEPS, WEBHOOK_EVENTS, type NextOutcomes, type WebhookDelivery, type WebhookRequest } from './types';
import { signedDelivery } from './webhooks';

/**
 * `/__control/*`: what a test does that no merchant API call can (the buyer's approval, PayPal's
 * decisions, faults, time), and what it reads back (calls, problems, orders). Every call names its
 * tenant: `clientId` in the JSON body, or `?clientId=` on reads. client.ts wraps these over fetch.
 */
const ok = (body: unknown = { ok: true }): FakeAnswer => ({ status: 200, body });
const bad = (error: string, status = 400): FakeAnswer => ({ status, body: { error } });
const OUTCOMES = { authorization: ['CREATED', 'PENDING', 'DENIED'], capture: ['COMPLETED', 'PENDING', 'DECLINED', ...CAPTURE_REFUSALS], refund: ['COMPLETED', 'PENDING', 'FAILED'] } as const;

export function paypalControl(tenants: Tenants, signer: Signer, faults: FaultPlan, base: () => string) {
  return async (req: FakeRequest): Promise<FakeAnswer | null> => {
    const action = req.path.slice('/__control/'.length);
    let input: Record<string, any> = {};
    try {
      input = req.raw ? (JSON.parse(req.raw) as Record<string, any>) : {};
    } catch {
      return bad('control body is not JSON');
    }
    const clientId = String(input.clientId ?? req.query.get('clientId') ?? '');
    if (!clientId) return bad('clientId is required');
    const tenant = tenants.of(clientId);
    switch (`${req.method} ${action}`) {
      case 'POST approve': {
        const payer = { payer_id: newPayerId(), email_address: 'buyer@example.com', name: { given_name: 'Test', surname: 'Buyer' }, address: { country_code: 'US' }, ...(input.payer ?? {}) };
        const refused = approveOrder(tenant, String(input.orderId), payer);
        return refused ? bad(refused, 409) : ok();
      }
      case 'POST outcomes': {
        for (const kind of ['authorization', 'capture', 'refund'] as const) {
          const value = (input as NextOutcomes)[kind];
          if (value === undefined) continue;
          if (!(OUTCOMES[kind] as readonly string[]).includes(value)) return bad(`${kind} outcome must be one of ${OUTCOMES[kind].join(', ')}`);
          (tenant.next[kind] as string[]).push(value);
        }
        return ok();
      }
      case 'POST fault': {
        if (!(PAYPAL_STEPS as readonly string[]).includes(input.step)) return bad(`step must be one of ${PAYPAL_STEPS.join(', ')}`);
        if (!FAULT_KINDS.includes(input.kind)) return bad(`kind must be one of ${FAULT_KINDS.join(', ')}`);
        faults.add(clientId, { step: input.step, kind: input.kind as FaultKind, times: Number(input.times ?? 1) });
        return ok();
      }
      case 'POST clear-faults':
        faults.clear(clientId);
        return ok();
      case 'POST advance':
        if (!Number.isFinite(input.ms) || input.ms < 0) return bad('ms must be a number >= 0');
        tenant.offsetMs += Number(input.ms);
        return ok({ offsetMs: tenant.offsetMs });
      case 'POST expire-tokens':
        for (const held of tenant.tokens.values()) held.revoked = true;
        return ok();
      case 'POST request-id-policy':
        if (input.policy !== 'all' && input.policy !== 'success') return bad('policy must be all or success');
        tenant.requestIdPolicy = input.policy;
        return ok();
      case 'GET calls':
        return ok(tenant.calls);
      case 'GET problems':
        return ok(tenant.problems);
      case 'GET orders': {
        // ?reference=<checkout id> narrows to one checkout's orders (long test runs hold thousands).
        const reference = req.query.get('reference');
        const orders = [...tenant.orders.values()].filter((o) => !reference || o.units.some((u) => u.sent.reference_id === reference));
        return ok(orders.map((o) => orderOf(tenant, base(), o)));
      }
      case 'POST webhook':
        return webhook(input as WebhookRequest);
      default:
        return null;
    }

    async function webhook(request: WebhookRequest): Promise<FakeAnswer> {
      if (!(WEBHOOK_EVENTS as readonly string[]).includes(request.eventType)) return bad(`eventType must be one of ${WEBHOOK_EVENTS.join(', ')}`);
      if (!/^[A-Za-z0-9]{1,50}$/.test(String(request.webhookId))) return bad('webhookId must be 1 to 50 letters and digits, as PayPal webhook ids are');
      const signed = signedDelivery(tenant, base(), signer, request);
      if (typeof signed === 'string') return bad(signed, 409);
      const delivery: WebhookDelivery = { ...signed };
      if (request.deliverTo) {
        const res = await fetch(request.deliverTo, { method: 'POST', headers: signed.headers, body: signed.body, signal: AbortSignal.timeout(10_000) });
        delivery.delivered = { status: res.status, body: await res.text() };
      }
      return ok(delivery);
    }
  };
}
