import type en from '../en/search';
import type { Translation } from '../types';

// Brazilian Portuguese (você) messages of the search feature, translated from src/i18n/en/search.ts.
export default {
  'search.title': 'Pesquisa',
  'search.label': 'Pesquisar',
  'search.placeholder': 'Pesquisar produtos',
  'search.submit': 'Pesquisar',
  'search.close': 'Fechar',
  'search.noResults': 'Nenhum resultado para “{term}”',
  'search.suggestions': 'Sugestões',
  'search.results': 'Resultados da pesquisa',
  'search.resultCount.one': '{count} resultado para “{term}”',
  'search.resultCount.many': '{count} de resultados para “{term}”',
  'search.resultCount.other': '{count} resultados para “{term}”',
  'search.resultRange': 'Produtos {from} a {to} de {count}',
  'search.loading': 'Carregando…',
  'search.unavailable': 'A pesquisa não está disponível no momento. Tente novamente mais tarde.',
  'search.pager': 'Páginas de resultados da pesquisa',
  'search.pager.first': 'Primeira página',
  'search.pager.previous': 'Página anterior',
  'search.pager.next': 'Próxima página',
  'search.pager.last': 'Última página',
  'search.pager.page': 'Página {page}',
  'search.pager.prev': 'Anterior',
  'search.pager.nextShort': 'Próxima',
} satisfies Translation<typeof en>;
