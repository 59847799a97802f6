import { readStoreConfig } from '../config/load';
import { claim, dueRows, markAttention, markDelivered, markRetry } from './outbox';
import { orderByLookup } from '../orders/queries';
import { fulfilmentPayload } from './payload';

/** What the drain needs; the Worker reads them from its env (fulfilmentOptions), tests pass short ones. */
export interface DrainOptions {
  /** Base address of the platform API; orders go to `{platformUrl}/v1/fulfilment/orders`. */
  platformUrl: string;
  /** Sent as `Authorization: Bearer` when set. */
  apiKey?: string | undefined;
  /** Used when the database has no store_config row. */
  storeSlug?: string | undefined;
  /** One POST gives up after this long (a platform that never answers). Default 10 s. */
  timeoutMs?: number;
  /** After this many failed attempts the order is marked for attention. Default 8. */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt, full jitter, capped at maxDelayMs. Default 30 s. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Rows per run. Default 25. */
  batchSize?: number;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
}

export interface DrainReport {
  delivered: string[];
  retrying: string[];
  attention: string[];
  /** Due rows another drain claimed first. */
  skipped: string[];
}

type Outcome = { kind: 'delivered'; platformOrderId: string } | { kind: 'retry'; error: string; retryAfterMs?: number } | { kind: 'fatal'; error: string };

export const DEFAULTS = { timeoutMs: 10_000, maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 3_600_000, batchSize: 25 } as const;

/** Exponential backoff with full jitter: a random delay in [base/2, base × 2^(attempt−1)], capped. */
/**
 * The wait before the next try: the backoff, or longer when the platform asks (Retry-After), but never past
 * the cap, so a platform's header cannot park a row for years with nobody told.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, retryAfterMs: number | undefined, random?: () => number): number {
  return Math.min(Math.max(backoffMs(attempt, baseMs, maxMs, random), retryAfterMs ?? 0), maxMs);
}

export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  const floor = Math.min(ceiling, baseMs / 2);
  return Math.round(floor + (ceiling - floor) * random());
}

/**
 * Classifies the platform's answer: 200/201 with a platformOrderId is delivered (200 is the platform's
 * answer to a key it already has); 5xx, 408, 409 (the key is being processed), 429 and network failures
 * or timeouts are retried; any other 4xx is a request the platform will never accept: attention at once.
 */
export async function classify(res: Response): Promise<Outcome> {
  if (res.status === 200 || res.status === 201) {
    const body = (await res.json().catch(() => null)) as { platformOrderId?: unknown } | null;
    const id = body?.platformOrderId;
    if ((typeof id === 'string' && id.length > 0) || typeof id === 'number') return { kind: 'delivered', platformOrderId: String(id) };
    return { kind: 'retry', error: `HTTP ${res.status} without platformOrderId` };
  }
  const text = (await res.text().catch(() => '')).slice(0, 300);
  const error = `HTTP ${res.status}${text ? `: ${text}` : ''}`;
  if (res.status >= 500 || res.status === 408 || res.status === 409 || res.status === 429) {
    const retryAfter = Number(res.headers.get('retry-after'));
    return Number.isFinite(retryAfter) && retryAfter > 0 ? { kind: 'retry', error, retryAfterMs: retryAfter * 1000 } : { kind: 'retry', error };
  }
  return { kind: 'fatal', error };
}

/**
 * One pass over the outbox: every due row is claimed with a lease (so concurrent drains never send the
 * same order at the same time), posted once with `Idempotency-Key: {lookupNumber}` (so a retry after a
 * lost answer never makes a second print job: the platform answers 200 with the same order), and its
 * outcome recorded. Rows are never deleted: delivered and attention rows stay as the record.
 */
