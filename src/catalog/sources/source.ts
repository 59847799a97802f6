import type { PlatformCall } from '../calls';

/** What a source answers for one call: the HTTP status and the parsed JSON body (null when none). */
export interface SourceAnswer {
  status: number;
  body: unknown;
  /** The body as it came, when the source has it: what the pull's listing cache is keyed by (src/catalog/listing-cache.ts). */
  text?: string;
}

/** Where a store's catalog comes from: the platform over HTTP, or a store directory on disk. */
export interface CatalogSource {
  readonly kind: 'platform' | 'directory';
  /** Answers a call; retries are the source's business, a 4xx or 404 is an answer, not an error. */
  fetch(call: PlatformCall): Promise<SourceAnswer>;
}

export const isOk = (answer: SourceAnswer) => answer.status >= 200 && answer.status < 300;
