import { hasMessage, loadLocale, t, type MessageKey } from '../i18n';
import { resolvePreferences, QUERY_KEYS } from '../i18n/preferences';
import { cookieValue } from '../lib/cookies';
import { regionKey } from '../i18n/regions';
import { formatPrice, parsePrices, priceIn } from '../lib/format';
import { localizationContext } from '../i18n/context';
import { $localization, localizationCookieName, preferenceOptions, saveLocalization } from '../state/localization';

/**
 * The static pages' side of the shopper's choice, loaded only when it differs from the store's
 * defaults (src/scripts/localization.ts decides). Pages are rendered in English with the store's
 * currency; this swaps the text of `data-i18n` elements (and `data-i18n-label` aria-labels) for the
 * chosen locale, re-renders `data-prices` elements in the chosen currency and locale, sets
 * `<html lang>`, and does the same for content added later (grid paging, Load More).
 */
export async function localizePage(): Promise<void> {
  try {
    adoptAddressChoice();
    const choice = $localization.get();
    document.documentElement.lang = choice.locale;
    await loadLocale(choice.locale);
    localize(document.body);
    new MutationObserver(onAdded).observe(document.body, { childList: true, subtree: true });
  } finally {
    document.documentElement.classList.remove('l10n-pending');
  }
}

/** `?locale&currency&region` on arrival: stored like a Preferences choice, then dropped from the address. */
function adoptAddressChoice(): void {
  const options = preferenceOptions();
  const cookie = cookieValue(document.cookie, localizationCookieName());
  const arrival = resolvePreferences(options, cookie, location.search);
  if (!arrival.fromQuery) return;
  const before = resolvePreferences(options, cookie, '').preferences;
  saveLocalization(arrival.preferences);
  if (before.region !== arrival.preferences.region) {
    void import('../state/cart').then((cart) => cart.markRegionChange(arrival.preferences.region));
  }
  // So that a reload after choosing in Preferences does not bring the address's choice back.
  const url = new URL(location.href);
  for (const key of QUERY_KEYS) url.searchParams.delete(key);
  history.replaceState(history.state, '', url);
}

function onAdded(records: MutationRecord[]): void {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) localize(node);
  }
}

function within(root: Element, selector: string): Element[] {
  return [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)];
}

function vars(element: Element): Record<string, string | number> | undefined {
  const text = element.getAttribute('data-i18n-vars');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, string | number>;
  } catch {
    return undefined;
  }
}

/** Localizes one subtree; safe to run twice (the English source stays in the attributes). */
export function localize(root: Element): void {
  const { locale, currency, region } = $localization.get();
  // A key this page's bundle has no message for (en-GB lists only what differs from English) keeps the
  // English the page was rendered with.
  for (const element of within(root, '[data-i18n]')) {
    if (!hasMessage(element.getAttribute('data-i18n') ?? '')) continue;
    const text = t(element.getAttribute('data-i18n') as MessageKey, vars(element));
    if (element.textContent !== text) element.textContent = text;
  }
  for (const element of within(root, '[data-i18n-label]')) {
    if (!hasMessage(element.getAttribute('data-i18n-label') ?? '')) continue;
    element.setAttribute('aria-label', t(element.getAttribute('data-i18n-label') as MessageKey, vars(element)));
  }
  const fallbacks = localizationContext().currencies;
  for (const element of within(root, '[data-prices]')) {
    const price = priceIn(parsePrices(element.getAttribute('data-prices')), currency, fallbacks);
    if (price) element.textContent = formatPrice(price.cents, price.currency, locale);
  }
  for (const element of within(root, '[data-preferences-label]')) {
    const key = regionKey(region);
    element.textContent = `${hasMessage(key) ? t(key) : region} / ${currency}`;
  }
}
