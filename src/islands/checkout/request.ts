import type { ApiErrorItem } from '../../lib/checkout-flow';

/**
 * One answer shape for every checkout call: the data, or the API's errors (decisions 21). Network
 * failures and 5xx answers are retried twice (the spec's request helper); 4xx answers are not.
 * Only idempotent calls are retried: loads, updates (they set fields) and quotes.
 */
export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; errors: ApiErrorItem[] };

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

interface JsonResponse {
  status: number;
  json(): Promise<unknown>;
}

async function read<T>(res: JsonResponse): Promise<Answer<T>> {
  let body: { data?: T; errors?: ApiErrorItem[] } = {};
  try {
    body = ((await res.json()) ?? {}) as typeof body;
  } catch {
    body = {};
  }
  if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, data: body.data as T };
  // A gated store's API answers 401 without the gate cookie: the shopper goes to the login page (spec 8).
  if (res.status === 401 && typeof window !== 'undefined' && !window.location.pathname.startsWith('/login')) {
    window.location.assign(`/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }
  const errors = Array.isArray(body.errors) && body.errors.length ? body.errors : [{ code: 'request_failed', detail: '' }];
  return { ok: false, status: res.status, errors };
}

export async function call<T>(send: () => Promise<JsonResponse>, options: { retry?: boolean } = {}): Promise<Answer<T>> {
  const attempts = options.retry === false ? 1 : RETRIES + 1;
  let last: Answer<T> = { ok: false, status: 0, errors: [{ code: 'network_error', detail: '' }] };
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, RETRY_DELAY_MS * attempt));
    try {
      last = await read<T>(await send());
      if (last.ok || last.status < 500) return last;
    } catch {
      last = { ok: false, status: 0, errors: [{ code: 'network_error', detail: '' }] };
    }
  }
  return last;
}

/** The first error's message, or a fallback when the server gave none. */
export const firstDetail = (errors: readonly ApiErrorItem[], fallback: string): string => errors[0]?.detail || fallback;
