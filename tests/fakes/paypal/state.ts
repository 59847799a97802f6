import { randomBytes } from 'node:crypto';
import type { AuthorizationOutcome, CaptureOutcome, PaypalCall, RefundOutcome, RequestIdPolicy } from './types';

/**
 * The fake's memory, one tenant per client id: each test uses its own client id, so parallel tests never
 * see each other's orders, tokens, request ids, faults or clock.
 */
export interface Money {
  currency_code: string;
  value: string;
}

export interface PurchaseUnit {
  /** The purchase unit exactly as the caller sent it (reference_id defaulted to `default` as PayPal does). */
  sent: Record<string, any> & { reference_id: string; amount: Money };
  authorizationIds: string[];
  captureIds: string[];
}

export interface Order {
  id: string;
  intent: 'AUTHORIZE' | 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  units: PurchaseUnit[];
  payer: Record<string, unknown> | null;
  created: number;
  updated: number;
}

export interface Authorization {
  id: string;
  orderId: string;
  unit: number;
  status: 'CREATED' | 'PENDING' | 'DENIED' | 'VOIDED' | 'CAPTURED' | 'PARTIALLY_CAPTURED';
  amount: Money;
  capturedMinor: number;
  created: number;
  updated: number;
  expires: number;
}

export interface Capture {
  id: string;
  orderId: string;
  unit: number;
  authorizationId: string | null;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: Money;
  finalCapture: boolean;
  invoiceId?: string;
  refundIds: string[];
  created: number;
  updated: number;
}

export interface Refund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  amount: Money;
  /** Set only when the refund request carried them (a reversal or a refund made at PayPal has none). */
  customId?: string;
  invoiceId?: string;
  noteToPayer?: string;
  created: number;
  updated: number;
}

export interface Remembered {
  at: number;
  path: string;
  body: string;
  status: number;
  answer: unknown;
}

export interface Tenant {
  clientId: string;
  secret: string | null;
  merchantId: string;
  offsetMs: number;
  tokens: Map<string, { expires: number; revoked: boolean }>;
  orders: Map<string, Order>;
  authorizations: Map<string, Authorization>;
  captures: Map<string, Capture>;
  refunds: Map<string, Refund>;
  requestIds: Map<string, Remembered>;
  requestIdPolicy: RequestIdPolicy;
  next: { authorization: AuthorizationOutcome[]; capture: CaptureOutcome[]; refund: RefundOutcome[] };
  calls: PaypalCall[];
  problems: string[];
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const PAYER_ID = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A PayPal-looking id: 17 upper-case letters and digits (the documents' related_ids allow 20). */
export function paypalId(alphabet = ALPHANUMERIC, length = 17): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

function newTenant(clientId: string): Tenant {
  return {
    clientId,
    secret: null,
    merchantId: paypalId(PAYER_ID, 13),
    offsetMs: 0,
    tokens: new Map(),
    orders: new Map(),
    authorizations: new Map(),
    captures: new Map(),
    refunds: new Map(),
    requestIds: new Map(),
    requestIdPolicy: 'all',
    next: { authorization: [], capture: [], refund: [] },
    calls: [],
    problems: [],
  };
}

/** One fake server's tenants and the tokens it issued. */
export class Tenants {
  private readonly byClient = new Map<string, Tenant>();
  private readonly tokenOwners = new Map<string, string>();

  of(clientId: string): Tenant {
    let tenant = this.byClient.get(clientId);
    if (!tenant) this.byClient.set(clientId, (tenant = newTenant(clientId)));
    return tenant;
  }

  issueToken(tenant: Tenant, lifetimeMs: number): string {
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tenant.tokens.set(token, { expires: now(tenant) + lifetimeMs, revoked: false });
    this.tokenOwners.set(token, tenant.clientId);
    return token;
  }

  /** The tenant whose token this is, and whether the token still works. */
  holder(token: string): { tenant: Tenant; valid: boolean } | null {
    const clientId = this.tokenOwners.get(token);
    const tenant = clientId === undefined ? undefined : this.byClient.get(clientId);
    const held = tenant?.tokens.get(token);
    if (!tenant || !held) return null;
    return { tenant, valid: !held.revoked && held.expires > now(tenant) };
  }
}

export const newPayerId = (): string => paypalId(PAYER_ID, 13);

/** The tenant's clock: real time plus what the tests advanced it by. */
export const now = (tenant: Tenant): number => Date.now() + tenant.offsetMs;
/** PayPal's timestamps: RFC 3339 in UTC, whole seconds. */
export const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
