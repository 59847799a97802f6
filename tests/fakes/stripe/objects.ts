import type Stripe from 'stripe';

/**
 * Whole Stripe objects, typed by the official SDK (stripe-node 23.1.0, API 2026-10-28.endive): the fake
 * answers with these, so every field the store's code reads exists with the type Stripe documents, and a
 * change in the SDK's types breaks the fake's compile before it breaks the store.
 */
export const now = () => Math.floor(Date.now() / 1000);

export function paymentIntent(fields: {
  id: string;
  amount: number;
  currency: string;
  allowed: Stripe.PaymentIntent.AllowedPaymentMethodType[];
  description: string | null;
  metadata: Stripe.Metadata;
  receiptEmail: string | null;
  shipping: Stripe.PaymentIntent.Shipping | null;
  captureMethod: Stripe.PaymentIntent.CaptureMethod;
}): Stripe.PaymentIntent {
  return {
    id: fields.id,
    object: 'payment_intent',
    allowed_payment_method_types: fields.allowed,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: fields.captureMethod,
    client_secret: `${fields.id}_secret_${fields.id.slice(-6)}`,
    confirmation_method: 'automatic',
    created: now(),
    currency: fields.currency,
    customer: null,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: fields.allowed,
    payment_record: null,
    processing: null,
    receipt_email: fields.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: fields.shipping,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
  };
}

export function charge(pi: Stripe.PaymentIntent, id: string, paymentMethod: string, failure: { code: string; message: string } | null): Stripe.Charge {
  return {
    id,
    object: 'charge',
    amount: pi.amount,
    amount_captured: 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'POD STORE',
    captured: false,
    created: now(),
    currency: pi.currency,
    customer: null,
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: pi.metadata,
    on_behalf_of: null,
    outcome: null,
    paid: failure === null,
    payment_intent: pi.id,
    payment_method: paymentMethod,
    payment_method_details: null,
    receipt_email: pi.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: pi.shipping,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: failure ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function refund(id: string, c: Stripe.Charge, status: 'succeeded' | 'pending' | 'failed', amount = c.amount - c.amount_refunded): Stripe.Refund {
  return {
    id,
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: c.id,
    created: now(),
    currency: c.currency,
    customer: null,
    customer_account: null,
    metadata: {},
    payment_intent: typeof c.payment_intent === 'string' ? c.payment_intent : null,
    payment_method: null,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status,
    transfer_reversal: null,
  };
}

export function dispute(id: string, c: Stripe.Charge): Stripe.Dispute {
  const evidence = {
    access_activity_log: null, billing_address: null, cancellation_policy: null, cancellation_policy_disclosure: null, cancellation_rebuttal: null,
    customer_communication: null, customer_email_address: null, customer_name: null, customer_purchase_ip: null, customer_signature: null,
    duplicate_charge_documentation: null, duplicate_charge_explanation: null, duplicate_charge_id: null, enhanced_evidence: {}, product_description: null,
    receipt: null, refund_policy: null, refund_policy_disclosure: null, refund_refusal_explanation: null, service_date: null, service_documentation: null,
    shipping_address: null, shipping_carrier: null, shipping_date: null, shipping_documentation: null, shipping_tracking_number: null,
    uncategorized_file: null, uncategorized_text: null,
  } satisfies Stripe.Dispute.Evidence;
  return {
    id,
    object: 'dispute',
    amount: c.amount,
    balance_transactions: [],
    charge: c.id,
    created: now(),
    currency: c.currency,
    enhanced_eligibility_types: [],
    evidence,
    evidence_details: { due_by: now() + 7 * 86_400, enhanced_eligibility: {}, has_evidence: false, past_due: false, submission_count: 0, submission_method: 'manual' },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: typeof c.payment_intent === 'string' ? c.payment_intent : null,
    reason: 'fraudulent',
    status: 'needs_response',
  };
}

/** The events the fake sends, each typed as the SDK types it. */
export type FakeEvent =
  | Stripe.PaymentIntentAmountCapturableUpdatedEvent
  | Stripe.PaymentIntentSucceededEvent
  | Stripe.PaymentIntentPaymentFailedEvent
  | Stripe.PaymentIntentCanceledEvent
  | Stripe.PaymentIntentProcessingEvent
  | Stripe.PaymentIntentRequiresActionEvent
  | Stripe.ChargeRefundedEvent
  | Stripe.ChargeDisputeCreatedEvent;

const base = (id: string) => ({ id, object: 'event' as const, api_version: '2026-10-28.endive', created: now(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } });

/** An event as Stripe sends it to a webhook endpoint, about the object's current state. */
export function intentEvent(id: string, type: Extract<FakeEvent, { data: { object: Stripe.PaymentIntent } }>['type'], object: Stripe.PaymentIntent): FakeEvent {
  return { ...base(id), type, data: { object } } as Extract<FakeEvent, { type: typeof type }>;
}

export function chargeRefundedEvent(id: string, object: Stripe.Charge): Stripe.ChargeRefundedEvent {
  return { ...base(id), type: 'charge.refunded', data: { object } };
}

export function disputeCreatedEvent(id: string, object: Stripe.Dispute): Stripe.ChargeDisputeCreatedEvent {
  return { ...base(id), type: 'charge.dispute.created', data: { object } };
}
