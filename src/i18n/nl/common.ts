import type en from '../en/common';
import type { Translation } from '../types';

// Dutch (informal je) messages of the common feature, translated from src/i18n/en/common.ts.
export default {
  'common.close': 'Sluiten',
  'common.cancel': 'Annuleren',
  'common.ok': 'OK',
  'common.loading': 'Laden…',
  'common.outOfStock': 'Uitverkocht',
  'common.addToCart': 'In winkelwagen',
  'common.tryAgain': 'Opnieuw proberen',
} satisfies Translation<typeof en>;
