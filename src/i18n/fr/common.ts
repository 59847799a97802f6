import type en from '../en/common';
import type { Translation } from '../types';

// French (formal vous) messages of the common feature, translated from src/i18n/en/common.ts.
export default {
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.ok': 'OK',
  'common.loading': 'Chargement…',
  'common.outOfStock': 'En rupture de stock',
  'common.addToCart': 'Ajouter au panier',
  'common.tryAgain': 'Réessayer',
} satisfies Translation<typeof en>;
