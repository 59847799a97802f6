import { hc, type ClientRequestOptions } from 'hono/client';
import type { ApiErrorItem } from '../../lib/checkout-flow';
import type { AppType } from '../../server/app';
import { timeoutSignal } from './timeout-signal';

/**
 * The one way islands and page scripts call the API: Hono's typed client on the page's own origin
 * (same-origin, so the gate cookie goes along) and `call`, which gives every call the same policies:
 * - idempotent calls (loads, updates that set fields, quotes, checks) get a timeout per attempt and
 *   are retried twice on a network failure or a 5xx; other calls (payments, contact, orders
 *   created) are sent once and never time out, since a second one could charge or send twice;
 * - a 401 is the store's gate asking for the access code (spec 8): the page goes to /login once;
 * - a failure carries the server's errors (decisions 21), whose `detail` is the message to show.
 */
export const api = hc<AppType>(typeof location === 'undefined' ? 'http://localhost' : location.origin);

export type ApiProblem = ApiErrorItem;
export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; errors: ApiProblem[] };

export const RETRIES = 2;
const RETRY_DELAY_MS = 600;
export const TIMEOUT_MS = 15_000;

interface JsonResponse {
  status: number;
  json(): Promise<unknown>;
}

export interface CallOptions {
  /** false for calls that must not be repeated (they change something each time). Default true. */
  retry?: boolean;
  /** Further answers worth another try, e.g. a 404 while an order is still landing. */
  retryStatus?: (status: number) => boolean;
}

let leaving = false;

/** On a 401 from the gate: to /login (once, however many calls failed), back to this page after the code. */
export function toLogin(): void {
  if (leaving || typeof location === 'undefined' || location.pathname.startsWith('/login')) return;
  leaving = true;
  location.assign(`/login/?returnTo=${encodeURIComponent(location.pathname + location.search)}`);
}

async function read<T>(res: JsonResponse): Promise<Answer<T>> {
  const body = ((await res.json().catch(() => null)) ?? {}) as { data?: T; errors?: ApiProblem[] };
  if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, data: body.data as T };
  if (res.status === 401) toLogin();
  const errors = Array.isArray(body.errors) && body.errors.length ? body.errors : [{ code: 'request_failed', detail: '' }];
  return { ok: false, status: res.status, errors };
}

const networkError = (): Answer<never> => ({ ok: false, status: 0, errors: [{ code: 'network_error', detail: '' }] });

/** Sends `send` under the policies above; `send` passes the options on to the typed client's method. */
export async function call<T>(send: (options: ClientRequestOptions) => Promise<JsonResponse>, options: CallOptions = {}): Promise<Answer<T>> {
  const idempotent = options.retry !== false;
  const attempts = idempotent ? RETRIES + 1 : 1;
  let last: Answer<T> = networkError();
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, RETRY_DELAY_MS * attempt));
    try {
      last = await read<T>(await send(idempotent ? { init: { signal: timeoutSignal(TIMEOUT_MS) } } : {}));
      const again = last.status >= 500 || (options.retryStatus?.(last.status) ?? false);
      if (last.ok || !again) return last;
    } catch {
      last = networkError();
    }
  }
  return last;
}
