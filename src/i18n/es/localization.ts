import type en from '../en/localization';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the localization feature, translated from src/i18n/en/localization.ts.
export default {
  'localization.title': 'Preferencias',
  'localization.intro': 'Elige tu idioma, moneda y región de envío.',
  'localization.locale': 'Idioma',
  'localization.currency': 'Moneda',
  'localization.region': 'Región de envío',
  'localization.fulfilledFrom': 'Enviado desde: {place}',
  'localization.submit': 'Confirmar',
  'localization.loadFailed': 'No se pudieron abrir las preferencias. Inténtalo de nuevo.',
  'localization.region.USA': 'EE. UU.',
  'localization.region.EU': 'UE',
  'localization.region.Canada': 'Canadá',
  'localization.region.Australia': 'Australia',
  'localization.region.rest': 'Resto del mundo',
  'localization.fulfilment.USA': 'EE. UU.',
  'localization.fulfilment.EUR': 'Europa',
} satisfies Translation<typeof en>;
