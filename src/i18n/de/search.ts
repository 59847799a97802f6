import type en from '../en/search';
import type { Translation } from '../types';

// German (formal Sie) messages of the search feature, translated from src/i18n/en/search.ts.
export default {
  'search.title': 'Suche',
  'search.label': 'Suchbegriff',
  'search.placeholder': 'Produkte suchen',
  'search.submit': 'Suchen',
  'search.close': 'Schließen',
  'search.noResults': 'Keine Ergebnisse für „{term}“',
  'search.suggestions': 'Vorschläge',
  'search.results': 'Suchergebnisse',
  'search.resultCount.one': '{count} Ergebnis für „{term}“',
  'search.resultCount.other': '{count} Ergebnisse für „{term}“',
  'search.resultRange': 'Produkte {from} bis {to} von {count}',
  'search.loading': 'Wird geladen…',
  'search.unavailable': 'Die Suche ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
  'search.pager': 'Seiten der Suchergebnisse',
  'search.pager.first': 'Erste Seite',
  'search.pager.previous': 'Vorherige Seite',
  'search.pager.next': 'Nächste Seite',
  'search.pager.last': 'Letzte Seite',
  'search.pager.page': 'Seite {page}',
  'search.pager.prev': 'Zurück',
  'search.pager.nextShort': 'Weiter',
} satisfies Translation<typeof en>;
