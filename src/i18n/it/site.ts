import type en from '../en/site';
import type { Translation } from '../types';

// Italian (informal tu) messages of the site feature, translated from src/i18n/en/site.ts.
export default {
  'site.header.menu': 'Menu',
  'site.header.mainNav': 'Menu principale',
  'site.header.search': 'Cerca',
  'site.header.cart': 'Carrello',
  'site.header.about': 'Chi siamo',
  'site.footer.nav': 'Piè di pagina',
  'site.footer.support': 'Assistenza',
  'site.footer.track': 'Traccia ordine',
  'site.footer.contact': 'Contattaci',
  'site.footer.refund': 'Politica di rimborso',
  'site.footer.terms': 'Termini di utilizzo',
  'site.footer.privacy': 'Informativa sulla privacy',
  'site.footer.about': 'Informazioni su {name}',
  'site.footer.readMore': 'Leggi di più',
  'site.footer.preferences': 'Regione di spedizione e valuta:',
  'site.footer.rights': '© {year} {name}. Tutti i diritti riservati.',
  'site.footer.poweredBy': 'Realizzato con la nostra piattaforma di stampa su richiesta',
  'site.hero.body': 'Benvenuto nel nostro negozio!',
  'site.hero.cta': 'Acquista abbigliamento',
  'site.categories': 'Acquista per categoria',
  'site.social': 'Canali social',
  'site.notFound.title': '404! Pagina non trovata',
  'site.notFound.text': 'In qualche modo sei arrivato su una pagina che non esiste.',
  'site.notFound.home': 'Vai alla home page',
  'site.listingNotFound.title': 'Articolo non trovato',
  'site.listingNotFound.text': 'Questo articolo non esiste o non è più disponibile.',
  'site.about.title': 'Informazioni su {name}',
  'site.about.latest': 'Ultimi prodotti',
} satisfies Translation<typeof en>;
