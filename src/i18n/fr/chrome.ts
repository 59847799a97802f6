import type en from '../en/chrome';
import type { Translation } from '../types';

// French (formal vous) messages of the chrome feature, translated from src/i18n/en/chrome.ts.
export default {
  'chrome.skipLink': 'Aller au contenu',
  'chrome.announcement': 'Annonce',
  'chrome.preview.bar': 'Mode aperçu\u00a0: cette boutique n’est pas publiée telle qu’affichée, et la commande est désactivée.',
  'chrome.preview.themeApplied': 'Le thème du lien d’aperçu est affiché.',
  'chrome.preview.themeReset': 'Afficher le thème enregistré',
  'chrome.promo.label': 'Codes promo',
  'chrome.promo.percentage': 'Utilisez le code {code} pour obtenir {percent}\u00a0% de réduction',
  'chrome.promo.fixedValue': 'Utilisez le code {code} pour obtenir {amount} de réduction',
  'chrome.promo.freeShipping': 'Utilisez le code {code} pour profiter de la livraison gratuite',
  'chrome.promo.copyHint': 'Cliquez pour copier',
  // Browsing spec 4: the banner shows Copied! for 3 seconds after a click.
  'chrome.promo.copied': 'Copié\u00a0!',
  'chrome.toasts.label': 'Notifications de la boutique',
  'chrome.toasts.close': 'Fermer',
  // Browsing spec 1, 4 and 6: the age gate excludes Louisiana and Utah residents; both boxes before Proceed.
  'chrome.ageGate.title': 'Vérification de l’âge',
  'chrome.ageGate.intro': 'Vous devez confirmer les deux déclarations pour accéder à cette boutique.',
  'chrome.ageGate.adult': 'J’ai 18 ans ou plus',
  'chrome.ageGate.notResident': 'Je ne réside pas en Louisiane ni dans l’Utah',
  'chrome.ageGate.proceed': 'Continuer',
  'chrome.ageGate.exit': 'Quitter',
} satisfies Translation<typeof en>;
