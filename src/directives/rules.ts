import { hasCookie } from '../lib/cookies';

/**
 * When a `client:intent` island may not wait for the shopper: shared by the directive (bundled on its
 * own and inlined in the page by Astro) and by page scripts that stand in for the island until it
 * hydrates (the listing's view_item on load), so both take the same decision.
 */
export interface IntentOptions {
  /** Islands of one group hydrate together (they share state: the buy box's colour is the gallery's). */
  group?: string;
  /** Hydrate at once, whatever the address says (decided at build time, e.g. a pre-order listing). */
  now?: boolean;
  /** Query parameters whose presence means the pre-rendered HTML is not what the shopper asked for. */
  params?: string[];
  /** Cookies whose presence means the same (e.g. the shopper's stored currency and language). */
  cookies?: string[];
}

export function intentOptions(value: unknown): IntentOptions {
  return typeof value === 'object' && value !== null ? (value as IntentOptions) : {};
}

/** True when the island must hydrate on load instead of on the shopper's first intent. */
export function needsIslandNow(options: IntentOptions, search: string, cookie: string): boolean {
  if (options.now) return true;
  const query = new URLSearchParams(search);
  if (options.params?.some((name) => query.has(name))) return true;
  return options.cookies?.some((name) => hasCookie(cookie, name)) ?? false;
}
