import type en from '../en/tiles';
import type { Translation } from '../types';

// Dutch (informal je) messages of the tiles feature, translated from src/i18n/en/tiles.ts.
export default {
  'tiles.featured': 'Uitgelichte producten',
  'tiles.featuredStatus': 'Pagina {page} van {total}',
  'tiles.featuredGrid': 'Uitgelichte producten, pagina {page} van {total}',
  'tiles.featuredPages': 'Pagina’s met uitgelichte producten',
  'tiles.breadcrumb': 'Kruimelpad',
  'tiles.home': 'Startpagina',
  'tiles.subcollections': 'Categorieën in {name}',
  'tiles.collectionEmpty': 'Er zijn geen producten in deze categorie.',
  'tiles.collectionGrid': 'Producten in {name}',
  'tiles.range': 'Producten {from} tot {to} van {count}',
  'tiles.previous': 'Vorige',
  'tiles.loadMore': 'Meer laden',
  'tiles.shown.one': '{count} product getoond',
  'tiles.shown.other': '{count} producten getoond',
  'tiles.pager': 'Paginering',
  'tiles.pager.first': 'Eerste pagina',
  'tiles.pager.previous': 'Vorige pagina',
  'tiles.pager.next': 'Volgende pagina',
  'tiles.pager.last': 'Laatste pagina',
  'tiles.pager.page': 'Pagina {page}',
  'tiles.pager.prev': 'Vorige',
  'tiles.pager.nextShort': 'Volgende',
} satisfies Translation<typeof en>;
