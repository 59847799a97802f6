import type en from '../en/tiles';
import type { Translation } from '../types';

// Italian (informal tu) messages of the tiles feature, translated from src/i18n/en/tiles.ts.
export default {
  'tiles.featured': 'Prodotti in evidenza',
  'tiles.featuredStatus': 'Pagina {page} di {total}',
  'tiles.featuredGrid': 'Prodotti in evidenza, pagina {page} di {total}',
  'tiles.featuredPages': 'Pagine dei prodotti in evidenza',
  'tiles.breadcrumb': 'Percorso di navigazione',
  'tiles.home': 'Home page',
  'tiles.subcollections': 'Categorie di {name}',
  'tiles.collectionEmpty': 'Non ci sono prodotti in questa categoria.',
  'tiles.collectionGrid': 'Prodotti di {name}',
  'tiles.range': 'Prodotti da {from} a {to} di {count}',
  'tiles.previous': 'Precedente',
  'tiles.loadMore': 'Carica altri',
  'tiles.shown.one': '{count} prodotto mostrato',
  'tiles.shown.many': '{count} di prodotti mostrati',
  'tiles.shown.other': '{count} prodotti mostrati',
  'tiles.pager': 'Paginazione',
  'tiles.pager.first': 'Prima pagina',
  'tiles.pager.previous': 'Pagina precedente',
  'tiles.pager.next': 'Pagina successiva',
  'tiles.pager.last': 'Ultima pagina',
  'tiles.pager.page': 'Pagina {page}',
  'tiles.pager.prev': 'Prec.',
  'tiles.pager.nextShort': 'Succ.',
} satisfies Translation<typeof en>;
