import { atom } from 'nanostores';
import en from './en';
import common from './en/common';
import { $localization } from '../state/localization';
import { formatCount, pluralForm } from './plural';
import type { MessageKey, Messages, PluralKey } from './types';

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

export function setMessages(messages: Messages, locale = 'en'): void {
  active = messages;
  $messages.set({ locale, messages });
}

const activeMessage = (key: string): string | undefined => (active as Record<string, string | undefined>)[key];
const englishMessage = (key: string): string | undefined => english[key];

/** True when `t(key)` has a message (the locale's, or English registered in this bundle), counted ones too. */
export function hasMessage(key: string): boolean {
  return [key, `${key}.other`].some((k) => activeMessage(k) !== undefined || englishMessage(k) !== undefined);
}

/**
 * The message `key` with its `{name}` placeholders filled. A counted message (`PluralKey`, the
 * `<base>.<category>` family of src/i18n/plural.ts) picks its form for `vars.count` by the loaded
 * locale's plural rules, and a numeric count is written the locale's way.
 */
export function t(key: PluralKey, vars: { count: number | string } & Record<string, string | number>): string;
export function t(key: MessageKey, vars?: Record<string, string | number>): string;
export function t(key: MessageKey | PluralKey, vars?: Record<string, string | number>): string {
  let template = activeMessage(key) ?? englishMessage(key);
  if (template === undefined && vars?.count !== undefined) {
    const { locale } = $messages.get();
    const count = vars.count;
    // The locale's own forms when its catalog has this message, else English's by English rules.
    const own = pluralForm(activeMessage, key, locale, count);
    template = own ?? pluralForm(englishMessage, key, 'en', count);
    vars = { ...vars, count: formatCount(own === undefined ? 'en' : locale, count) };
  }
  template ??= key;
  if (!vars) return template;
  const values = vars;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
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
