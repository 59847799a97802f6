import type en from '../en/tiles';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the tiles feature, translated from src/i18n/en/tiles.ts.
export default {
  'tiles.featured': 'Productos destacados',
  'tiles.featuredStatus': 'Página {page} de {total}',
  'tiles.featuredGrid': 'Productos destacados, página {page} de {total}',
  'tiles.featuredPages': 'Páginas de productos destacados',
  'tiles.breadcrumb': 'Ruta de navegación',
  'tiles.home': 'Inicio',
  'tiles.subcollections': 'Categorías de {name}',
  'tiles.collectionEmpty': 'No hay productos en esta categoría.',
  'tiles.collectionGrid': 'Productos de {name}',
  'tiles.range': 'Productos {from} a {to} de {count}',
  'tiles.previous': 'Anterior',
  'tiles.loadMore': 'Cargar más',
  'tiles.shown.one': '{count} producto mostrado',
  'tiles.shown.many': '{count} de productos mostrados',
  'tiles.shown.other': '{count} productos mostrados',
  'tiles.pager': 'Paginación',
  'tiles.pager.first': 'Primera página',
  'tiles.pager.previous': 'Página anterior',
  'tiles.pager.next': 'Página siguiente',
  'tiles.pager.last': 'Última página',
  'tiles.pager.page': 'Página {page}',
  'tiles.pager.prev': 'Ant.',
  'tiles.pager.nextShort': 'Sig.',
} satisfies Translation<typeof en>;
