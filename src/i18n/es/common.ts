import type en from '../en/common';
import type { Translation } from '../types';

// Spanish (informal tú) messages of the common feature, translated from src/i18n/en/common.ts.
export default {
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.ok': 'Aceptar',
  'common.loading': 'Cargando…',
  'common.outOfStock': 'Agotado',
  'common.addToCart': 'Añadir al carrito',
  'common.tryAgain': 'Reintentar',
} satisfies Translation<typeof en>;
