import type en from '../en/tiles';
import type { Translation } from '../types';

// German (formal Sie) messages of the tiles feature, translated from src/i18n/en/tiles.ts.
export default {
  'tiles.featured': 'Ausgewählte Produkte',
  'tiles.featuredStatus': 'Seite {page} von {total}',
  'tiles.featuredGrid': 'Ausgewählte Produkte, Seite {page} von {total}',
  'tiles.featuredPages': 'Seiten der ausgewählten Produkte',
  'tiles.breadcrumb': 'Brotkrümelnavigation',
  'tiles.home': 'Startseite',
  'tiles.subcollections': 'Kategorien in {name}',
  'tiles.collectionEmpty': 'In dieser Kategorie gibt es keine Produkte.',
  'tiles.collectionGrid': 'Produkte in {name}',
  'tiles.range': 'Produkte {from} bis {to} von {count}',
  'tiles.previous': 'Zurück',
  'tiles.loadMore': 'Mehr laden',
  'tiles.shown.one': '{count} Produkt angezeigt',
  'tiles.shown.other': '{count} Produkte angezeigt',
  'tiles.pager': 'Seitennavigation',
  'tiles.pager.first': 'Erste Seite',
  'tiles.pager.previous': 'Vorherige Seite',
  'tiles.pager.next': 'Nächste Seite',
  'tiles.pager.last': 'Letzte Seite',
  'tiles.pager.page': 'Seite {page}',
  'tiles.pager.prev': 'Zurück',
  'tiles.pager.nextShort': 'Weiter',
} satisfies Translation<typeof en>;
