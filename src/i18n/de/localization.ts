import type en from '../en/localization';
import type { Translation } from '../types';

// German (formal Sie) messages of the localization feature, translated from src/i18n/en/localization.ts.
export default {
  'localization.title': 'Einstellungen',
  'localization.intro': 'Wählen Sie Ihre Sprache, Währung und Lieferregion.',
  'localization.locale': 'Sprache',
  'localization.currency': 'Währung',
  'localization.region': 'Lieferregion',
  'localization.fulfilledFrom': 'Versand aus: {place}',
  'localization.submit': 'Bestätigen',
  'localization.loadFailed': 'Die Einstellungen konnten nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'localization.region.USA': 'USA',
  'localization.region.EU': 'EU',
  'localization.region.Canada': 'Kanada',
  'localization.region.Australia': 'Australien',
  'localization.region.rest': 'Rest der Welt',
  'localization.fulfilment.USA': 'USA',
  'localization.fulfilment.EUR': 'Europa',
} satisfies Translation<typeof en>;
