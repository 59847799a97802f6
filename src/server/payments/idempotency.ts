const enc = new TextEncoder();

/** JSON with object keys sorted, so equal requests give equal text whatever order they were built in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The idempotency key of one provider call: the payment's key, the step, and a digest of everything the
 * request sends. A retry of the same request reuses the key (the provider answers the first result); a
 * request with other parameters (another card after a timeout) gets another key instead of the provider's
 * idempotency error. 32 hex digits of SHA-256 keep keys far below Stripe's 255 and PayPal's 108 characters.
 */
export async function requestKey(paymentKey: string, step: string, params: unknown): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(canonical(params))));
  const hex = Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${paymentKey}:${step}:${hex}`;
}
