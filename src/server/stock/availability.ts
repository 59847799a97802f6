import { z } from 'zod';

/**
 * The availability service (browsing spec 5 and 7): special digital products, product id 1816 or
 * product type nft, have their stock counted by GET /v1/availability?userToken&listingId with an API
 * key header, not by the catalog. Whatever goes wrong (not configured, network error, timeout, non-2xx,
 * an answer without a count) counts 0: such a product is then simply not sold until the service answers.
 */
export { AVAILABILITY_PRODUCT_ID, servedByAvailability } from '../../lib/special-digital';
export const AVAILABILITY_API_KEY_HEADER = 'x-api-key';
/** A shopper waits on this call at checkout; a slow service means "none available", not a hung page. */
export const AVAILABILITY_TIMEOUT_MS = 3_000;

export interface AvailabilityConfig {
  /** Base address (AVAILABILITY_API_URL); none means the service is not configured. */
  url?: string | undefined;
  apiKey?: string | undefined;
  /** The asker: the storefront has no signed-in shoppers, so the store's slug (docs/decisions.md). */
  userToken: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

const answerSchema = z.object({ count: z.coerce.number().int().catch(0) });

/** The count the service gives for a listing; 0 on any failure. */
export async function availabilityCount(config: AvailabilityConfig, listingId: number): Promise<number> {
  if (!config.url) return 0;
  try {
    const url = new URL(`${config.url.replace(/\/+$/, '')}/v1/availability`);
    url.searchParams.set('userToken', config.userToken);
    url.searchParams.set('listingId', String(listingId));
    const res = await (config.fetchImpl ?? fetch)(url.href, {
      headers: { accept: 'application/json', ...(config.apiKey ? { [AVAILABILITY_API_KEY_HEADER]: config.apiKey } : {}) },
      signal: AbortSignal.timeout(config.timeoutMs ?? AVAILABILITY_TIMEOUT_MS),
    });
    if (!res.ok) return 0;
    const parsed = answerSchema.safeParse(await res.json());
    return parsed.success ? Math.max(0, parsed.data.count) : 0;
  } catch {
    return 0;
  }
}
