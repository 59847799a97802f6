/**
 * Faults a fake provider can be told to inject at a named step (docs/payments.md, "Testing against the
 * providers"). Each is what a real remote does to a caller:
 * - drop: the connection closes before the request is processed (nothing happened);
 * - drop_after: the request is processed, then the connection closes (it happened, the answer is lost);
 * - timeout: no answer until the caller gives up (nothing happened);
 * - timeout_after: processed, then no answer until the caller gives up;
 * - 500, 503: a server error, nothing happened; 429: rate limited, nothing happened.
 */
export const FAULT_KINDS = ['drop', 'drop_after', 'timeout', 'timeout_after', '500', '503', '429'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  step: string;
  kind: FaultKind;
  /** How many matching requests fail; then the step works again. */
  times: number;
}

/** Pending faults per tenant (a Stripe secret key, a PayPal client id), consumed in order. */
export class FaultPlan {
  private readonly faults = new Map<string, Fault[]>();

  add(tenant: string, fault: Fault): void {
    const list = this.faults.get(tenant) ?? [];
    list.push({ ...fault });
    this.faults.set(tenant, list);
  }

  clear(tenant: string): void {
    this.faults.delete(tenant);
  }

  /** The fault for this request, if one is planned for its step (and uses one of its times). */
  take(tenant: string, step: string): FaultKind | null {
    const list = this.faults.get(tenant);
    const fault = list?.find((f) => f.step === step && f.times > 0);
    if (!fault) return null;
    fault.times--;
    return fault.kind;
  }
}

/** How long a `timeout` fault holds the answer: longer than any client in the tests waits. */
export const HOLD_MS = 3_000;
