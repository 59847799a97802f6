import type en from '../en/localization';
import type { Translation } from '../types';

// Italian (informal tu) messages of the localization feature, translated from src/i18n/en/localization.ts.
export default {
  'localization.title': 'Preferenze',
  'localization.intro': 'Scegli la lingua, la valuta e la regione di spedizione.',
  'localization.locale': 'Lingua',
  'localization.currency': 'Valuta',
  'localization.region': 'Regione di spedizione',
  'localization.fulfilledFrom': 'Spedito da: {place}',
  'localization.submit': 'Conferma',
  'localization.loadFailed': 'Impossibile aprire le preferenze. Riprova.',
  'localization.region.USA': 'Stati Uniti',
  'localization.region.EU': 'UE',
  'localization.region.Canada': 'Canada',
  'localization.region.Australia': 'Australia',
  'localization.region.rest': 'Resto del mondo',
  'localization.fulfilment.USA': 'Stati Uniti',
  'localization.fulfilment.EUR': 'Europa',
} satisfies Translation<typeof en>;
