import { cardErrorCode, cardMessage } from '../../../lib/card-messages';
import { ProviderError, type ChargeRequest, type ChargeResult, type ChargeShipping, type PaymentProvider } from '../provider';

interface StripeIntent {
  id: string;
  status: string;
  client_secret?: string;
  next_action?: { type: string; redirect_to_url?: { url: string } } | null;
  last_payment_error?: { code?: string; decline_code?: string } | null;
}
interface StripeErrorBody {
  error?: { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: { id: string } };
}

/** Afterpay is its own Stripe payment method type; wallets (Google Pay, Apple Pay) are cards. */
const methodType = (method: string) => (method === 'afterpay' ? 'afterpay_clearpay' : 'card');

/** Stripe's shipping[...] form fields; required for Afterpay, useful to Radar for every method. */
function shippingForm(shipping: ChargeShipping | null): Record<string, string> {
  if (!shipping) return {};
  const fields: Record<string, string | null> = {
    'shipping[name]': shipping.name,
    'shipping[phone]': shipping.phone,
    'shipping[address][line1]': shipping.address.line1,
    'shipping[address][line2]': shipping.address.line2,
    'shipping[address][city]': shipping.address.city,
    'shipping[address][state]': shipping.address.state,
    'shipping[address][postal_code]': shipping.address.postalCode,
    'shipping[address][country]': shipping.address.country,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * Stripe PaymentIntents over the REST API with fetch (works in workerd). Funds are authorized
 * (capture_method=manual) and captured only once the order and its stock are written, so a drop that
 * sells out releases the shopper's authorization instead of refunding a charge.
 */
export function stripeProvider(options: { secretKey: string; apiBase: string }): PaymentProvider {
  async function call<T>(path: string, form: Record<string, string> | null, idempotencyKey?: string): Promise<{ status: number; body: T & StripeErrorBody }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.secretKey}`, 'Stripe-Version': '2024-06-20' };
    if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const res = await fetch(`${options.apiBase}${path}`, { method: form ? 'POST' : 'GET', headers, ...(form ? { body: new URLSearchParams(form).toString() } : {}) });
    const body = (await res.json().catch(() => ({}))) as T & StripeErrorBody;
    if (res.status >= 500) throw new ProviderError(`Stripe answered ${res.status} for ${path}`);
    return { status: res.status, body };
  }

  function intentForm(req: ChargeRequest): Record<string, string> {
    return {
      amount: String(req.amountCents),
      currency: req.currency.toLowerCase(),
      capture_method: 'manual',
      'payment_method_types[]': methodType(req.paymentMethod),
      description: req.description,
      'metadata[checkout_id]': req.checkoutId,
      'metadata[payment_id]': req.paymentId,
      ...(req.email ? { receipt_email: req.email } : {}),
      ...shippingForm(req.shipping),
    };
  }

  function result(status: number, body: StripeIntent & StripeErrorBody): ChargeResult {
    if (body.error || status >= 400) {
      const code = cardErrorCode(body.error?.code, body.error?.decline_code);
      return { status: 'failed', providerRef: body.error?.payment_intent?.id ?? null, code, message: cardMessage(code) };
    }
    switch (body.status) {
      case 'requires_capture':
        return { status: 'authorized', providerRef: body.id };
      case 'succeeded':
        return { status: 'captured', providerRef: body.id };
      case 'requires_action': {
        const url = body.next_action?.redirect_to_url?.url;
        if (!url) throw new ProviderError('Stripe asked for an action without a redirect address');
        return { status: 'requires_action', providerRef: body.id, redirectUrl: url };
      }
      default: {
        const code = cardErrorCode(body.last_payment_error?.code, body.last_payment_error?.decline_code);
        return { status: 'failed', providerRef: body.id, code, message: cardMessage(code) };
      }
    }
  }

  return {
    name: 'stripe',
    async initiate(req) {
      const { status, body } = await call<StripeIntent>('/v1/payment_intents', intentForm(req), `${req.idempotencyKey}:initiate`);
      if (status >= 400 || !body.client_secret) throw new ProviderError(`Stripe refused the payment intent: ${body.error?.message ?? status}`);
      return { providerRef: body.id, paymentToken: body.client_secret };
    },
    async authorize(req) {
      if (req.providerRef) {
        const current = await call<StripeIntent>(`/v1/payment_intents/${encodeURIComponent(req.providerRef)}`, null);
        const needsConfirm = current.body.status === 'requires_payment_method' || current.body.status === 'requires_confirmation';
        if (!needsConfirm || !req.paymentToken) return result(current.status, current.body);
        const confirm = { payment_method: req.paymentToken, return_url: req.returnUrl };
        const res = await call<StripeIntent>(`/v1/payment_intents/${encodeURIComponent(req.providerRef)}/confirm`, confirm, `${req.idempotencyKey}:confirm`);
        return result(res.status, res.body);
      }
      if (!req.paymentToken) return { status: 'failed', providerRef: null, code: 'card_declined', message: cardMessage('card_declined') };
      const form = { ...intentForm(req), confirm: 'true', payment_method: req.paymentToken, return_url: req.returnUrl };
      const res = await call<StripeIntent>('/v1/payment_intents', form, req.idempotencyKey);
      return result(res.status, res.body);
    },
    async capture(ref, req) {
      const res = await call<StripeIntent>(`/v1/payment_intents/${encodeURIComponent(ref)}/capture`, {}, `${req.idempotencyKey}:capture`);
      if (res.status >= 400 && res.body.error?.code !== 'payment_intent_unexpected_state') throw new ProviderError(`Stripe capture failed: ${res.body.error?.message ?? res.status}`);
    },
    async cancel(ref, req) {
      await call<StripeIntent>(`/v1/payment_intents/${encodeURIComponent(ref)}/cancel`, {}, `${req.idempotencyKey}:cancel`);
    },
  };
}
