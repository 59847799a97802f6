import type en from '../en/tiles';
import type { Translation } from '../types';

// French (formal vous) messages of the tiles feature, translated from src/i18n/en/tiles.ts.
export default {
  'tiles.featured': 'Produits à la une',
  'tiles.featuredStatus': 'Page {page} sur {total}',
  'tiles.featuredGrid': 'Produits à la une, page {page} sur {total}',
  'tiles.featuredPages': 'Pages des produits à la une',
  'tiles.breadcrumb': 'Fil d’Ariane',
  'tiles.home': 'Accueil',
  'tiles.subcollections': 'Catégories de {name}',
  'tiles.collectionEmpty': 'Il n’y a aucun produit dans cette catégorie.',
  'tiles.collectionGrid': 'Produits de {name}',
  'tiles.range': 'Produits {from} à {to} sur {count}',
  'tiles.previous': 'Précédent',
  'tiles.loadMore': 'Afficher plus',
  'tiles.shown.one': '{count} produit affiché',
  'tiles.shown.many': '{count} de produits affichés',
  'tiles.shown.other': '{count} produits affichés',
  'tiles.pager': 'Pagination des produits',
  'tiles.pager.first': 'Première page',
  'tiles.pager.previous': 'Page précédente',
  'tiles.pager.next': 'Page suivante',
  'tiles.pager.last': 'Dernière page',
  'tiles.pager.page': 'Aller à la page {page}',
  'tiles.pager.prev': 'Préc.',
  'tiles.pager.nextShort': 'Suiv.',
} satisfies Translation<typeof en>;
