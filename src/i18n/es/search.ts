import type en from '../en/search';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the search feature, translated from src/i18n/en/search.ts.
export default {
  'search.title': 'Búsqueda',
  'search.label': 'Buscar',
  'search.placeholder': 'Buscar productos',
  'search.submit': 'Buscar',
  'search.close': 'Cerrar',
  'search.noResults': 'No hay resultados para «{term}»',
  'search.suggestions': 'Sugerencias',
  'search.results': 'Resultados de la búsqueda',
  'search.resultCount.one': '{count} resultado para «{term}»',
  'search.resultCount.many': '{count} de resultados para «{term}»',
  'search.resultCount.other': '{count} resultados para «{term}»',
  'search.resultRange': 'Productos {from} a {to} de {count}',
  'search.loading': 'Cargando…',
  'search.unavailable': 'La búsqueda no está disponible en este momento. Inténtalo de nuevo más tarde.',
  'search.pager': 'Páginas de resultados de búsqueda',
  'search.pager.first': 'Primera página',
  'search.pager.previous': 'Página anterior',
  'search.pager.next': 'Página siguiente',
  'search.pager.last': 'Última página',
  'search.pager.page': 'Página {page}',
  'search.pager.prev': 'Ant.',
  'search.pager.nextShort': 'Sig.',
} satisfies Translation<typeof en>;
