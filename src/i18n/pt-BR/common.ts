import type en from '../en/common';
import type { Translation } from '../types';

// Brazilian Portuguese (você) messages of the common feature, translated from src/i18n/en/common.ts.
export default {
  'common.close': 'Fechar',
  'common.cancel': 'Cancelar',
  'common.ok': 'OK',
  'common.loading': 'Carregando…',
  'common.outOfStock': 'Esgotado',
  'common.addToCart': 'Adicionar ao carrinho',
  'common.tryAgain': 'Tentar novamente',
} satisfies Translation<typeof en>;
