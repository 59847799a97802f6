import type en from '../en/chrome';
import type { Translation } from '../types';

// Dutch (informal je) messages of the chrome feature, translated from src/i18n/en/chrome.ts.
export default {
  'chrome.skipLink': 'Naar de inhoud',
  'chrome.announcement': 'Mededeling',
  'chrome.preview.bar': 'Voorbeeldmodus: deze winkel is niet gepubliceerd zoals getoond, en afrekenen is uitgeschakeld.',
  'chrome.preview.themeApplied': 'Het thema uit de voorbeeldlink wordt getoond.',
  'chrome.preview.themeReset': 'Toon het opgeslagen thema',
  'chrome.promo.label': 'Kortingscodes',
  'chrome.promo.percentage': 'Gebruik code {code} voor {percent}% korting',
  'chrome.promo.fixedValue': 'Gebruik code {code} voor {amount} korting',
  'chrome.promo.freeShipping': 'Gebruik code {code} voor gratis verzending',
  'chrome.promo.copyHint': 'Klik om te kopiëren',
  // Browsing spec 4: the banner shows Copied! for 3 seconds after a click.
  'chrome.promo.copied': 'Gekopieerd!',
  'chrome.toasts.label': 'Meldingen',
  'chrome.toasts.close': 'Sluiten',
  // Browsing spec 1, 4 and 6: the age gate excludes Louisiana and Utah residents; both boxes before Proceed.
  'chrome.ageGate.title': 'Leeftijdscontrole',
  'chrome.ageGate.intro': 'Je moet beide verklaringen bevestigen om deze winkel te bezoeken.',
  'chrome.ageGate.adult': 'Ik ben 18 jaar of ouder',
  'chrome.ageGate.notResident': 'Ik woon niet in Louisiana of Utah',
  'chrome.ageGate.proceed': 'Doorgaan',
  'chrome.ageGate.exit': 'Verlaten',
} satisfies Translation<typeof en>;
