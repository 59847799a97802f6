import type en from '../en/chrome';
import type { Translation } from '../types';

// German (formal Sie) messages of the chrome feature, translated from src/i18n/en/chrome.ts.
export default {
  'chrome.skipLink': 'Zum Inhalt springen',
  'chrome.announcement': 'Ankündigung',
  'chrome.preview.bar': 'Vorschaumodus: Dieser Shop ist nicht so veröffentlicht wie angezeigt, und die Kasse ist deaktiviert.',
  'chrome.preview.themeApplied': 'Das Design aus dem Vorschaulink wird angezeigt.',
  'chrome.preview.themeReset': 'Gespeichertes Design anzeigen',
  'chrome.promo.label': 'Gutscheincodes',
  'chrome.promo.percentage': 'Mit dem Code {code} erhalten Sie {percent}\u00a0% Rabatt',
  'chrome.promo.fixedValue': 'Mit dem Code {code} erhalten Sie {amount} Rabatt',
  'chrome.promo.freeShipping': 'Mit dem Code {code} erhalten Sie kostenlosen Versand',
  'chrome.promo.copyHint': 'Zum Kopieren klicken',
  // Browsing spec 4: the banner shows Copied! for 3 seconds after a click.
  'chrome.promo.copied': 'Kopiert!',
  'chrome.toasts.label': 'Benachrichtigungen',
  'chrome.toasts.close': 'Schließen',
  // Browsing spec 1, 4 and 6: the age gate excludes Louisiana and Utah residents; both boxes before Proceed.
  'chrome.ageGate.title': 'Altersbestätigung',
  'chrome.ageGate.intro': 'Sie müssen beide Aussagen bestätigen, um diesen Shop zu betreten.',
  'chrome.ageGate.adult': 'Ich bin 18 Jahre oder älter',
  'chrome.ageGate.notResident': 'Ich wohne nicht in Louisiana oder Utah',
  'chrome.ageGate.proceed': 'Weiter',
  'chrome.ageGate.exit': 'Verlassen',
} satisfies Translation<typeof en>;
