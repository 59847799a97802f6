import type en from '../en/localization';
import type { Translation } from '../types';

// French (formal vous) messages of the localization feature, translated from src/i18n/en/localization.ts.
export default {
  'localization.title': 'Préférences',
  'localization.intro': 'Choisissez votre langue, votre devise et votre région de livraison.',
  'localization.locale': 'Langue',
  'localization.currency': 'Devise',
  'localization.region': 'Région de livraison',
  'localization.fulfilledFrom': 'Expédié depuis\u00a0: {place}',
  'localization.submit': 'Valider',
  'localization.loadFailed': 'Impossible d’ouvrir les préférences. Veuillez réessayer.',
  'localization.region.USA': 'États-Unis',
  'localization.region.EU': 'UE',
  'localization.region.Canada': 'Canada',
  'localization.region.Australia': 'Australie',
  'localization.region.rest': 'Reste du monde',
  'localization.fulfilment.USA': 'États-Unis',
  'localization.fulfilment.EUR': 'Europe',
} satisfies Translation<typeof en>;
