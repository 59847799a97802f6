import type en from '../en/site';
import type { Translation } from '../types';

// German (formal Sie) messages of the site feature, translated from src/i18n/en/site.ts.
export default {
  'site.header.menu': 'Menü',
  'site.header.mainNav': 'Hauptmenü',
  'site.header.search': 'Suche',
  'site.header.cart': 'Warenkorb',
  'site.header.about': 'Über uns',
  'site.footer.nav': 'Fußzeile',
  'site.footer.support': 'Hilfe',
  'site.footer.track': 'Bestellung verfolgen',
  'site.footer.contact': 'Kontakt',
  'site.footer.refund': 'Rückerstattungsrichtlinie',
  'site.footer.terms': 'Nutzungsbedingungen',
  'site.footer.privacy': 'Datenschutzerklärung',
  'site.footer.about': 'Über {name}',
  'site.footer.readMore': 'Weiterlesen',
  'site.footer.preferences': 'Lieferregion und Währung:',
  'site.footer.rights': '© {year} {name}. Alle Rechte vorbehalten.',
  'site.footer.poweredBy': 'Bereitgestellt von unserer Print-on-Demand-Plattform',
  'site.hero.body': 'Willkommen in unserem Shop!',
  'site.hero.cta': 'Kleidung entdecken',
  'site.categories': 'Nach Kategorie einkaufen',
  'site.social': 'Soziale Medien',
  'site.notFound.title': '404! Seite nicht gefunden',
  'site.notFound.text': 'Irgendwie sind Sie auf einer Seite gelandet, die es nicht gibt.',
  'site.notFound.home': 'Zur Startseite',
  'site.listingNotFound.title': 'Artikel nicht gefunden',
  'site.listingNotFound.text': 'Dieser Artikel existiert nicht oder ist nicht mehr verfügbar.',
  'site.about.title': 'Über {name}',
  'site.about.latest': 'Neueste Produkte',
} satisfies Translation<typeof en>;
