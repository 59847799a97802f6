import { centsToUnits } from '../../../lib/money';
import { PAYPAL_FAILURE_MESSAGE } from '../../../lib/card-messages';
import { ProviderError, type PaymentProvider } from '../provider';

interface PaypalOrder {
  id?: string;
  status?: string;
  purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
}

/**
 * PayPal Orders v2: the server creates the order (intent CAPTURE, amount from the server) and captures
 * it once the shopper approved it in PayPal's window. PayPal-Request-Id makes both calls idempotent.
 * A capture cannot be held like a card authorization, so a sold-out order is refunded instead.
 */
export function paypalProvider(options: { clientId: string; clientSecret: string; apiBase: string }): PaymentProvider {
  async function token(): Promise<string> {
    const res = await fetch(`${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string };
    if (!res.ok || !body.access_token) throw new ProviderError(`PayPal token request failed: ${res.status}`);
    return body.access_token;
  }

  async function post(path: string, body: unknown, requestId: string): Promise<{ status: number; body: PaypalOrder }> {
    const res = await fetch(`${options.apiBase}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json', 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
    if (res.status >= 500) throw new ProviderError(`PayPal answered ${res.status} for ${path}`);
    return { status: res.status, body: (await res.json().catch(() => ({}))) as PaypalOrder };
  }

  return {
    name: 'paypal',
    async initiate(req) {
      const { status, body } = await post(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: req.checkoutId, custom_id: req.paymentId, description: req.description.slice(0, 127), amount: { currency_code: req.currency, value: centsToUnits(req.amountCents) } }],
        },
        `${req.idempotencyKey}:create`,
      );
      if (status >= 400 || !body.id) throw new ProviderError(`PayPal refused the order: ${status}`);
      return { providerRef: body.id, paymentToken: body.id };
    },
    async authorize(req) {
      const orderId = req.providerRef ?? req.paymentToken;
      if (!orderId || !/^[A-Z0-9-]{1,64}$/i.test(orderId)) return { status: 'failed', providerRef: null, code: 'paypal_failed', message: PAYPAL_FAILURE_MESSAGE };
      const { status, body } = await post(`/v2/checkout/orders/${orderId}/capture`, {}, `${req.idempotencyKey}:capture`);
      const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
      if (status < 400 && body.status === 'COMPLETED' && capture?.status === 'COMPLETED') return { status: 'captured', providerRef: orderId };
      return { status: 'failed', providerRef: orderId, code: 'paypal_failed', message: PAYPAL_FAILURE_MESSAGE };
    },
    async capture() {},
    async cancel(ref, req) {
      // Only the capture id can be refunded; the order's capture is looked up again by re-capturing idempotently.
      const { body } = await post(`/v2/checkout/orders/${ref}/capture`, {}, `${req.idempotencyKey}:capture`);
      const captureId = body.purchase_units?.[0]?.payments?.captures?.[0]?.id;
      if (captureId) await post(`/v2/payments/captures/${captureId}/refund`, {}, `${req.idempotencyKey}:refund`);
    },
  };
}
