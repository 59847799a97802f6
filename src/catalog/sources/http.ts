import { callUrl, type PlatformBases, type PlatformCall } from '../calls';
import { RetryExceededError } from '../errors';
import type { CatalogSource, SourceAnswer } from './source';

export interface HttpSourceOptions extends PlatformBases {
  /** Tries after the first one on a network error or a 5xx (platform-api.md: 2). */
  retries?: number;
  /** Milliseconds before the first retry; doubled for each further one. */
  backoffMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The platform over HTTP: 4xx answers come back as they are, network errors and 5xx are retried. */
export function httpSource(options: HttpSourceOptions): CatalogSource {
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 250;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const fetchImpl = options.fetchImpl ?? fetch;

  async function once(url: string): Promise<SourceAnswer> {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        if (response.ok) throw new Error(`answer is not JSON (${text.slice(0, 80)})`);
      }
    }
    return { status: response.status, body, text };
  }

  return {
    kind: 'platform',
    async fetch(call: PlatformCall) {
      const url = callUrl(call, options);
      let lastFailure = '';
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
        try {
          const answer = await once(url);
          if (answer.status < 500) return answer;
          lastFailure = `HTTP ${answer.status}`;
        } catch (error) {
          lastFailure = error instanceof Error ? error.message : String(error);
        }
      }
      throw new RetryExceededError(call, lastFailure);
    },
  };
}
