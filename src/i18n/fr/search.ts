import type en from '../en/search';
import type { Translation } from '../types';

// French (formal vous) messages of the search feature, translated from src/i18n/en/search.ts.
export default {
  'search.title': 'Recherche',
  'search.label': 'Rechercher',
  'search.placeholder': 'Rechercher des produits',
  'search.submit': 'Rechercher',
  'search.close': 'Fermer',
  'search.noResults': 'Aucun résultat pour «\u00a0{term}\u00a0»',
  'search.suggestions': 'Suggestions de recherche',
  'search.results': 'Résultats de recherche',
  'search.resultCount.one': '{count} résultat pour «\u00a0{term}\u00a0»',
  'search.resultCount.many': '{count} de résultats pour «\u00a0{term}\u00a0»',
  'search.resultCount.other': '{count} résultats pour «\u00a0{term}\u00a0»',
  'search.resultRange': 'Produits {from} à {to} sur {count}',
  'search.loading': 'Chargement…',
  'search.unavailable': 'La recherche n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
  'search.pager': 'Pages des résultats de recherche',
  'search.pager.first': 'Première page',
  'search.pager.previous': 'Page précédente',
  'search.pager.next': 'Page suivante',
  'search.pager.last': 'Dernière page',
  'search.pager.page': 'Aller à la page {page}',
  'search.pager.prev': 'Préc.',
  'search.pager.nextShort': 'Suiv.',
} satisfies Translation<typeof en>;
