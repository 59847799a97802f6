import type en from '../en/tiles';
import type { Translation } from '../types';

// Brazilian Portuguese (você) messages of the tiles feature, translated from src/i18n/en/tiles.ts.
export default {
  'tiles.featured': 'Produtos em destaque',
  'tiles.featuredStatus': 'Página {page} de {total}',
  'tiles.featuredGrid': 'Produtos em destaque, página {page} de {total}',
  'tiles.featuredPages': 'Páginas de produtos em destaque',
  'tiles.breadcrumb': 'Trilha de navegação',
  'tiles.home': 'Início',
  'tiles.subcollections': 'Categorias de {name}',
  'tiles.collectionEmpty': 'Não há produtos nesta categoria.',
  'tiles.collectionGrid': 'Produtos de {name}',
  'tiles.range': 'Produtos {from} a {to} de {count}',
  'tiles.previous': 'Anterior',
  'tiles.loadMore': 'Carregar mais',
  'tiles.shown.one': '{count} produto exibido',
  'tiles.shown.many': '{count} de produtos exibidos',
  'tiles.shown.other': '{count} produtos exibidos',
  'tiles.pager': 'Paginação',
  'tiles.pager.first': 'Primeira página',
  'tiles.pager.previous': 'Página anterior',
  'tiles.pager.next': 'Próxima página',
  'tiles.pager.last': 'Última página',
  'tiles.pager.page': 'Página {page}',
  'tiles.pager.prev': 'Anterior',
  'tiles.pager.nextShort': 'Próxima',
} satisfies Translation<typeof en>;