export async function drainOutbox(db: D1Database, options: DrainOptions): Promise<DrainReport> {
  const o = { ...DEFAULTS, ...definedOnly(options) };
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const report: DrainReport = { delivered: [], retrying: [], attention: [], skipped: [] };
  const due = await dueRows(db, now(), o.batchSize);
  if (due.length === 0) return report;
  const slug = (await readStoreConfig(db))?.slug ?? options.storeSlug;
  const url = `${options.platformUrl.replace(/\/+$/, '')}/v1/fulfilment/orders`;

  for (const lookupNumber of due) {
    const start = now();
    // The lease outlives the request, so no other drain takes the row while this one waits for an answer.
    const leaseUntil = start + o.timeoutMs + 30_000;
    const attempt = await claim(db, lookupNumber, start, leaseUntil);
    if (attempt === null) {
      report.skipped.push(lookupNumber);
      continue;
    }
    const order = await orderByLookup(db, lookupNumber);
    let outcome: Outcome;
    if (!order || !slug) {
      outcome = { kind: 'fatal', error: order ? 'no store slug (store_config row or STORE_SLUG)' : 'order row missing' };
    } else {
      outcome = await send(doFetch, url, lookupNumber, JSON.stringify(fulfilmentPayload(slug, order)), o.timeoutMs, options.apiKey);
    }
    if (outcome.kind === 'delivered') {
      await markDelivered(db, lookupNumber, leaseUntil, outcome.platformOrderId);
      report.delivered.push(lookupNumber);
    } else if (outcome.kind === 'fatal' || attempt >= o.maxAttempts) {
      await markAttention(db, lookupNumber, leaseUntil, `attempt ${attempt}: ${outcome.error}`);
      report.attention.push(lookupNumber);
      console.error(JSON.stringify({ level: 'error', at: 'fulfilment', lookupNumber, attempt, state: 'attention', error: outcome.error }));
    } else {
      const delay = retryDelayMs(attempt, o.baseDelayMs, o.maxDelayMs, outcome.retryAfterMs, options.random);
      await markRetry(db, lookupNumber, leaseUntil, now() + delay, `attempt ${attempt}: ${outcome.error}`);
      report.retrying.push(lookupNumber);
    }
  }
  return report;
}

async function send(doFetch: typeof fetch, url: string, key: string, body: string, timeoutMs: number, apiKey: string | undefined): Promise<Outcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': key };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  try {
    const res = await doFetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return await classify(res);
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    return { kind: 'retry', error: name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : `network: ${err instanceof Error ? err.message : String(err)}` };
  }
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The Worker's settings from its env: PLATFORM_API_URL (required), PLATFORM_API_KEY, FULFILMENT_* numbers. */
export interface FulfilmentEnv {
  DB: D1Database;
  PLATFORM_API_URL?: string;
  PLATFORM_API_KEY?: string;
  STORE_SLUG?: string;
  FULFILMENT_TIMEOUT_MS?: string;
  FULFILMENT_MAX_ATTEMPTS?: string;
  FULFILMENT_RETRY_BASE_MS?: string;
  FULFILMENT_RETRY_MAX_MS?: string;
}

export function fulfilmentOptions(env: FulfilmentEnv): DrainOptions {
  if (!env.PLATFORM_API_URL) throw new Error('PLATFORM_API_URL is not set');
  const num = (v: string | undefined) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
  const opts: DrainOptions = { platformUrl: env.PLATFORM_API_URL, apiKey: env.PLATFORM_API_KEY, storeSlug: env.STORE_SLUG };
  const timeoutMs = num(env.FULFILMENT_TIMEOUT_MS);
  const maxAttempts = num(env.FULFILMENT_MAX_ATTEMPTS);
  const baseDelayMs = num(env.FULFILMENT_RETRY_BASE_MS);
  const maxDelayMs = num(env.FULFILMENT_RETRY_MAX_MS);
  if (timeoutMs !== undefined) opts.timeoutMs = timeoutMs;
  if (maxAttempts !== undefined) opts.maxAttempts = maxAttempts;
  if (baseDelayMs !== undefined) opts.baseDelayMs = baseDelayMs;
  if (maxDelayMs !== undefined) opts.maxDelayMs = maxDelayMs;
  return opts;
}
