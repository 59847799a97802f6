import type en from '../en/chrome';
import type { Translation } from '../types';

// Italian (informal tu) messages of the chrome feature, translated from src/i18n/en/chrome.ts.
export default {
  'chrome.skipLink': 'Vai al contenuto',
  'chrome.announcement': 'Avviso',
  'chrome.preview.bar': 'Modalità anteprima: questo negozio non è pubblicato come mostrato e il checkout è disattivato.',
  'chrome.preview.themeApplied': 'Viene mostrato il tema del link di anteprima.',
  'chrome.preview.themeReset': 'Mostra il tema salvato',
  'chrome.promo.label': 'Codici promozionali',
  'chrome.promo.percentage': 'Usa il codice {code} per uno sconto del {percent}%',
  'chrome.promo.fixedValue': 'Usa il codice {code} per uno sconto di {amount}',
  'chrome.promo.freeShipping': 'Usa il codice {code} per la spedizione gratuita',
  'chrome.promo.copyHint': 'Clicca per copiare',
  // Browsing spec 4: the banner shows Copied! for 3 seconds after a click.
  'chrome.promo.copied': 'Copiato!',
  'chrome.toasts.label': 'Notifiche',
  'chrome.toasts.close': 'Chiudi',
  // Browsing spec 1, 4 and 6: the age gate excludes Louisiana and Utah residents; both boxes before Proceed.
  'chrome.ageGate.title': 'Verifica dell’età',
  'chrome.ageGate.intro': 'Devi confermare entrambe le dichiarazioni per entrare in questo negozio.',
  'chrome.ageGate.adult': 'Ho almeno 18 anni',
  'chrome.ageGate.notResident': 'Non risiedo in Louisiana o nello Utah',
  'chrome.ageGate.proceed': 'Procedi',
  'chrome.ageGate.exit': 'Esci',
} satisfies Translation<typeof en>;
