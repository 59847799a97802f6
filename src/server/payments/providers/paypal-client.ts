import { ProviderRefused, ProviderUnavailable } from '../provider';

/**
 * PayPal's REST API over fetch (no maintained server SDK fits Workers). OAuth client-credentials tokens
 * are cached until a minute before `expires_in` and renewed once on a 401. Every POST carries a
 * PayPal-Request-Id, so a retry after a lost answer returns the first result instead of acting twice;
 * 429, 5xx, timeouts and network errors are retried with the same id, then reported as unavailable.
 */
export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs: number;
  /** First wait before a retry, doubling per retry (default 300 ms). */
  retryBaseMs?: number;
}

export interface PaypalAnswer<T> {
  status: number;
  body: T & { name?: string; details?: { issue?: string }[] };
}

const tokens = new Map<string, { token: string; expiresAt: number }>();
const RETRIES = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first issue PayPal names in a 4xx (e.g. ORDER_NOT_APPROVED), else its error name. */
export const paypalIssue = (body: PaypalAnswer<unknown>['body']): string => body.details?.[0]?.issue ?? body.name ?? 'UNKNOWN';

/** A request body already serialised, sent byte for byte. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function paypalClient(options: PaypalOptions) {
  const cacheKey = `${options.apiBase}|${options.clientId}`;

  async function token(renew: boolean): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (!renew && cached && cached.expiresAt > Date.now()) return cached.token;
    const res = await send(`${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${options.clientId}:${options.clientSecret}`)}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    // Wrong credentials are the seller's configuration, not an outage: say so instead of retrying.
    if (res.status === 401 || body.error === 'invalid_client') throw new ProviderRefused('PayPal refused the client id and secret (invalid_client)', 'paypal_credentials');
    if (!res.ok || !body.access_token) throw new ProviderUnavailable(`PayPal token request answered ${res.status}`);
    const lifetimeMs = Math.max(0, (body.expires_in ?? 0) * 1000 - 60_000);
    tokens.set(cacheKey, { token: body.access_token, expiresAt: Date.now() + lifetimeMs });
    return body.access_token;
  }

  /** One HTTP exchange with a deadline; network failures and timeouts become ProviderUnavailable. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      throw new ProviderUnavailable(`PayPal unreachable: ${err instanceof Error ? err.name : String(err)}`);
    }
  }

  /** `rawBody`: a JSON text sent as it is (PayPal's verify call must see the event exactly as PayPal sent it). */
  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<PaypalAnswer<T>> {
    let renewed = false;
    for (let attempt = 0; ;) {
      let res: Response;
      try {
        const headers: Record<string, string> = { Authorization: `Bearer ${await token(renewed)}`, Prefer: 'return=representation' };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        if (requestId) headers['PayPal-Request-Id'] = requestId;
        const text = body === undefined ? undefined : body instanceof RawJson ? body.text : JSON.stringify(body);
        res = await send(`${options.apiBase}${path}`, { method, headers, ...(text !== undefined ? { body: text } : {}) });
      } catch (err) {
        if (attempt < RETRIES && err instanceof ProviderUnavailable) {
          await sleep((options.retryBaseMs ?? 300) * 2 ** attempt++);
          continue;
        }
        throw err;
      }
      // An expired or revoked token is renewed once; that is not one of the retries.
      if (res.status === 401 && !renewed) {
        renewed = true;
        continue;
      }
      if (res.status === 429 || res.status >= 500) {
        if (attempt < RETRIES) {
          await sleep((options.retryBaseMs ?? 300) * 2 ** attempt++);
          continue;
        }
        throw new ProviderUnavailable(`PayPal answered ${res.status} for ${method} ${path}`);
      }
      const parsed = (res.status === 204 ? {} : await res.json().catch(() => ({}))) as PaypalAnswer<T>['body'];
      return { status: res.status, body: parsed };
    }
  }

  return { request };
}
