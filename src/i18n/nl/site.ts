import type en from '../en/site';
import type { Translation } from '../types';

// Dutch (informal je) messages of the site feature, translated from src/i18n/en/site.ts.
export default {
  'site.header.menu': 'Menu',
  'site.header.mainNav': 'Hoofdmenu',
  'site.header.search': 'Zoeken',
  'site.header.cart': 'Winkelwagen',
  'site.header.about': 'Over ons',
  'site.footer.nav': 'Voettekst',
  'site.footer.support': 'Klantenservice',
  'site.footer.track': 'Bestelling volgen',
  'site.footer.contact': 'Contact',
  'site.footer.refund': 'Terugbetalingsbeleid',
  'site.footer.terms': 'Gebruiksvoorwaarden',
  'site.footer.privacy': 'Privacybeleid',
  'site.footer.about': 'Over {name}',
  'site.footer.readMore': 'Lees meer',
  'site.footer.preferences': 'Verzendregio en valuta:',
  'site.footer.rights': '© {year} {name}. Alle rechten voorbehouden.',
  'site.footer.poweredBy': 'Mogelijk gemaakt door ons print-on-demandplatform',
  'site.hero.body': 'Welkom in onze winkel!',
  'site.hero.cta': 'Shop kleding',
  'site.categories': 'Winkelen per categorie',
  'site.social': 'Sociale media',
  'site.notFound.title': '404! Pagina niet gevonden',
  'site.notFound.text': 'Je bent op de een of andere manier op een pagina beland die niet bestaat.',
  'site.notFound.home': 'Naar de startpagina',
  'site.listingNotFound.title': 'Artikel niet gevonden',
  'site.listingNotFound.text': 'Dit artikel bestaat niet of is niet meer beschikbaar.',
  'site.about.title': 'Over {name}',
  'site.about.latest': 'Nieuwste producten',
} satisfies Translation<typeof en>;
