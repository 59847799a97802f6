import { atom } from 'nanostores';
import en from './en';
import common from './en/common';
import { $localization } from '../stores/localization';
import type { MessageKey, Messages } from './types';

/**
 * One message catalog for every user-visible string (issue 7). Keys are namespaced by feature
 * (`cart.title`); values are the spec's English wording with `{name}` placeholders. The other locales'
 * catalogs (src/i18n/<locale>/) are loaded on demand, only the shopper's, and fall back to English key
 * by key.
 *
 * Islands: `await loadLocale()` before rendering (top-level await in the island's module is fine: the
 * client build targets esnext), or read `$messages` with useStore to re-render once it has loaded.
 */
export type { MessageKey, Messages } from './types';

let active: Messages = {};

/**
 * English, the fallback. The server (Astro pages, vitest) has every feature's messages; a browser
 * bundle starts with the common ones and each island registers its own feature's file
 * (`registerEnglish(cartMessages)`), so a page ships only the English it shows. With
 * `import.meta.env.SSR` false in the client build, the whole catalog above is dropped from it.
 */
const english: Record<string, string> = import.meta.env.SSR ? { ...en } : { ...common };

export function registerEnglish(messages: Readonly<Record<string, string>>): void {
  Object.assign(english, messages);
}

/** The loaded locale's messages; changes once per page, when `loadLocale` finishes. */
export const $messages = atom<{ locale: string; messages: Messages }>({ locale: 'en', messages: {} });

export function setMessages(messages: Messages, locale = 'other'): void {
  active = messages;
  $messages.set({ locale, messages });
}

/** True when `t(key)` has a message (the locale's, or English registered in this bundle). */
export function hasMessage(key: string): boolean {
  return (active as Record<string, string | undefined>)[key] !== undefined || english[key] !== undefined;
}

export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const template: string = active[key] ?? english[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Each locale's catalog is its own chunk: a page downloads only the one the shopper chose. */
const CATALOGS: Record<string, () => Promise<{ default: Messages }>> = {
  de: () => import('./de'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  'en-GB': () => import('./en-GB'),
};

let loading: { locale: string; done: Promise<void> } | null = null;

/** Loads the shopper's locale (or `locale`) and makes `t` use it; English needs no download. */
export function loadLocale(locale: string = $localization.get().locale): Promise<void> {
  if (loading?.locale === locale) return loading.done;
  const load = CATALOGS[locale];
  const done = load
    ? load().then(
        (module) => setMessages(module.default, locale),
        () => setMessages({}, 'en'), // a failed download leaves the page in English, never broken
      )
    : Promise.resolve(setMessages({}, 'en'));
  loading = { locale, done };
  return done;
}

export { en };
