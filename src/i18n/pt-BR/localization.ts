import type en from '../en/localization';
import type { Translation } from '../types';

// Brazilian Portuguese (você) messages of the localization feature, translated from src/i18n/en/localization.ts.
export default {
  'localization.title': 'Preferências',
  'localization.intro': 'Escolha seu idioma, moeda e região de entrega.',
  'localization.locale': 'Idioma',
  'localization.currency': 'Moeda',
  'localization.region': 'Região de entrega',
  'localization.fulfilledFrom': 'Enviado de: {place}',
  'localization.submit': 'Confirmar',
  'localization.loadFailed': 'Não foi possível abrir as preferências. Tente novamente.',
  'localization.region.USA': 'EUA',
  'localization.region.EU': 'UE',
  'localization.region.Canada': 'Canadá',
  'localization.region.Australia': 'Austrália',
  'localization.region.rest': 'Resto do mundo',
  'localization.fulfilment.USA': 'EUA',
  'localization.fulfilment.EUR': 'Europa',
} satisfies Translation<typeof en>;
