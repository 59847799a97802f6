import type en from '../en/localization';
import type { Translation } from '../types';

// Dutch (informal je) messages of the localization feature, translated from src/i18n/en/localization.ts.
export default {
  'localization.title': 'Voorkeuren',
  'localization.intro': 'Kies je taal, valuta en verzendregio.',
  'localization.locale': 'Taal',
  'localization.currency': 'Valuta',
  'localization.region': 'Verzendregio',
  'localization.fulfilledFrom': 'Verzonden vanuit: {place}',
  'localization.submit': 'Bevestigen',
  'localization.loadFailed': 'De voorkeuren konden niet worden geopend. Probeer het opnieuw.',
  'localization.region.USA': 'VS',
  'localization.region.EU': 'EU',
  'localization.region.Canada': 'Canada',
  'localization.region.Australia': 'Australië',
  'localization.region.rest': 'Rest van de wereld',
  'localization.fulfilment.USA': 'VS',
  'localization.fulfilment.EUR': 'Europa',
} satisfies Translation<typeof en>;
