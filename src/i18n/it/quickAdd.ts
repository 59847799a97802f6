import type en from '../en/quickAdd';
import type { Translation } from '../types';

// Italian (informal tu) messages of the quickAdd feature, translated from src/i18n/en/quickAdd.ts.
export default {
  'quickAdd.button': 'Aggiunta rapida',
  'quickAdd.options': 'Aggiunta rapida: {name}',
  'quickAdd.close': 'Chiudi aggiunta rapida',
  'quickAdd.colour': 'Colore',
  'quickAdd.size': 'Taglia',
  'quickAdd.chooseSize': 'Scegli una taglia',
  'quickAdd.add': 'Aggiungi al carrello',
  'quickAdd.preorder': 'Preordina dalla pagina del prodotto',
  'quickAdd.previewDisabled': 'L’aggiunta al carrello è disattivata in modalità anteprima.',
  'quickAdd.privateDisabled': 'Questo articolo è privato e non può essere acquistato.',
  'quickAdd.cartFull': 'Il tuo carrello è pieno. Rimuovi un articolo per aggiungerne un altro.',
  'quickAdd.allInCart.one': 'Solo {count} disponibile, ed è nel tuo carrello.',
  'quickAdd.allInCart.many': 'Solo {count} disponibili, e sono tutti nel tuo carrello.',
  'quickAdd.allInCart.other': 'Solo {count} disponibili, e sono tutti nel tuo carrello.',
  'quickAdd.lineMax': 'Hai {count} pezzi di questo articolo nel carrello, il massimo per ordine.',
  'quickAdd.added': 'Aggiunto al carrello',
  'quickAdd.viewCart': 'Vedi il carrello',
  'quickAdd.continue': 'Continua lo shopping',
  'quickAdd.outOfStockTitle': 'Esaurito',
  'quickAdd.outOfStock': 'Questo prodotto è esaurito.',
  'quickAdd.loadFailed': 'Impossibile caricare i prodotti',
} satisfies Translation<typeof en>;
