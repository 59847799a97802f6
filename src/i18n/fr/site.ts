import type en from '../en/site';
import type { Translation } from '../types';

// French (formal vous) messages of the site feature, translated from src/i18n/en/site.ts.
export default {
  'site.header.menu': 'Menu',
  'site.header.mainNav': 'Menu principal',
  'site.header.search': 'Rechercher',
  'site.header.cart': 'Panier',
  'site.header.about': 'À propos',
  'site.footer.nav': 'Pied de page',
  'site.footer.support': 'Assistance',
  'site.footer.track': 'Suivre ma commande',
  'site.footer.contact': 'Nous contacter',
  'site.footer.refund': 'Politique de remboursement',
  'site.footer.terms': 'Conditions d’utilisation',
  'site.footer.privacy': 'Politique de confidentialité',
  'site.footer.about': 'À propos de {name}',
  'site.footer.readMore': 'En savoir plus',
  'site.footer.preferences': 'Région de livraison et devise\u00a0:',
  'site.footer.rights': '© {year} {name}. Tous droits réservés.',
  'site.footer.poweredBy': 'Propulsé par notre plateforme d’impression à la demande',
  'site.hero.body': 'Bienvenue dans notre boutique\u00a0!',
  'site.hero.cta': 'Découvrir les vêtements',
  'site.categories': 'Acheter par catégorie',
  'site.social': 'Réseaux sociaux',
  'site.notFound.title': '404\u00a0! Page introuvable',
  'site.notFound.text': 'Vous êtes arrivé, on ne sait comment, sur une page qui n’existe pas.',
  'site.notFound.home': 'Aller à l’accueil',
  'site.listingNotFound.title': 'Article introuvable',
  'site.listingNotFound.text': 'Cet article n’existe pas ou n’est plus disponible.',
  'site.about.title': 'À propos de {name}',
  'site.about.latest': 'Derniers produits',
} satisfies Translation<typeof en>;
