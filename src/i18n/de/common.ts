import type en from '../en/common';
import type { Translation } from '../types';

// German (formal Sie) messages of the common feature, translated from src/i18n/en/common.ts.
export default {
  'common.close': 'Schließen',
  'common.cancel': 'Abbrechen',
  'common.ok': 'OK',
  'common.loading': 'Wird geladen…',
  'common.outOfStock': 'Ausverkauft',
  'common.addToCart': 'In den Warenkorb',
  'common.tryAgain': 'Erneut versuchen',
} satisfies Translation<typeof en>;
