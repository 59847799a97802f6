import type en from '../en/quickAdd';
import type { Translation } from '../types';

// French (formal vous) messages of the quickAdd feature, translated from src/i18n/en/quickAdd.ts.
export default {
  'quickAdd.button': 'Ajout rapide',
  'quickAdd.options': 'Ajout rapide\u00a0: {name}',
  'quickAdd.close': 'Fermer l’ajout rapide',
  'quickAdd.colour': 'Couleur',
  'quickAdd.size': 'Taille',
  'quickAdd.chooseSize': 'Choisissez une taille',
  'quickAdd.add': 'Ajouter au panier',
  'quickAdd.preorder': 'Précommander sur la page du produit',
  'quickAdd.previewDisabled': 'L’ajout au panier est désactivé en mode aperçu.',
  'quickAdd.privateDisabled': 'Cet article est privé et ne peut pas être acheté.',
  'quickAdd.cartFull': 'Votre panier est plein. Retirez un article pour en ajouter un autre.',
  'quickAdd.allInCart.one': 'Plus que {count} en stock, et il est dans votre panier.',
  'quickAdd.allInCart.many': 'Plus que {count} en stock, et ils sont tous dans votre panier.',
  'quickAdd.allInCart.other': 'Plus que {count} en stock, et ils sont tous dans votre panier.',
  'quickAdd.lineMax': 'Vous avez {count} exemplaires de cet article dans votre panier, le maximum par commande.',
  'quickAdd.added': 'Ajouté au panier',
  'quickAdd.viewCart': 'Voir le panier',
  'quickAdd.continue': 'Continuer mes achats',
  'quickAdd.outOfStockTitle': 'En rupture de stock',
  'quickAdd.outOfStock': 'Ce produit est en rupture de stock.',
  'quickAdd.loadFailed': 'Impossible de charger les produits',
} satisfies Translation<typeof en>;
