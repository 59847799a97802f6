import type en from '../en/search';
import type { Translation } from '../types';

// Italian (informal tu) messages of the search feature, translated from src/i18n/en/search.ts.
export default {
  'search.title': 'Ricerca',
  'search.label': 'Cerca',
  'search.placeholder': 'Cerca prodotti',
  'search.submit': 'Cerca',
  'search.close': 'Chiudi',
  'search.noResults': 'Nessun risultato per “{term}”',
  'search.suggestions': 'Suggerimenti',
  'search.results': 'Risultati della ricerca',
  'search.resultCount.one': '{count} risultato per “{term}”',
  'search.resultCount.many': '{count} di risultati per “{term}”',
  'search.resultCount.other': '{count} risultati per “{term}”',
  'search.resultRange': 'Prodotti da {from} a {to} di {count}',
  'search.loading': 'Caricamento…',
  'search.unavailable': 'La ricerca non è disponibile al momento. Riprova più tardi.',
  'search.pager': 'Pagine dei risultati di ricerca',
  'search.pager.first': 'Prima pagina',
  'search.pager.previous': 'Pagina precedente',
  'search.pager.next': 'Pagina successiva',
  'search.pager.last': 'Ultima pagina',
  'search.pager.page': 'Pagina {page}',
  'search.pager.prev': 'Prec.',
  'search.pager.nextShort': 'Succ.',
} satisfies Translation<typeof en>;
