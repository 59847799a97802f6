import { hasCookie } from '../lib/cookies';

/**
 * When a `client:intent` island may not wait for the shopper: shared by the directive (bundled on its
 * own and inlined in the page by Astro) and by page scripts that stand in for the island until it
 * hydrates (the listing's view_item on load), so both take the same decision.
 */
/** The window event that wakes a group of `client:intent` islands (intent.ts listens for it). */
export const INTENT_WAKE = 'intent:wake';

/** Hydrates the islands of `group` now, as if the shopper had shown intent (e.g. the stock changed). */
export function wakeIslands(group: string): void {
  window.dispatchEvent(new CustomEvent(INTENT_WAKE, { detail: group }));
}

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

/**
 * True when the shopper has a language, currency or region of their own: stored (the `loc_{slug}`
 * cookie, version 1) or asked for in the address. Pages are pre-rendered in the store's defaults, so an
 * island's first render in the shopper's words and prices would not match that HTML (React error #418):
 * such an island renders afresh instead of hydrating it. The same test as Header.astro's inline script.
 */
export function rendersAfresh(search: string, cookie: string): boolean {
  return /[?&](locale|currency|region)=/.test(search) || /(?:^|;\s*)loc_[^=;]+=1(?:%7C|\|)/i.test(cookie);
}

/**
 * Runs an island's hydration, as a fresh render for a shopper with a choice of their own. Astro hands
 * the island's `client` attribute to the React renderer when it hydrates, and the renderer renders
 * (createRoot) instead of hydrating (hydrateRoot) for "only"; the attribute comes back afterwards so
 * that the page (and its tests) still see which directive the island has.
 */
export async function hydrateIsland(hydrate: () => Promise<void>, el: HTMLElement): Promise<void> {
  if (!rendersAfresh(location.search, document.cookie)) return hydrate();
  const directive = el.getAttribute('client');
  el.setAttribute('client', 'only');
  try {
    await hydrate();
  } finally {
    if (directive) el.setAttribute('client', directive);
  }
}
