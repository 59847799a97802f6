import { loadLocale } from '../../i18n';

/**
 * Imported first by each island's module: the island renders once the shopper's messages have loaded
 * (a download only for a locale other than English), never in English first. Islands of a shopper with
 * a language of their own render afresh (src/directives/rules.ts), so these words never meet the
 * English HTML in a hydration.
 */
if (!import.meta.env.SSR) await loadLocale();
