import type en from '../en/common';
import type { Translation } from '../types';

// Italian (informal tu) messages of the common feature, translated from src/i18n/en/common.ts.
export default {
  'common.close': 'Chiudi',
  'common.cancel': 'Annulla',
  'common.ok': 'OK',
  'common.loading': 'Caricamento…',
  'common.outOfStock': 'Esaurito',
  'common.addToCart': 'Aggiungi al carrello',
  'common.tryAgain': 'Riprova',
} satisfies Translation<typeof en>;
