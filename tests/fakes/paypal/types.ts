/**
 * What the PayPal fake and its control client share. Plain types only: the client runs inside workerd,
 * where nothing of Node may be imported.
 */
import type { FaultKind } from '../faults';

export type { FaultKind };

/** The named steps a fault can be planned at (one per PayPal operation the store uses). */
export const PAYPAL_STEPS = [
  'token',
  'create',
  'get',
  'authorize',
  'capture_order',
  'get_authorization',
  'capture_authorization',
  'void',
  'get_capture',
  'refund',
  'get_refund',
  'verify_webhook',
] as const;
export type PaypalStep = (typeof PAYPAL_STEPS)[number];

export type AuthorizationOutcome = 'CREATED' | 'PENDING' | 'DENIED';
/** A capture's status, or a 422 issue of the capture call (payments_payment_v2.json) that refuses it outright. */
export const CAPTURE_REFUSALS = ['PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED', 'PAYER_ACCOUNT_LOCKED_OR_CLOSED', 'PAYEE_ACCOUNT_RESTRICTED', 'PAYEE_ACCOUNT_LOCKED_OR_CLOSED'] as const;
export type CaptureRefusal = (typeof CAPTURE_REFUSALS)[number];
export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED' | CaptureRefusal;
export const isCaptureRefusal = (outcome: string): outcome is CaptureRefusal => (CAPTURE_REFUSALS as readonly string[]).includes(outcome);
export type RefundOutcome = 'COMPLETED' | 'PENDING' | 'FAILED';

/** The next outcomes PayPal decides (its risk checks, the buyer's bank): each is used once, in order. */
export interface NextOutcomes {
  authorization?: AuthorizationOutcome;
  capture?: CaptureOutcome;
  refund?: RefundOutcome;
}

/**
 * Which answers a PayPal-Request-Id remembers. PayPal documents that a repeated id returns "the latest
 * status of the previous request" and does not say whether a refused request (a 422) is kept; `all`
 * (the default) keeps refusals too, `success` keeps 2xx answers only.
 */
export type RequestIdPolicy = 'all' | 'success';

export const WEBHOOK_EVENTS = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
  'PAYMENT.AUTHORIZATION.CREATED',
  'PAYMENT.AUTHORIZATION.VOIDED',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** One request the fake received (control calls excluded). */
export interface PaypalCall {
  at: string;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, the form body of a token request as text, or undefined when empty. */
  body: unknown;
  step: string | null;
  /** How the fake answered: processed, replayed (a remembered PayPal-Request-Id), refused before processing, or a fault. */
  outcome: 'processed' | 'replayed' | 'refused' | `fault:${FaultKind}`;
  status?: number;
}

export interface WebhookRequest {
  eventType: WebhookEventType;
  /** The capture (CAPTURE events) or authorization (AUTHORIZATION events) the event is about. */
  resourceId: string;
  /** The webhook id the store was configured with (letters and digits, as PayPal's are). */
  webhookId: string;
  /** CAPTURE.REFUNDED only: refund this much (minor units) instead of all that is left. */
  amountMinor?: number;
  /** Where to POST the delivery; without it the signed delivery is only returned. */
  deliverTo?: string;
}

export interface WebhookDelivery {
  headers: Record<string, string>;
  /** The raw body as sent (compact JSON). */
  body: string;
  event: Record<string, unknown>;
  delivered?: { status: number; body: string };
}
