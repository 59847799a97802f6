import type en from '../en/search';
import type { Translation } from '../types';

// Dutch (informal je) messages of the search feature, translated from src/i18n/en/search.ts.
export default {
  'search.title': 'Zoeken',
  'search.label': 'Zoekterm',
  'search.placeholder': 'Producten zoeken',
  'search.submit': 'Zoeken',
  'search.close': 'Sluiten',
  'search.noResults': 'Geen resultaten voor ‘{term}’',
  'search.suggestions': 'Suggesties',
  'search.results': 'Zoekresultaten',
  'search.resultCount.one': '{count} resultaat voor ‘{term}’',
  'search.resultCount.other': '{count} resultaten voor ‘{term}’',
  'search.resultRange': 'Producten {from} tot {to} van {count}',
  'search.loading': 'Laden…',
  'search.unavailable': 'Zoeken is op dit moment niet beschikbaar. Probeer het later opnieuw.',
  'search.pager': 'Pagina’s met zoekresultaten',
  'search.pager.first': 'Eerste pagina',
  'search.pager.previous': 'Vorige pagina',
  'search.pager.next': 'Volgende pagina',
  'search.pager.last': 'Laatste pagina',
  'search.pager.page': 'Pagina {page}',
  'search.pager.prev': 'Vorige',
  'search.pager.nextShort': 'Volgende',
} satisfies Translation<typeof en>;
